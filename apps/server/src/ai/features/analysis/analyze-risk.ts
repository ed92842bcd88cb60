import { z } from 'zod';
import {
  AI_MESSAGES,
  RISK_TREATMENT_VALUES,
  type AnalyzeRiskBody,
  type RelatedControl,
  type RiskAnalysis,
} from '@rampart/contracts';
import {
  DEFAULT_RISK_ANALYSIS,
  offlineRiskAnalysis,
  RISK_TOLERANCE_MAX_SCORE,
  riskLevel,
  type AnalysisFacts,
} from '@rampart/domain';
import type { Db } from '@rampart/db';
import { recommendControlsOffline } from '../../recommend/recommend-controls-offline.ts';
import { answerMeta, callerOf, factsJson, runOffline, withFeatureMessage } from './answer.ts';
import type { AnalysisCall } from './answer.ts';
import { loadRiskSubject, type RiskSubject } from './risk-subject.ts';

export const RISK_ANALYSIS_FEATURE = 'risk-analysis';
/** Library controls offered beside the mapped ones. */
const LIBRARY_RELATED = 5;

/** What the model must answer (validated; unusable output falls back to the spec's defaults). */
export const modelRiskAnalysisSchema = z.object({
  score: z.number().int().min(0).max(100),
  likelihood: z.number().int().min(1).max(5),
  impact: z.number().int().min(1).max(5),
  recommendation: z.enum(RISK_TREATMENT_VALUES),
  reasoning: z.string().min(1),
  relatedControlIds: z.array(z.string()),
});
const FALLBACK: z.infer<typeof modelRiskAnalysisSchema> = {
  ...DEFAULT_RISK_ANALYSIS,
  reasoning: '',
  relatedControlIds: [],
};

const SYSTEM = `You are ARIA, the risk analyst of a risk and compliance platform. Analyse one risk of the organisation using only the facts given as JSON. Score it 0-100 (100 = most severe after its controls), give likelihood and impact on 1-5 scales, recommend one treatment (accept, mitigate, transfer or avoid) with respect to the organisation's tolerance, and explain in 2-4 sentences naming the figures you used. relatedControlIds may only contain ids from mappedControls and libraryCandidates.`;

const facts = (s: RiskSubject, tolerance: AnalyzeRiskBody['tolerance']) => {
  const likelihood = s.likelihood ?? 3;
  const impact = s.impact ?? 3;
  const residual = s.residual ?? { likelihood, impact, score: likelihood * impact };
  const assumed = [
    ...(s.likelihood === null ? ['Likelihood'] : []),
    ...(s.impact === null ? [s.likelihood === null ? 'impact' : 'Impact'] : []),
  ];
  const f: AnalysisFacts = {
    inRegister: s.riskId !== null,
    likelihood,
    impact,
    inherentScore: likelihood * impact,
    residualLikelihood: residual.likelihood,
    residualImpact: residual.impact,
    residualScore: residual.score,
    mappedControls: s.activeMapped,
    tolerance,
    assumed,
  };
  return f;
};

const relatedFromSubject = async (db: Db, organizationId: string, s: RiskSubject) => {
  const mapped: RelatedControl[] = s.mapped.map((m) => ({
    id: m.id,
    title: m.title,
    source: 'mapped',
    type: m.type,
    effectiveness: m.effectiveness,
    libraryControlId: null,
    adoptedControlIds: [],
    rationale: `Mapped to this risk; addresses it at ${Math.round(m.effectiveness * 100)}%.`,
  }));
  const mappedIds = new Set(s.mapped.map((m) => m.id));
  const library = (
    await recommendControlsOffline(
      db,
      organizationId,
      {
        title: s.title,
        description: s.description,
        category: s.category,
        frameworks: s.frameworks,
      },
      { limit: LIBRARY_RELATED + mapped.length },
    )
  )
    // A library control whose adopted copy is already mapped is listed once, as mapped.
    .filter((c) => !c.adoptedControlIds.some((id) => mappedIds.has(id)))
    .slice(0, LIBRARY_RELATED)
    .map((c): RelatedControl => ({
      id: c.libraryControlId,
      title: c.name,
      source: 'library',
      type: null,
      effectiveness: null,
      libraryControlId: c.libraryControlId,
      adoptedControlIds: c.adoptedControlIds,
      rationale: c.rationale,
    }));
  return [...mapped, ...library];
};

