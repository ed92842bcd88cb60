import { z } from 'zod';
import {
  AI_MESSAGES,
  type ComplianceGap,
  type ComplianceGapAnalysis,
  type GapItem,
} from '@rampart/contracts';
import { gapNextSteps, gapSummary, type GapFacts } from '@rampart/domain';
import { frameworkGaps } from '../../../modules/frameworks/framework-gaps.ts';
import { answerMeta, callerOf, factsJson, runOffline, withFeatureMessage } from './answer.ts';
import type { AnalysisCall } from './answer.ts';

export const COMPLIANCE_FEATURE = 'compliance-gaps';
/** The first gaps (in priority order) the model writes about; the rest keep the offline text. */
export const MODEL_GAPS = 25;

export const modelGapsSchema = z.object({
  summary: z.string().min(1),
  gaps: z.array(
    z.object({ requirementId: z.string(), why: z.string().min(1), nextSteps: z.array(z.string()) }),
  ),
  priorities: z.array(z.string()),
});
const FALLBACK: z.infer<typeof modelGapsSchema> = { summary: '', gaps: [], priorities: [] };

const SYSTEM = `You are ARIA, the compliance analyst of a risk and compliance platform. From the facts given as JSON (a framework's status for the organisation and its open gaps, with the reasons the platform computed and the library controls that would close each), write: a summary of 2-4 sentences naming the figures; for each gap, why it is open in one or two plain sentences and 1-3 concrete next steps; and the 3 priorities to work on first. Use only requirementId values from the facts and only controls named in them.`;

const factsOf = (item: GapItem): GapFacts => {
  const r = item.requirement;
  return {
    code: r.code,
    title: r.title,
    mandatory: r.mandatory,
    status: r.status === 'partly_met' ? 'partly_met' : 'not_met',
    reasons: r.reasons,
    controls: r.controls.map((c) => ({ title: c.title, state: c.state, gaps: c.gaps })),
    libraryControls: item.libraryControls,
  };
};

const offlineGap = (item: GapItem): ComplianceGap => {
  const f = factsOf(item);
  return {
    requirementId: item.requirement.id,
    code: f.code,
    title: f.title,
    mandatory: f.mandatory,
    status: f.status,
    why: f.reasons,
    nextSteps: gapNextSteps(f),
    libraryControls: item.libraryControls,
  };
};

/**
 * POST /api/ai/compliance/gaps. Built from the framework's status and gap analysis: offline, the
 * gaps in priority order with the computed reasons and the library controls that would close
 * them; with a model, a narrative over the same facts.
 */
export const analyzeComplianceGaps = async ({
  db,
  ai,
  actor,
  frameworkId,
}: AnalysisCall & { frameworkId: string }): Promise<ComplianceGapAnalysis> => {
  const analysis = await frameworkGaps(db, actor, frameworkId);
  const { framework } = analysis;
  const s = framework.summary;
  const gaps = analysis.items.map(offlineGap);
  const offline = gapSummary({
    name: framework.name,
    met: s.met,
    partlyMet: s.partlyMet,
    notMet: s.notMet,
    applicable: s.total - s.notApplicable,
    percentMet: s.percentMet,
    gaps: analysis.items.map(factsOf),
  });
  const head = {
    framework: {
      id: framework.id,
      name: framework.name,
      version: framework.version,
      tracked: framework.selected,
      summary: s,
    },
  };
  const dataPoints = s.total;

  if (ai.engine === 'offline') {
    return runOffline(ai, actor, COMPLIANCE_FEATURE, async () => ({
      ...answerMeta(ai, { dataPoints }),
      ...head,
      summary: offline.summary,
      gaps,
      priorities: offline.priorities,
    }));
  }

  const r = await withFeatureMessage(AI_MESSAGES.complianceAnalysisFailed, () =>
    ai.complete({
      actor: callerOf(actor),
      feature: COMPLIANCE_FEATURE,
      system: SYSTEM,
      prompt: factsJson({
        framework: { name: framework.name, version: framework.version, summary: s },
        gapsShown: Math.min(gaps.length, MODEL_GAPS),
        gapsTotal: gaps.length,
        gaps: gaps.slice(0, MODEL_GAPS).map((g) => ({
          requirementId: g.requirementId,
          code: g.code,
          title: g.title,
          mandatory: g.mandatory,
          status: g.status,
          reasons: g.why,
          libraryControls: g.libraryControls
            .filter((c) => c.adoptedControlId === null)
            .map((c) => `${c.id} ${c.name}`),
        })),
      }),
      schema: modelGapsSchema,
      fallback: FALLBACK,
    }),
  );
  const fallbackUsed = r.outcome === 'fallback';
  const written = new Map(r.value.gaps.map((g) => [g.requirementId, g]));
  return {
    ...answerMeta(ai, { dataPoints, fallbackUsed }),
    ...head,
    summary: fallbackUsed ? offline.summary : r.value.summary,
    gaps: gaps.map((g) => {
      const w = written.get(g.requirementId);
      return w
        ? { ...g, why: [w.why], nextSteps: w.nextSteps.length ? w.nextSteps : g.nextSteps }
        : g;
    }),
    priorities:
      fallbackUsed || r.value.priorities.length === 0 ? offline.priorities : r.value.priorities,
  };
};
