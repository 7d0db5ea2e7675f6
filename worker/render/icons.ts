// The one place the Worker loads icons: the index (shared/icon-index.ts) says which exist, and each
// icon's outline comes from the static assets, parsed once per isolate, only when a request draws it.
import { hasIcon } from "../../shared/icon-index";
import type { IconShape } from "../../shared/icons";
import { assetReader, assets } from "./assets";
import { RenderError } from "./problems";

/** The icon's outline; undefined for a name the library does not have. */
export function loadIcon(env: Env, name: string): Promise<IconShape | undefined> {
  if (!hasIcon(name)) return Promise.resolve(undefined);
  return assets.icon(name, assetReader(env, "icon", () => unavailable(name)));
}

function unavailable(name: string) {
  return new RenderError({ kind: "asset_unavailable", asset: "icon", name });
}
