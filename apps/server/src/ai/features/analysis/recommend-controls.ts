import { z } from 'zod';
import {
  AI_MESSAGES,
  type ControlRecommendations,
  type RecommendControlsBody,
  type RecommendedControl,
} from '@rampart/contracts';
import { recommendControlsOffline } from '../../recommend/recommend-controls-offline.ts';
import { answerMeta, callerOf, factsJson, runOffline, withFeatureMessage } from './answer.ts';
import type { AnalysisCall } from './answer.ts';
import { loadRiskSubject } from './risk-subject.ts';

export const CONTROL_RECOMMENDATION_FEATURE = 'control-recommendation';
/** The offline candidates a model re-ranks. */
export const MODEL_CANDIDATES = 15;

export const modelRecommendationSchema = z.object({
  items: z.array(z.object({ libraryControlId: z.string(), rationale: z.string().min(1) })),
});
const FALLBACK: z.infer<typeof modelRecommendationSchema> = { items: [] };

const SYSTEM = `You are ARIA, the control advisor of a risk and compliance platform. Given one risk and candidate controls from the organisation's control library (as JSON), choose the candidates that best reduce the risk, best first, and give each a one- or two-sentence rationale tied to the risk. Use only libraryControlId values from the candidates; never invent controls. Controls marked inPlace are already adopted: rank them only if they matter for this risk.`;

/**
 * POST /api/ai/controls/recommend. Offline: the library ranked for the risk (top 5 by default).
 * With a model: the top 15 offline candidates re-ranked with its rationales, keeping only
 * candidate ids; when it keeps none, the offline order stands.
 */
export const recommendControls = async ({
  db,
  ai,
  actor,
  input,
}: AnalysisCall & { input: RecommendControlsBody }): Promise<ControlRecommendations> => {
  const subject = await loadRiskSubject(db, actor.organizationId, input);
  const ask = {
    title: subject.title,
    description: subject.description,
    category: subject.category,
    frameworks: subject.frameworks,
  };
  const missingInputs = (subject.description ? 0 : 1) + (subject.category ? 0 : 1);
  const present = (c: Awaited<ReturnType<typeof recommendControlsOffline>>[number]) =>
    ({
      libraryControlId: c.libraryControlId,
      name: c.name,
      category: c.category,
      importance: c.importance,
      standards: c.standards,
      score: c.score,
      rationale: c.rationale,
      inPlace: c.inPlace,
      adoptedControlIds: c.adoptedControlIds,
    }) satisfies RecommendedControl;

  if (ai.engine === 'offline') {
    return runOffline(ai, actor, CONTROL_RECOMMENDATION_FEATURE, async () => {
      const items = (
        await recommendControlsOffline(db, actor.organizationId, ask, { limit: input.limit })
      ).map(present);
      return {
        ...answerMeta(ai, { dataPoints: items.length, missingInputs }),
        riskId: subject.riskId,
        items,
      };
    });
  }

  const candidates = (
    await recommendControlsOffline(db, actor.organizationId, ask, {
      limit: Math.max(MODEL_CANDIDATES, input.limit),
    })
  ).map(present);
  const offlineOrder = candidates.slice(0, input.limit);
  if (candidates.length === 0) {
    // Nothing in the library shares a word with the risk: nothing for a model to rank.
    return {
      ...answerMeta(ai, { dataPoints: 0, missingInputs }),
      riskId: subject.riskId,
      items: [],
    };
  }
  const r = await withFeatureMessage(AI_MESSAGES.controlRecommendationFailed, () =>
    ai.complete({
      actor: callerOf(actor),
      feature: CONTROL_RECOMMENDATION_FEATURE,
      system: SYSTEM,
      prompt: factsJson({
        risk: {
          title: subject.title,
          description: subject.description,
          category: subject.category,
        },
        limit: input.limit,
        candidates: candidates.map((c) => ({
          libraryControlId: c.libraryControlId,
          name: c.name,
          category: c.category,
          importance: c.importance,
          standards: c.standards.slice(0, 8),
          offlineRationale: c.rationale,
          inPlace: c.inPlace,
        })),
      }),
      schema: modelRecommendationSchema,
      fallback: FALLBACK,
    }),
  );
  const byId = new Map(candidates.map((c) => [c.libraryControlId, c]));
  const seen = new Set<string>();
  const ranked: RecommendedControl[] = [];
  for (const item of r.value.items) {
    const c = byId.get(item.libraryControlId);
    if (!c || seen.has(c.libraryControlId)) continue;
    seen.add(c.libraryControlId);
    ranked.push({ ...c, rationale: item.rationale });
  }
  const fallbackUsed = r.outcome === 'fallback' || ranked.length === 0;
  const items = fallbackUsed ? offlineOrder : ranked.slice(0, input.limit);
  return {
    ...answerMeta(ai, { dataPoints: items.length, missingInputs, fallbackUsed }),
    riskId: subject.riskId,
    items,
  };
};
