// The one place the Worker loads icons: the index (shared/icon-index.ts) says which exist, and each
// icon's outline comes from the static assets, parsed once per isolate, only when a request draws it.
import { isKnownIcon } from "../../shared/icon-index";
import type { IconShape } from "../../shared/icons";
import { assetReader, assets } from "./assets";
import { RenderError } from "./problems";

/** The icon's outline ("ph:bell"); undefined for an icon the sets do not have. */
export function loadIcon(env: Env, ref: string): Promise<IconShape | undefined> {
  if (!isKnownIcon(ref)) return Promise.resolve(undefined);
  return assets.icon(ref, assetReader(env, "icon", () => unavailable(ref)));
}

function unavailable(ref: string) {
  return new RenderError({ kind: "asset_unavailable", asset: "icon", name: ref });
}
