// Time budgets for the sweeps: a test's timeout is a timing assertion too, so every sweep declares
// one sized for a slow machine with the other core busy (CI shares it): about ten times what it
// takes here on a quiet machine, and at least a minute. Deeper runs (FUZZ_RUNS, SWEEP_RUNS…) scale
// their budget with their size; TEST_BUDGET_SCALE stretches every budget for a slower machine.

/** Milliseconds for a sweep that takes `quietMs` on a quiet machine, `scale` times its default size. */
export function budget(quietMs: number, scale = 1): number {
  const stretch = Number(process.env.TEST_BUDGET_SCALE ?? 1) || 1;
  return Math.max(60_000, quietMs * 10) * Math.max(1, scale) * stretch;
}
