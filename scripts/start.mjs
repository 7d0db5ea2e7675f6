// npm start: builds the app, then serves it (SPA + API in workerd) on PORT, default 8787.
import { spawnSync, spawn } from "node:child_process";

const port = process.env.PORT || "8787";
// The local build keeps no edge cache (vite.config.ts): the local runtime never evicts it.
const run = (args) => spawnSync("npx", args, { stdio: "inherit", shell: false, env: { ...process.env, BOLDMARK_EDGE_CACHE: process.env.BOLDMARK_EDGE_CACHE ?? "off" } });

const build = run(["vite", "build", "--logLevel", "warn"]);
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(`\nBoldmark is starting on http://localhost:${port}\n`);
const server = spawn("npx", ["vite", "preview", "--port", port, "--strictPort"], {
  stdio: "inherit",
  env: { ...process.env, PORT: port },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
