import { AI_MESSAGES, type AiTrendPeriod, type AiTrends } from '@rampart/contracts';
import {
  DAY_MS,
  LINEAR_TREND_METHOD,
  predictTrend,
  TREND_BUCKETS,
  trendPoints,
  trendSummary,
} from '@rampart/domain';
import { riskFigures } from '@rampart/db';
import { answerMeta, callerOf, factsJson, runOffline, withFeatureMessage } from './answer.ts';
import type { AnalysisCall } from './answer.ts';
import { trendInput } from './figures.ts';

export const TREND_FEATURE = 'trend-prediction';

const SYSTEM = `You are ARIA, the risk analyst of a risk and compliance platform. You get an organisation's risk and control-test history for a period (one point per bucket) and a least-squares linear prediction for the next period, as JSON. Write a short commentary (3-5 sentences, plain text, no lists) on what moved, what the prediction says and how much to trust it (few points or a low R² mean little). Use only the figures given.`;

/**
 * GET /api/ai/trends. The period's points from the audit log and the tables, and the next
 * period on each metric's least-squares line (always computed, whatever the engine); a model
 * adds a short commentary on top.
 */
export const aiTrends = async ({
  db,
  ai,
  actor,
  period,
  now = new Date(),
}: AnalysisCall & { period: AiTrendPeriod }): Promise<AiTrends> => {
  const risks = await riskFigures(db, actor.organizationId);
  const points = trendPoints(await trendInput(db, actor.organizationId, risks, period, now));
  const metrics = predictTrend(points, period);
  const summary = trendSummary(points, metrics, period);
  const dataPoints = points.filter(
    (p) => p.averageInherent !== null || p.testsCompleted > 0 || p.opened > 0,
  ).length;
  const body = {
    period,
    bucketDays: Math.round(((period * DAY_MS) / TREND_BUCKETS[period] / DAY_MS) * 100) / 100,
    points,
    prediction: { method: LINEAR_TREND_METHOD, horizonDays: period, metrics },
    summary,
  };

  if (ai.engine === 'offline') {
    return runOffline(ai, actor, TREND_FEATURE, async () => ({
      ...answerMeta(ai, { dataPoints }, now),
      ...body,
      commentary: null,
    }));
  }

  const r = await withFeatureMessage(AI_MESSAGES.trendPredictionFailed, () =>
    ai.complete({
      actor: callerOf(actor),
      feature: TREND_FEATURE,
      system: SYSTEM,
      prompt: factsJson({
        periodDays: period,
        points: points.map(({ start: _s, ...p }) => p),
        prediction: {
          method: LINEAR_TREND_METHOD,
          averageInherent: metrics.averageInherent && {
            slopePerPoint: metrics.averageInherent.slope,
            r2: metrics.averageInherent.r2,
            end: metrics.averageInherent.points.at(-1)?.value,
          },
          averageResidual: metrics.averageResidual && {
            slopePerPoint: metrics.averageResidual.slope,
            r2: metrics.averageResidual.r2,
            end: metrics.averageResidual.points.at(-1)?.value,
          },
          passRate: metrics.passRate && {
            slopePerPoint: metrics.passRate.slope,
            r2: metrics.passRate.r2,
            end: metrics.passRate.points.at(-1)?.value,
          },
        },
        summary,
      }),
      fallback: '',
    }),
  );
  const commentary = r.value.trim();
  const fallbackUsed = r.outcome === 'fallback' || commentary.length === 0;
  return {
    ...answerMeta(ai, { dataPoints, fallbackUsed }, now),
    ...body,
    commentary: commentary || null,
  };
};
