// The one way this project starts Chromium: Debian's build through playwright-core, with the
// flags a closed network and a root sandbox need. Used by the e2e tests and the benchmark.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The Chromium executable, or undefined when the machine has none. */
export const chromiumPath = candidates.find((p) => !!p && existsSync(p));

export function launchChromium() {
  if (!chromiumPath) throw new Error("No Chromium found: apt-get install chromium (or set CHROMIUM_PATH).");
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
    ],
  });
}
