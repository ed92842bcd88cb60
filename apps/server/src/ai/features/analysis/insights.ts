import { z } from 'zod';
import type { Insight, Insights } from '@rampart/contracts';
import {
  buildInsights,
  effectivenessRating,
  INSIGHT_HISTORY,
  isIneffective,
  isResolved,
  type InsightFacts,
} from '@rampart/domain';
import { completedTestsSince, controlFigures, riskFigures, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { answerMeta, callerOf, factsJson, runOffline } from './answer.ts';
import type { AnalysisCall } from './answer.ts';
import { daysBefore, overdueTestCount, riskHistory, trackedFrameworkFigures } from './figures.ts';

export const INSIGHTS_FEATURE = 'insights';

export const modelInsightsSchema = z.object({
  items: z.array(
    z.object({ id: z.string(), title: z.string().min(1), description: z.string().min(1) }),
  ),
});
const FALLBACK: z.infer<typeof modelInsightsSchema> = { items: [] };

const SYSTEM = `You are ARIA, the risk analyst of a risk and compliance platform. You get insights computed from an organisation's data, each with an id, a draft title, a draft description and its figures, as JSON. Rewrite each title (at most 12 words) and description (1-3 sentences) so a risk manager sees at once what matters and what to do. Keep every figure exactly as given; add no facts. Answer with the same ids.`;

/** Every figure the insights are computed from, read from the organisation's data. */
export const insightFacts = async (db: Db, actor: Actor, now: Date): Promise<InsightFacts> => {
  const org = actor.organizationId;
  const [risks, controls, frameworks, overdueTests, tests] = await Promise.all([
    riskFigures(db, org),
    controlFigures(db, org),
    trackedFrameworkFigures(db, actor, now),
    overdueTestCount(db, org, now),
    completedTestsSince(db, org, daysBefore(now, INSIGHT_HISTORY.days)),
  ]);
  const history = await riskHistory(db, org, risks, now);
  const open = risks.filter((r) => !isResolved(r.status));
  const bands = { high: 0, medium: 0, low: 0, untested: 0 };
  for (const c of controls) {
    const band = c.effectivenessBand as keyof typeof bands | null;
    if (c.effectiveness === null || !band || !(band in bands)) bands.untested += 1;
    else bands[band] += 1;
  }
  return {
    risks: {
      total: risks.length,
      open: open.length,
      uncovered: open
        .filter(
          (r) =>
            (r.residualLevel === 'high' || r.residualLevel === 'critical') &&
            r.mappedControls === 0,
        )
        .map((r) => ({ id: r.id, title: r.title, residualScore: r.residualScore })),
    },
    history,
    controls: {
      total: controls.length,
      active: controls.filter((c) => c.status === 'active').length,
      bands,
      ineffective: controls
        .filter((c) => c.status !== 'retired' && c.effectiveness !== null)
        .filter((c) => isIneffective(c.effectiveness!))
        .map((c) => ({ id: c.id, title: c.title, rating: effectivenessRating(c.effectiveness!) })),
      overdueTests,
    },
    tests: {
      completed: tests.length,
      passed: tests.filter((t) => t.result === 'pass').length,
      failed: tests.filter((t) => t.result === 'fail').length,
    },
    frameworks: frameworks.map((f) => ({
      id: f.id,
      name: f.name,
      met: f.summary.met,
      partlyMet: f.summary.partlyMet,
      notMet: f.summary.notMet,
      applicable: f.summary.total - f.summary.notApplicable,
      percentMet: f.summary.percentMet,
      mandatoryGaps: f.mandatoryGaps,
      topGap: f.topGaps[0] ? { code: f.topGaps[0].code, title: f.topGaps[0].title } : null,
    })),
  };
};

const dataPointsOf = (f: InsightFacts) =>
  f.risks.total + f.controls.total + f.tests.completed + f.frameworks.length;

/**
 * GET /api/ai/insights. Computed from the history (never invented); a model only rewrites the
 * titles and descriptions, and its figures stay the computed ones.
 */
export const aiInsights = async ({
  db,
  ai,
  actor,
  now = new Date(),
}: AnalysisCall): Promise<Insights> => {
  const facts = await insightFacts(db, actor, now);
  const items = buildInsights(facts, ai.engine);
  const dataPoints = dataPointsOf(facts);
  const history = { from: facts.history.from, items: facts.history.items.length };
  if (ai.engine === 'offline') {
    return runOffline(ai, actor, INSIGHTS_FEATURE, async () => ({
      ...answerMeta(ai, { dataPoints }, now),
      items,
      history,
    }));
  }
  // Failures keep the catalogue's message: the spec names none for insights.
  const r = await ai.complete({
    actor: callerOf(actor),
    feature: INSIGHTS_FEATURE,
    system: SYSTEM,
    prompt: factsJson(
      items.map(({ id, type, title, description, data }) => ({
        id,
        type,
        title,
        description,
        data,
      })),
    ),
    schema: modelInsightsSchema,
    fallback: FALLBACK,
  });
  const written = new Map(r.value.items.map((i) => [i.id, i]));
  const fallbackUsed = r.outcome === 'fallback';
  return {
    ...answerMeta(ai, { dataPoints, fallbackUsed }, now),
    items: items.map((i): Insight => {
      const w = written.get(i.id);
      return w ? { ...i, title: w.title, description: w.description } : i;
    }),
    history,
  };
};
