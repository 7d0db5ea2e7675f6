// Vite builds the React SPA and, through the Cloudflare plugin, runs the Worker in workerd.
import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { localServer } from "./scripts/local-server";

const port = Number(process.env.PORT ?? 8787);

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
      config: (worker) => (process.env.BOLDMARK_EDGE_CACHE === "off" ? { vars: { ...worker.vars, EDGE_CACHE: "off" } } : {}),
    }),
  ],
  // The Worker bundle is minified too: smaller upload, faster isolate start-up.
  environments: { boldmark: { build: { minify: true } } },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
});
