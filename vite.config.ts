// Vite builds the React SPA and, through the Cloudflare plugin, runs the Worker in workerd.
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { localServer } from "./scripts/local-server";

const port = Number(process.env.PORT ?? 8787);
// The end-to-end suite is many visitors behind one address: its server is built with every
// per-client limit multiplied by this (scripts/serve.mjs), so forty Generates in a busy minute
// are not refused. Deploys and npm start keep wrangler.toml's limits.
const limitScale = Number(process.env.BOLDMARK_RATE_LIMIT_SCALE ?? 1);

export default defineConfig({
  // No remote bindings: runs offline with no Cloudflare account; generation falls back to the
  // builtin design engine when the AI binding cannot be reached.
  // localServer first: its front door runs before the Worker's proxy (scripts/local-server.ts).
  plugins: [
    localServer(),
    react(),
    tailwindcss(),
    cloudflare({
      remoteBindings: false,
      persistState: false,
      // Local runs (npm start builds with BOLDMARK_EDGE_CACHE=off) keep no edge cache: the local
      // runtime stores every export in a temporary folder it never evicts (93 MB in a soak).
      // A deploy builds without it, and Cloudflare's cache evicts by itself.
      // Changed in place: a returned array is appended to wrangler.toml's, not put in its stead.
      config: (worker) => {
        if (process.env.BOLDMARK_EDGE_CACHE === "off") worker.vars = { ...worker.vars, EDGE_CACHE: "off" };
        if (limitScale > 1) for (const r of worker.ratelimits) r.simple.limit *= limitScale;
      },
    }),
  ],
  // fontkit's Brotli decoder serves WOFF2 fonts only, and every font we ship is TrueType or
  // OpenType: neither the page's results code nor the Worker carries it (shared/no-woff2.ts).
  resolve: { alias: [{ find: /^brotli\/decompress(\.js)?$/, replacement: new URL("./shared/no-woff2.ts", import.meta.url).pathname }] },
  // The Worker bundle is minified too: smaller upload, faster isolate start-up.
  environments: { boldmark: { build: { minify: true } } },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
});
