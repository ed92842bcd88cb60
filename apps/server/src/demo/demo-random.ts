// The demo's only source of variety: a small seeded generator, so every run writes the same year
// (relative to its day) from nothing but this seed (docs/decisions/023-demo-history.md).

export const DEMO_SEED = 20_260_401;

export type DemoRandom = {
  /** 0 (inclusive) to 1 (exclusive). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
};

/** mulberry32: 32 bits of state, good enough spread for picking test results and dates. */
export const demoRandom = (seed: number = DEMO_SEED): DemoRandom => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
};
