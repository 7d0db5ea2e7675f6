// Builds the app once and serves it (SPA + Worker in workerd) on a free port for the e2e tests,
// with the same starter as the benchmark, the load test and the contact sheet (scripts/serve.mjs).
import type { TestProject } from "vitest/node";
import { startBuiltApp } from "../../scripts/serve.mjs";

let stop: (() => void) | undefined;

export async function setup(project: TestProject) {
  // About forty Generates in a run, all from one address: the real limit (30 a minute) would
  // refuse some when a fast run packs them into one minute.
  const app = await startBuiltApp({ rateLimitScale: 10 });
  stop = app.stop;
  project.provide("baseURL", app.base);
}

export async function teardown() {
  stop?.();
}

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}
