// Builds the app and serves it (SPA + Worker in workerd) on a free loopback port, for the
// benchmark and the load test; also reads the memory of the workerd processes behind it.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/**
 * `rateLimitScale` multiplies every per-client limit of wrangler.toml in this build: the e2e
 * suite's browsers all come from one address, the benchmark and the load test keep the real ones.
 */
export async function startBuiltApp({ rateLimitScale = 1 } = {}) {
  const env = { ...process.env, BOLDMARK_RATE_LIMIT_SCALE: String(rateLimitScale) };
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "error"], { stdio: "inherit", env });
  if (build.status !== 0) throw new Error("vite build failed");
  const port = await freePort();
  const server = spawn("npx", ["vite", "preview", "--port", String(port), "--strictPort", "--host", "127.0.0.1"], { detached: true, stdio: "ignore" });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/fonts`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 240) throw new Error(`the app did not answer at ${base}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  /** Resident memory of the workerd processes under the server, in MB. */
  const workerdRssMb = () => {
    let kb = 0;
    const stack = [server.pid];
    while (stack.length) {
      const pid = stack.pop();
      for (const kid of spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout.split("\n").filter(Boolean)) {
        stack.push(kid);
        try {
          if (readFileSync(`/proc/${kid}/comm`, "utf8").startsWith("workerd")) {
            kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${kid}/status`, "utf8"))?.[1] ?? 0);
          }
        } catch {
          // the process ended meanwhile
        }
      }
    }
    return Math.round(kb / 1024);
  };

  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  return { base, workerdRssMb, stop };
}
