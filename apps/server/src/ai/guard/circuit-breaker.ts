import type { AiBreakerState } from '@rampart/contracts';
import type { Clock } from '../clock.ts';
import { aiError } from '../errors.ts';

export type BreakerSnapshot = {
  state: AiBreakerState;
  /** Consecutive provider failures. */
  failures: number;
  openUntil: number | null;
};

/** A pass through the breaker; a half-open probe must be settled for the next one to go. */
export type BreakerTicket = { probe: boolean };

/**
 * Spec §4: CLOSED; after N consecutive provider failures OPEN, refusing calls for the open
 * period; then HALF_OPEN, letting one call through: success closes, failure re-opens.
 * Per process: each server process learns the provider's health from its own calls, which is
 * enough to stop hammering a provider that is down (with several processes, each opens on its
 * own after N failures).
 */
export type CircuitBreaker = {
  /** Throws CIRCUIT_BREAKER_OPEN while calls are refused. */
  acquire(): BreakerTicket;
  /**
   * The provider answered (even with output we could not use). Closes the breaker when the
   * ticket is the half-open probe; an ordinary ticket's late answer leaves an open breaker open.
   */
  success(ticket: BreakerTicket): void;
  /** The provider failed: network, timeout, 429 or 5xx after the retries. */
  failure(ticket: BreakerTicket): void;
  /** The call ended without asking the provider (cancelled, refused by a limit). */
  release(ticket: BreakerTicket): void;
  snapshot(): BreakerSnapshot;
};

export const createCircuitBreaker = (
  opts: { failures: number; openMs: number },
  clock: Clock,
): CircuitBreaker => {
  let state: AiBreakerState = 'CLOSED';
  let failures = 0;
  let openUntil: number | null = null;
  let probing = false;

  // OPEN becomes HALF_OPEN when the open period is over; read lazily, so no timer is needed.
  const current = (): AiBreakerState => {
    if (state === 'OPEN' && openUntil !== null && clock.now() >= openUntil) {
      state = 'HALF_OPEN';
      probing = false;
    }
    return state;
  };

  const refuse = () => {
    const seconds = Math.max(1, Math.ceil(((openUntil ?? clock.now()) - clock.now()) / 1000));
    return aiError(
      'CIRCUIT_BREAKER_OPEN',
      undefined,
      { retryAfterSeconds: seconds },
      {
        'retry-after': String(seconds),
      },
    );
  };

  return {
    acquire() {
      const s = current();
      if (s === 'CLOSED') return { probe: false };
      if (s === 'OPEN' || probing) throw refuse();
      probing = true;
      return { probe: true };
    },
    success(ticket) {
      if (ticket.probe) probing = false;
      // A call that started before the breaker opened and answered late says nothing about
      // now: while open or half-open, only the probe's answer closes it.
      else if (current() !== 'CLOSED') return;
      state = 'CLOSED';
      failures = 0;
      openUntil = null;
    },
    failure(ticket) {
      if (ticket.probe) probing = false;
      failures += 1;
      if (current() === 'HALF_OPEN' || failures >= opts.failures) {
        state = 'OPEN';
        openUntil = clock.now() + opts.openMs;
      }
    },
    release(ticket) {
      if (ticket.probe) probing = false;
    },
    snapshot() {
      const s = current();
      return { state: s, failures, openUntil: s === 'CLOSED' ? null : openUntil };
    },
  };
};
