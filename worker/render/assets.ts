// The Worker's font and icon files: one loader (shared/asset-files.ts) for the isolate, reading
// the static assets through the binding. A fetch that fails or misses is
// an unavailable asset (503: the client may retry).
import { AssetFiles, type ReadAsset } from "../../shared/asset-files";
import { workerScriptFaces } from "./harfbuzz";
import type { RenderError } from "./problems";

export const assets = new AssetFiles(workerScriptFaces);

/** Reads a site path from the assets binding; `unavailable` is the error to throw, `what` names it in the log. */
export function assetReader(env: Env, what: string, unavailable: () => RenderError): ReadAsset {
  return async (path) => {
    let res: Response;
    try {
      // The host is irrelevant to the assets binding, but Vite's dev server refuses unknown hosts.
      res = await env.ASSETS.fetch(new Request(`http://localhost${path}`));
    } catch (err) {
      console.error(`${what} fetch failed`, path, err);
      throw unavailable();
    }
    if (!res.ok) {
      console.error(`${what} missing from assets`, path, res.status);
      throw unavailable();
    }
    return new Uint8Array(await res.arrayBuffer());
  };
}
