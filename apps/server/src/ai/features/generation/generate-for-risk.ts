import type {
  GeneratedControl,
  GeneratedMapping,
  GenerationResult,
  GenerationSettings,
} from '@rampart/contracts';
import {
  aiConfidence,
  categoryOf,
  controlConfidence,
  fitPlan,
  generatedTags,
  implementationChecklist,
  missingGenerationInputs,
  planTotals,
} from '@rampart/domain';
import type { Db } from '@rampart/db';
import { AppError } from '../../../errors.ts';
import type { AiCaller, AiService } from '../../service.ts';
import {
  CONTROL_GENERATION_FEATURE,
  describeDrafts,
  draftControls,
  type Draft,
} from './draft-controls.ts';
import { describeCandidates, findCandidates } from './find-candidates.ts';
import { describeSubject, loadGenerationSubject } from './load-subject.ts';

/**
 * Called as each of the six steps completes (1..6), with what it found; the last one also
 * with the result, which the caller saves before it reports the step done.
 */
export type OnStep = (index: number, detail: string, result?: GenerationResult) => Promise<void>;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const money = (n: number) => `$${n.toLocaleString('en-US')}`;

type Planned = Draft & {
  id: string;
  estimatedHours: number;
  estimatedCost: number;
};

/**
 * The six steps of risks spec §4 for one risk, each real work, reported as it completes:
 * 1 the risk and its mappings; 2 library candidates within the constraints; 3 the controls
 * (offline, or a model grounded in the candidates); 4 the risk-control mappings (§9 type,
 * effectiveness, coverage, rationale); 5 the implementation plan within the hours limit and
 * budget; 6 confidence and the result. Nothing is written to the register here.
 */
export const generateForRisk = async (opts: {
  db: Db;
  ai: AiService;
  caller: AiCaller;
  riskId: string;
  settings: GenerationSettings;
  onStep?: OnStep;
}): Promise<GenerationResult> => {
  const { db, ai, caller, riskId, settings } = opts;
  const onStep: OnStep = opts.onStep ?? (async () => {});
  const started = Date.now();
  const org = caller.organizationId;
  const recordOffline = (outcome: 'ok' | 'error', errorCode?: string) =>
    ai.engine === 'offline'
      ? ai.recordOffline({
          actor: caller,
          feature: CONTROL_GENERATION_FEATURE,
          latencyMs: Date.now() - started,
          outcome,
          errorCode,
        })
      : Promise.resolve();

  try {
    const subject = await loadGenerationSubject(db, org, riskId);
    await onStep(1, describeSubject(subject));

    const candidates = await findCandidates(db, org, subject, settings);
    await onStep(2, describeCandidates(candidates));

    const drafted = await draftControls({
      ai,
      caller,
      subject,
      settings,
      candidates: candidates.chosen,
    });
    await onStep(3, describeDrafts(drafted));

    const planned: Planned[] = drafted.drafts.map((d, i) => ({
      ...d,
      id: `${riskId}.c${i + 1}`,
      estimatedHours: d.candidate.plan.estimatedHours,
      estimatedCost: d.candidate.plan.estimatedCost,
    }));
    const types = new Map<string, number>();
    for (const p of planned) {
      const t = p.candidate.plan.mappingType;
      types.set(t, (types.get(t) ?? 0) + 1);
    }
    await onStep(
      4,
      `${plural(planned.length, 'mapping')}${
        planned.length ? `: ${[...types].map(([t, n]) => `${n} ${t}`).join(', ')}` : ''
      }`,
    );

    const { maxImplementationHours } = settings.constraints;
    const fit = fitPlan(planned, {
      maxHours: maxImplementationHours,
      budget: settings.organizationContext.budget,
    });
    const totals = planTotals(fit.kept);
    await onStep(
      5,
      `${plural(fit.kept.length, 'control')} within ${maxImplementationHours} h: ${
        totals.estimatedTimeToImplement
      } h, ${money(totals.estimatedCost)}`,
    );

    const confidence = aiConfidence({
      engine: drafted.engine,
      dataPoints: candidates.matched + subject.mapped.length,
      fallbackUsed: drafted.fallbackUsed,
      missingInputs: missingGenerationInputs(subject, settings.organizationContext),
    });
    // Tags name the frameworks the organisation asked about; `frameworks` lists all served.
    const asked = new Set<string>([
      ...settings.preferredFrameworks,
      ...settings.constraints.mustHaveFrameworks,
    ]);
    const controls: GeneratedControl[] = [];
    const mappings: GeneratedMapping[] = [];
    for (const [i, p] of fit.kept.entries()) {
      const c = p.candidate;
      const aiConf = controlConfidence(
        confidence,
        p.source === 'offline'
          ? { retrievalScore: c.score }
          : { modelConfidence: p.modelConfidence },
      );
      controls.push({
        id: p.id,
        riskId,
        libraryControlId: c.libraryControlId,
        title: p.title,
        description: p.description,
        category: categoryOf(c.category),
        type: c.plan.mappingType,
        frequency: c.plan.frequency,
        frameworks: c.frameworks,
        requirementCodes: c.requirementCodes,
        priority: c.plan.priority,
        implementationComplexity: c.plan.implementationComplexity,
        estimatedHours: c.plan.estimatedHours,
        costPerHour: c.plan.costPerHour,
        estimatedCost: c.plan.estimatedCost,
        automationPotential: p.automationPotential,
        riskMitigationScore: c.plan.riskMitigationScore,
        aiGenerated: true,
        aiConfidence: aiConf,
        tags: [
          ...new Set([
            ...generatedTags(
              c,
              c.frameworks.filter((f) => asked.has(f)),
              settings.organizationContext.techStack,
              p.automationPotential,
            ),
            ...p.extraTags,
          ]),
        ],
        checklist: implementationChecklist({ name: p.title, how: c.how, evidence: c.evidence }),
      });
      mappings.push({
        id: `${riskId}.m${i + 1}`,
        riskId,
        controlId: p.id,
        mappingType: c.plan.mappingType,
        effectiveness: c.plan.effectiveness,
        effectivenessValue: c.plan.effectivenessValue,
        coverage: c.plan.coverage,
        aiGenerated: true,
        aiConfidence: aiConf,
        rationale: p.rationale,
      });
    }
    const excluded = [
      ...candidates.excluded,
      ...fit.dropped.map((d) => ({ title: d.item.title, reason: d.reason })),
    ];
    const summary =
      controls.length === 0
        ? candidates.matched === 0
          ? `No library control matches "${subject.title}"; describe the risk in more detail.`
          : `No control fits the constraints for "${subject.title}".`
        : `${plural(controls.length, 'control')} for "${subject.title}": ${
            totals.estimatedTimeToImplement
          } h, ${money(totals.estimatedCost)}.`;
    const result: GenerationResult = {
      riskId,
      riskTitle: subject.title,
      controls,
      mappings,
      ...totals,
      analysis: {
        confidence,
        engine: drafted.engine,
        model: drafted.engine === 'offline' ? null : drafted.model,
        fallbackUsed: drafted.fallbackUsed,
        summary,
        candidates: candidates.matched,
        excluded,
      },
    };
    await recordOffline('ok');
    await onStep(6, `Confidence ${Math.round(confidence * 100)}%. ${summary}`, result);
    return result;
  } catch (err) {
    await recordOffline('error', err instanceof AppError ? err.code : 'INTERNAL_ERROR').catch(
      () => {},
    );
    throw err;
  }
};
