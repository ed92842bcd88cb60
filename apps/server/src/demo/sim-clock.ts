// The demo's simulated clock (docs/decisions/023-demo-history.md): `new Date()` and `Date.now()`
// read a time the demo sets, so everything the product stamps in JavaScript while the demo walks
// through the year carries the simulated date. Demo tooling only: the server never loads it.

export type SimClock = {
  /** Moves the simulated time to `at`, never backwards; from there it runs at the real pace. */
  set(at: Date): void;
  /** The simulated time now. */
  now(): Date;
  /** Puts the real `Date` back; the clock reads the real time from then on. */
  restore(): void;
};

const RealDate = globalThis.Date;

/**
 * Replaces the global `Date` with one whose constructor without arguments, and `Date.now()`,
 * read the simulated time. Everything else is the real `Date`: the same prototype (so
 * `instanceof` holds both ways, for dates made before and after), `Date.UTC`, `Date.parse`,
 * `new Date(x)`. Time keeps running between two `set`s at the real pace, so two writes of one
 * simulated moment still get distinct, ordered stamps.
 */
export const installSimClock = (start: Date): SimClock => {
  if (globalThis.Date !== RealDate) throw new Error('A simulated clock is already installed');
  let base = start.getTime();
  let realAtBase = RealDate.now();
  let active = true;
  const current = () => (active ? base + (RealDate.now() - realAtBase) : RealDate.now());

  function SimDate(this: unknown, ...args: unknown[]) {
    // Called without `new`, Date answers the current time as a string.
    if (!new.target) return new RealDate(current()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [current()] : args, new.target);
  }
  SimDate.prototype = RealDate.prototype;
  Object.setPrototypeOf(SimDate, RealDate);
  Object.defineProperty(SimDate, 'now', { value: current, writable: true, configurable: true });
  globalThis.Date = SimDate as unknown as DateConstructor;
  // The embedded PostgreSQL reads this clock too, and a timer it armed before the clock went
  // back (due at a real moment) now lies months ahead: more than Node's timers hold, so Node
  // warns and fires it after 1 ms, and PostgreSQL arms it again until the simulated time gets
  // there. Harmless; the warnings are not printed.
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const type = typeof rest[0] === 'string' ? rest[0] : (rest[0] as { type?: string })?.type;
    if (type === 'TimeoutOverflowWarning') return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;

  return {
    set(at) {
      base = Math.max(at.getTime(), current());
      realAtBase = RealDate.now();
    },
    now: () => new RealDate(current()),
    restore() {
      // Code that kept `Date.now` (a cache's clock) reads the real time again.
      active = false;
      globalThis.Date = RealDate;
      process.emitWarning = emitWarning;
    },
  };
};
