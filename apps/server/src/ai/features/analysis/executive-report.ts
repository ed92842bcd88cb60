import { z } from 'zod';
import { AI_MESSAGES, type ExecutiveReport } from '@rampart/contracts';
import {
  executiveNarrative,
  isIneffective,
  isResolved,
  trendPoints,
  type ReportFigures,
} from '@rampart/domain';
import { controlFigures, findOrganization, riskFigures, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { answerMeta, callerOf, factsJson, runOffline, withFeatureMessage } from './answer.ts';
import type { AnalysisCall } from './answer.ts';
import { daysBefore, overdueTestCount, trackedFrameworkFigures, trendInput } from './figures.ts';

export const REPORT_FEATURE = 'executive-report';
/** The report's trend window. */
export const REPORT_TREND_DAYS = 90;
const TOP_RISKS = 5;

export const modelNarrativeSchema = z.object({
  overview: z.string().min(1),
  risks: z.string().min(1),
  controls: z.string().min(1),
  compliance: z.string().min(1),
});

const SYSTEM = `You are ARIA, writing the narrative of an executive risk and compliance report for a board. From the organisation's figures given as JSON, write four short paragraphs (2-4 sentences each, plain text): overview, risks, controls, compliance. Name the important figures, say what needs attention, add no facts or numbers that are not in the JSON.`;

const LEVELS = ['critical', 'high', 'medium', 'low'] as const;
const countLevels = (values: string[]) =>
  Object.fromEntries(LEVELS.map((l) => [l, values.filter((v) => v === l).length])) as Record<
    (typeof LEVELS)[number],
    number
  >;

/** The report's figures, all read from the organisation's data. */
export const reportFigures = async (db: Db, actor: Actor, now: Date): Promise<ReportFigures> => {
  const org = actor.organizationId;
  const [organization, risks, controls, frameworks, overdueTests] = await Promise.all([
    findOrganization(db, org),
    riskFigures(db, org),
    controlFigures(db, org),
    trackedFrameworkFigures(db, actor, now),
    overdueTestCount(db, org, now),
  ]);
  const points = trendPoints(await trendInput(db, org, risks, REPORT_TREND_DAYS, now));
  const withScores = points.filter((p) => p.averageInherent !== null);
  const tests = points.reduce(
    (s, p) => ({ completed: s.completed + p.testsCompleted, passed: s.passed + p.testsPassed }),
    { completed: 0, passed: 0 },
  );
  const open = risks.filter((r) => !isResolved(r.status));
  const bands = { high: 0, medium: 0, low: 0, untested: 0 };
  for (const c of controls) {
    const b = c.effectivenessBand as keyof typeof bands | null;
    if (c.effectiveness === null || !b || !(b in bands)) bands.untested += 1;
    else bands[b] += 1;
  }
  return {
    organizationName: organization?.name ?? '',
    risks: {
      total: risks.length,
      open: open.length,
      inherent: countLevels(open.map((r) => r.riskLevel)),
      residual: countLevels(open.map((r) => r.residualLevel)),
      withoutControls: open.filter((r) => r.mappedControls === 0).length,
      top: open.slice(0, TOP_RISKS).map((r) => ({
        id: r.id,
        title: r.title,
        category: r.category,
        status: r.status,
        owner: r.owner ?? 'Unassigned',
        inherentScore: r.riskScore,
        residualScore: r.residualScore,
        residualLevel: r.residualLevel as ExecutiveReport['risks']['top'][number]['residualLevel'],
      })),
      opened: points.reduce((s, p) => s + p.opened, 0),
      closed: points.reduce((s, p) => s + p.closed, 0),
      averageInherentThen: withScores[0]?.averageInherent ?? null,
      averageInherentNow: withScores.at(-1)?.averageInherent ?? null,
    },
    controls: {
      total: controls.length,
      active: controls.filter((c) => c.status === 'active').length,
      bands,
      ineffective: controls.filter(
        (c) => c.status !== 'retired' && c.effectiveness !== null && isIneffective(c.effectiveness),
      ).length,
      overdueTests,
      testsCompleted: tests.completed,
      testsPassed: tests.passed,
      passRate:
        tests.completed === 0 ? null : Math.round((tests.passed / tests.completed) * 1000) / 1000,
    },
    compliance: {
      frameworks: frameworks.map((f) => ({
        id: f.id,
        name: f.name,
        summary: f.summary,
        topGaps: f.topGaps,
      })),
    },
  };
};

/**
 * POST /api/ai/reports/executive. The figures are always computed; offline the paragraphs come
 * from templates filled with them, with a model it writes them (the templates are the fallback).
 */
export const executiveReport = async ({
  db,
  ai,
  actor,
  now = new Date(),
}: AnalysisCall): Promise<ExecutiveReport> => {
  const figures = await reportFigures(db, actor, now);
  const offline = executiveNarrative(figures);
  const dataPoints =
    figures.risks.total + figures.controls.total + figures.compliance.frameworks.length;
  const base = { ...figures, trendFrom: daysBefore(now, REPORT_TREND_DAYS).toISOString() };
  if (ai.engine === 'offline') {
    return runOffline(ai, actor, REPORT_FEATURE, async () => ({
      ...answerMeta(ai, { dataPoints }, now),
      ...base,
      narrative: offline,
    }));
  }
  const r = await withFeatureMessage(AI_MESSAGES.reportGenerationFailed, () =>
    ai.complete({
      actor: callerOf(actor),
      feature: REPORT_FEATURE,
      system: SYSTEM,
      prompt: factsJson({ trendWindowDays: REPORT_TREND_DAYS, ...figures }),
      schema: modelNarrativeSchema,
      fallback: offline,
    }),
  );
  return {
    ...answerMeta(ai, { dataPoints, fallbackUsed: r.outcome === 'fallback' }, now),
    ...base,
    narrative: r.value,
  };
};
