// The one place the Worker loads icons: the index (shared/icon-index.ts) says which exist, and each
// icon's outline comes from the static assets, parsed once per isolate, only when a request draws it.
import { hasIcon } from "../../shared/icon-index";
import type { IconShape } from "../../shared/icons";
import { ApiError } from "../errors";
import { assetReader, assets } from "./assets";

export function unknownIcon(symbol: string): ApiError {
  return new ApiError(422, "unknown_icon", `The icon "${symbol}" is not in the icon library (Phosphor, as ph:<name>); pick another symbol.`);
}

/** The icon's outline; undefined for a name the library does not have. */
export function loadIcon(env: Env, name: string): Promise<IconShape | undefined> {
  if (!hasIcon(name)) return Promise.resolve(undefined);
  return assets.icon(name, assetReader(env, "icon", () => unavailable(name)));
}

function unavailable(name: string) {
  return new ApiError(503, "icon_unavailable", `The icon "${name}" is not available right now. Please try again shortly.`, { "Retry-After": "30" });
}
