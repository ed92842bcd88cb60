import { afterEach, describe, expect, it } from 'vitest';
import { installSimClock, type SimClock } from './sim-clock.ts';

const RealDate = Date;
const JAN = new RealDate('2025-01-15T09:00:00.000Z');
let clock: SimClock | null = null;

afterEach(() => {
  clock?.restore();
  clock = null;
});

describe('the demo’s simulated clock', () => {
  it('dates new Date() and Date.now() from the time set, and never goes back', () => {
    const before = new RealDate();
    clock = installSimClock(JAN);
    expect(Math.abs(Date.now() - JAN.getTime())).toBeLessThan(1000);
    expect(Math.abs(new Date().getTime() - JAN.getTime())).toBeLessThan(1000);
    clock.set(new RealDate('2025-06-01T12:00:00.000Z'));
    expect(new Date().toISOString().slice(0, 13)).toBe('2025-06-01T12');
    clock.set(JAN);
    expect(new Date().toISOString().slice(0, 10)).toBe('2025-06-01');
    // Two reads of one moment are distinct and ordered only by the real time that passed.
    const a = Date.now();
    const b = Date.now();
    expect(b).toBeGreaterThanOrEqual(a);
    // Dates made before it was installed are still dates.
    expect(before instanceof Date).toBe(true);
  });

  it('is the real Date otherwise, and is the real one again once restored', () => {
    clock = installSimClock(JAN);
    expect(new Date('2030-02-03T04:05:06.000Z').toISOString()).toBe('2030-02-03T04:05:06.000Z');
    expect(new Date(0).getTime()).toBe(0);
    expect(Date.UTC(2030, 0, 2)).toBe(RealDate.UTC(2030, 0, 2));
    expect(Date.parse('2030-01-02')).toBe(RealDate.parse('2030-01-02'));
    expect(new Date() instanceof RealDate).toBe(true);
    expect(Object.prototype.toString.call(new Date())).toBe('[object Date]');
    expect(() => installSimClock(JAN)).toThrow(/already installed/);
    const keptNow = Date.now;
    clock.restore();
    clock = null;
    expect(Date).toBe(RealDate);
    expect(Math.abs(keptNow() - RealDate.now())).toBeLessThan(1000);
  });
});
