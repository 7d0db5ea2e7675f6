// Builds the app once and serves it (SPA + Worker in workerd) on a free port for the e2e tests.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import type { TestProject } from "vitest/node";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer at ${url} within ${ms} ms`);
}

let server: ChildProcess | undefined;

export async function setup(project: TestProject) {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "error"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("vite build failed");
  const port = await freePort();
  server = spawn("npx", ["vite", "preview", "--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, PORT: String(port) },
    detached: true,
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(`${baseURL}/api/fonts`, 60_000);
  project.provide("baseURL", baseURL);
}

export async function teardown() {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}
