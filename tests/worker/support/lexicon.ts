// Every Worker test file starts with the builtin engine's word tables loaded the way a request
// loads them (readLexicon: from the static assets, public/lexicon/<version>/ written by
// lexicon/build.mjs, through the ASSETS binding). Top-level, so test files that read names while
// collecting their tests find the engine ready.
import { env } from "cloudflare:test";
import { readLexicon } from "../../../worker/ai";

await readLexicon(env);
