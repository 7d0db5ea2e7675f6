// Every Worker test file starts with the builtin engine's word tables loaded, as a request would
// load them: from the static assets (public/lexicon/<version>/, written by lexicon/build.mjs),
// through the ASSETS binding. Top-level, so test files that read names while collecting their
// tests find the engine ready.
import { env } from "cloudflare:test";
import { loadLexicon } from "../../../worker/ai/builtin/lexicon";

await loadLexicon(async (path) => {
  const res = await env.ASSETS.fetch(new Request(`http://localhost${path}`));
  if (!res.ok) throw new Error(`${path}: ${res.status} from the assets (run npm run lexicon)`);
  return new Uint8Array(await res.arrayBuffer());
});
