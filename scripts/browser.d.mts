import type { Browser } from "playwright-core";
export declare const chromiumPath: string | undefined;
export declare function launchChromium(): Promise<Browser>;