const basisOf = (s: RiskSubject, f: AnalysisFacts): RiskAnalysis['basis'] => ({
  likelihood: s.likelihood,
  impact: s.impact,
  inherentScore: s.likelihood !== null && s.impact !== null ? s.likelihood * s.impact : null,
  inherentLevel:
    s.likelihood !== null && s.impact !== null ? riskLevel(s.likelihood * s.impact) : null,
  residualScore: s.residual?.score ?? null,
  residualLevel: s.residual ? riskLevel(s.residual.score) : null,
  mappedControls: s.activeMapped,
  tolerance: f.tolerance,
  toleranceMaxScore: RISK_TOLERANCE_MAX_SCORE[f.tolerance],
  missing: [
    ...(s.likelihood === null ? ['likelihood'] : []),
    ...(s.impact === null ? ['impact'] : []),
    ...(s.description ? [] : ['description']),
    ...(s.category ? [] : ['category']),
  ],
});

/**
 * POST /api/ai/risks/analyze. Offline: the score from likelihood × impact and the residual, the
 * treatment from the tolerance rules, reasoning naming the numbers, and related controls from
 * the mappings and the library. With a model: the same facts in the prompt, its answer checked.
 */
export const analyzeRisk = async ({
  db,
  ai,
  actor,
  input,
}: AnalysisCall & { input: AnalyzeRiskBody }): Promise<RiskAnalysis> => {
  const subject = await loadRiskSubject(db, actor.organizationId, input);
  const f = facts(subject, input.tolerance);
  const basis = basisOf(subject, f);
  const related = await relatedFromSubject(db, actor.organizationId, subject);
  const dataPoints = (subject.riskId ? 1 : 0) + related.length;
  const missingInputs = basis.missing.length;

  if (ai.engine === 'offline') {
    return runOffline(ai, actor, RISK_ANALYSIS_FEATURE, async () => {
      const a = offlineRiskAnalysis(f);
      return {
        ...answerMeta(ai, { dataPoints, missingInputs }),
        riskId: subject.riskId,
        title: subject.title,
        score: a.score,
        likelihood: f.likelihood,
        impact: f.impact,
        recommendation: a.recommendation,
        reasoning: a.reasoning,
        relatedControls: related,
        basis,
      };
    });
  }

  const r = await withFeatureMessage(AI_MESSAGES.riskAnalysisFailed, () =>
    ai.complete({
      actor: callerOf(actor),
      feature: RISK_ANALYSIS_FEATURE,
      system: SYSTEM,
      prompt: factsJson({
        risk: {
          title: subject.title,
          description: subject.description,
          category: subject.category,
          inRegister: subject.riskId !== null,
          likelihood: subject.likelihood,
          impact: subject.impact,
          inherentScore: basis.inherentScore,
          residual: subject.residual,
        },
        tolerance: { name: f.tolerance, maxAcceptedResidualScore: basis.toleranceMaxScore },
        mappedControls: related
          .filter((c) => c.source === 'mapped')
          .map(({ id, title, type, effectiveness }) => ({ id, title, type, effectiveness })),
        libraryCandidates: related
          .filter((c) => c.source === 'library')
          .map(({ id, title, rationale, adoptedControlIds }) => ({
            id,
            title,
            rationale,
            inPlace: adoptedControlIds.length > 0,
          })),
      }),
      schema: modelRiskAnalysisSchema,
      fallback: FALLBACK,
    }),
  );
  const fallbackUsed = r.outcome === 'fallback';
  const chosen = new Set(r.value.relatedControlIds);
  return {
    ...answerMeta(ai, { dataPoints, missingInputs, fallbackUsed }),
    riskId: subject.riskId,
    title: subject.title,
    score: r.value.score,
    likelihood: r.value.likelihood,
    impact: r.value.impact,
    recommendation: r.value.recommendation,
    reasoning: fallbackUsed
      ? `The model's answer could not be used, so these are the default values (score ${FALLBACK.score}, likelihood ${FALLBACK.likelihood}, impact ${FALLBACK.impact}, ${FALLBACK.recommendation}), not an assessment. The register's own figures are shown below.`
      : r.value.reasoning,
    // Only controls that exist: the ones offered to the model.
    relatedControls: related.filter((c) => chosen.has(c.id)),
    basis,
  };
};
