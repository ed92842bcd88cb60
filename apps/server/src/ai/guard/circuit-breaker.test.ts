import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { manualClock } from '../clock.ts';
import { createCircuitBreaker } from './circuit-breaker.ts';

const setup = () => {
  const clock = manualClock();
  return { clock, breaker: createCircuitBreaker({ failures: 5, openMs: 60_000 }, clock) };
};

const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? { code: err.code, status: err.status } : err;
  }
  return null;
};

describe('circuit breaker (spec §4: 5 failures, open for 60 s)', () => {
  it('stays closed through 4 failures and opens on the 5th', () => {
    const { breaker, clock } = setup();
    for (let i = 1; i <= 4; i++) {
      breaker.failure(breaker.acquire());
      expect(breaker.snapshot()).toEqual({ state: 'CLOSED', failures: i, openUntil: null });
    }
    breaker.failure(breaker.acquire());
    expect(breaker.snapshot()).toEqual({
      state: 'OPEN',
      failures: 5,
      openUntil: clock.now() + 60_000,
    });
    expect(refused(() => breaker.acquire())).toEqual({ code: 'CIRCUIT_BREAKER_OPEN', status: 503 });
  });

  it('counts consecutive failures only: a success resets the count', () => {
    const { breaker } = setup();
    for (let i = 0; i < 4; i++) breaker.failure(breaker.acquire());
    breaker.success(breaker.acquire());
    for (let i = 0; i < 4; i++) breaker.failure(breaker.acquire());
    expect(breaker.snapshot().state).toBe('CLOSED');
  });

  it('goes half-open after exactly 60 s and lets one probe through', () => {
    const { breaker, clock } = setup();
    for (let i = 0; i < 5; i++) breaker.failure(breaker.acquire());
    clock.advance(59_999);
    expect(breaker.snapshot().state).toBe('OPEN');
    expect(refused(() => breaker.acquire())).toMatchObject({ code: 'CIRCUIT_BREAKER_OPEN' });
    clock.advance(1);
    expect(breaker.snapshot().state).toBe('HALF_OPEN');
    const probe = breaker.acquire();
    expect(probe).toEqual({ probe: true });
    // A second caller waits for the probe's verdict.
    expect(refused(() => breaker.acquire())).toMatchObject({ code: 'CIRCUIT_BREAKER_OPEN' });
    breaker.success(probe);
    expect(breaker.snapshot()).toEqual({ state: 'CLOSED', failures: 0, openUntil: null });
    expect(breaker.acquire()).toEqual({ probe: false });
  });

  it('re-opens for another 60 s when the probe fails', () => {
    const { breaker, clock } = setup();
    for (let i = 0; i < 5; i++) breaker.failure(breaker.acquire());
    clock.advance(60_000);
    breaker.failure(breaker.acquire());
    expect(breaker.snapshot()).toEqual({
      state: 'OPEN',
      failures: 6,
      openUntil: clock.now() + 60_000,
    });
    clock.advance(60_000);
    expect(breaker.snapshot().state).toBe('HALF_OPEN');
  });

  it('a released probe (no verdict) lets the next caller probe', () => {
    const { breaker, clock } = setup();
    for (let i = 0; i < 5; i++) breaker.failure(breaker.acquire());
    clock.advance(60_000);
    breaker.release(breaker.acquire());
    expect(breaker.snapshot().state).toBe('HALF_OPEN');
    expect(breaker.acquire()).toEqual({ probe: true });
  });

  it('a late success from a call started while closed does not close an open breaker', () => {
    const { breaker, clock } = setup();
    const slow = breaker.acquire();
    for (let i = 0; i < 5; i++) breaker.failure(breaker.acquire());
    const openUntil = clock.now() + 60_000;
    breaker.success(slow);
    expect(breaker.snapshot()).toEqual({ state: 'OPEN', failures: 5, openUntil });
    expect(refused(() => breaker.acquire())).toMatchObject({ code: 'CIRCUIT_BREAKER_OPEN' });
    // Nor while half-open: only the probe's verdict counts.
    const slower = { probe: false };
    clock.advance(60_000);
    const probe = breaker.acquire();
    breaker.success(slower);
    expect(breaker.snapshot().state).toBe('HALF_OPEN');
    expect(refused(() => breaker.acquire())).toMatchObject({ code: 'CIRCUIT_BREAKER_OPEN' });
    breaker.success(probe);
    expect(breaker.snapshot()).toEqual({ state: 'CLOSED', failures: 0, openUntil: null });
  });

  it('tells the caller how long to wait', () => {
    const { breaker, clock } = setup();
    for (let i = 0; i < 5; i++) breaker.failure(breaker.acquire());
    clock.advance(15_500);
    try {
      breaker.acquire();
    } catch (err) {
      expect((err as AppError).details).toEqual({ retryAfterSeconds: 45 });
      expect((err as AppError).headers).toEqual({ 'retry-after': '45' });
    }
    expect.assertions(2);
  });
});
