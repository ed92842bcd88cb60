/** The account `bench:seed` creates and the other benchmarks sign in with. */
export const BENCH_EMAIL = 'bench@rampart.test';
export const BENCH_PASSWORD = 'rampart-bench-2026';
