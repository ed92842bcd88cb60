import { setTimeout as delay } from 'node:timers/promises';

/** Time, injected so tests move it instead of waiting. */
export type Clock = { now(): number };
/** Waits between retries; tests record the waits and advance their clock instead. */
export type Sleep = (ms: number) => Promise<void>;

export const systemClock: Clock = { now: () => Date.now() };
export const realSleep: Sleep = async (ms) => {
  await delay(ms);
};

/** A clock that only moves when told to. */
export type ManualClock = Clock & { advance(ms: number): void; set(ms: number): void };
export const manualClock = (start = Date.UTC(2026, 0, 5, 9, 30)): ManualClock => {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
    set: (ms) => {
      t = ms;
    },
  };
};

const HOUR_MS = 60 * 60 * 1000;
/** The top of the hour `ms` falls in (UTC, so hours agree across time zones). */
export const hourStart = (ms: number): number => Math.floor(ms / HOUR_MS) * HOUR_MS;
