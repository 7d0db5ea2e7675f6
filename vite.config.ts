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
  plugins: [localServer(), react(), tailwindcss(), cloudflare({ remoteBindings: false, persistState: false })],
  // The Worker bundle is minified too: smaller upload, faster isolate start-up.
  environments: { boldmark: { build: { minify: true } } },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
});
