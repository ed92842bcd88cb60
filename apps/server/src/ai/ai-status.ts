import type { AiConnectionState, AiEngine, AiStatus } from '@rampart/contracts';
import { AI_DEFAULTS } from '@rampart/domain';
import type { AiConfig } from '../config.ts';
import type { BreakerSnapshot } from './guard/circuit-breaker.ts';
import type { AiRateLimits } from './guard/rate-limits.ts';
import type { UsageMeter } from './guard/usage-meter.ts';

/**
 * Spec §4 connection states: the offline engine is always CONNECTED; a misconfigured engine
 * or an open breaker is DISCONNECTED; half-open is RECONNECTING; failures not yet enough to
 * open the breaker, or a failure or fallback in the last few minutes, are DEGRADED.
 */
export const connectionState = (s: {
  engine: AiEngine;
  configured: boolean;
  breaker: BreakerSnapshot;
  lastProblemAt: number | null;
  now: number;
}): AiConnectionState => {
  if (s.engine === 'offline') return 'CONNECTED';
  if (!s.configured || s.breaker.state === 'OPEN') return 'DISCONNECTED';
  if (s.breaker.state === 'HALF_OPEN') return 'RECONNECTING';
  const recent = s.lastProblemAt !== null && s.now - s.lastProblemAt < AI_DEFAULTS.degradedWindowMs;
  return s.breaker.failures > 0 || recent ? 'DEGRADED' : 'CONNECTED';
};

export const aiStatus = async (s: {
  organizationId: string;
  engine: AiEngine;
  model: string | null;
  configured: boolean;
  config: AiConfig;
  breaker: BreakerSnapshot;
  lastProblemAt: number | null;
  now: number;
  limits: AiRateLimits;
  meter: UsageMeter;
  costKnown: boolean;
}): Promise<AiStatus> => {
  const [remaining, hour] = await Promise.all([
    s.limits.remaining(s.organizationId),
    s.meter.thisHour(s.organizationId),
  ]);
  return {
    engine: s.engine,
    model: s.model,
    configured: s.configured,
    connection: connectionState(s),
    breaker: {
      state: s.breaker.state,
      failures: s.breaker.failures,
      threshold: s.config.breakerFailures,
      openUntil: s.breaker.openUntil === null ? null : new Date(s.breaker.openUntil).toISOString(),
    },
    limits: {
      requestsPerMinute: s.config.requestsPerMinute,
      tokensPerMinute: s.config.tokensPerMinute,
      remaining,
    },
    usage: {
      since: hour.since.toISOString(),
      requests: hour.requests,
      tokens: hour.tokens,
      costUsd: hour.costUsd,
    },
    costKnown: s.costKnown,
  };
};
