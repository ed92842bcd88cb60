import { z } from 'zod';
import {
  AUTOMATION_POTENTIAL_VALUES,
  type AiEngine,
  type AutomationPotential,
  type GenerationSettings,
} from '@rampart/contracts';
import {
  FRAMEWORK_LABELS,
  INDUSTRY_LABELS,
  ORGANIZATION_SIZE_LABELS,
  TIMELINE_LABELS,
} from '@rampart/domain';
import type { AiCaller, AiService } from '../../service.ts';
import type { Candidate } from './find-candidates.ts';
import type { GenerationSubject } from './load-subject.ts';

export const CONTROL_GENERATION_FEATURE = 'control-generation';

/** A control written for the risk, before its mapping, plan check and confidence. */
export type Draft = {
  source: 'offline' | 'model';
  candidate: Candidate;
  title: string;
  description: string;
  automationPotential: AutomationPotential;
  extraTags: string[];
  rationale: string;
  /** What the model said of its own confidence (null offline). */
  modelConfidence: number | null;
};

export type Drafts = {
  drafts: Draft[];
  engine: AiEngine;
  model: string | null;
  fallbackUsed: boolean;
};

const firstSentence = (text: string) => (text.split(/(?<=\.)\s/)[0] ?? text).trim();

/** Offline: the library control's own text, set in the organisation's context and tied to the risk. */
export const offlineDraft = (
  c: Candidate,
  subject: GenerationSubject,
  settings: GenerationSettings,
): Draft => {
  const o = settings.organizationContext;
  // The stack is named only where tools do (part of) the work.
  const stack =
    o.techStack.length > 0 && c.automationPotential !== 'manual'
      ? ` on ${o.techStack.join(', ')}`
      : '';
  const serves = c.frameworks.length
    ? ` Serves ${c.frameworks.map((f) => FRAMEWORK_LABELS[f as keyof typeof FRAMEWORK_LABELS] ?? f).join(', ')}.`
    : '';
  const goals = o.complianceGoals.length ? ` Supports: ${o.complianceGoals.join('; ')}.` : '';
  return {
    source: 'offline',
    candidate: c,
    title: c.name,
    description:
      `${c.why}\n\nHow to implement${stack}: ${c.how}\n\nEvidence: ${c.evidence}\n\n` +
      `Why here: it addresses "${subject.title}" (${subject.level} risk) for a ${
        INDUSTRY_LABELS[o.industry]
      } organisation of size ${ORGANIZATION_SIZE_LABELS[o.size]}.${serves}${goals}`,
    automationPotential: c.automationPotential,
    extraTags: [],
    rationale: `${c.rationale} ${firstSentence(c.why)}`.trim(),
    modelConfidence: null,
  };
};

export const modelDraftsSchema = z.object({
  controls: z.array(
    z.object({
      libraryControlId: z.string(),
      title: z.string().trim().min(3).max(200),
      description: z.string().trim().min(10).max(4000),
      automationPotential: z.enum(AUTOMATION_POTENTIAL_VALUES),
      rationale: z.string().trim().min(3).max(1000),
      tags: z.array(z.string().trim().min(1).max(40)).max(8).default([]),
      confidence: z.number().min(0).max(1).nullable().optional(),
    }),
  ),
});
const FALLBACK: z.infer<typeof modelDraftsSchema> = { controls: [] };

const SYSTEM = `You are ARIA, the control designer of a risk and compliance platform. For one risk, the organisation's context and candidate controls from its control library (as JSON), write one control per candidate, tailored to the organisation: a short imperative title, a description of what to do with its technology and how to show it works, its automation potential (manual, partial or full), a one- or two-sentence rationale tied to the risk, up to 8 tags and your confidence from 0 to 1. Use only libraryControlId values from the candidates; never invent controls or facts about the organisation.`;

/**
 * Step 3, Generating AI Recommendations. Offline: from the candidates' text and the context.
 * With a model: structured output grounded in the candidates (unknown or repeated ids are
 * dropped); when nothing usable comes back, the offline drafts with `fallbackUsed`.
 */
export const draftControls = async (opts: {
  ai: AiService;
  caller: AiCaller;
  subject: GenerationSubject;
  settings: GenerationSettings;
  candidates: Candidate[];
}): Promise<Drafts> => {
  const { ai, subject, settings, candidates } = opts;
  const offline = () => candidates.map((c) => offlineDraft(c, subject, settings));
  if (ai.engine === 'offline' || candidates.length === 0) {
    return { drafts: offline(), engine: ai.engine, model: ai.model, fallbackUsed: false };
  }
  const o = settings.organizationContext;
  const r = await ai.complete({
    actor: opts.caller,
    feature: CONTROL_GENERATION_FEATURE,
    system: SYSTEM,
    prompt: JSON.stringify({
      risk: {
        title: subject.title,
        description: subject.description,
        category: subject.category,
        level: subject.level,
        mappedControls: subject.mapped.map((m) => m.title),
      },
      organization: {
        industry: INDUSTRY_LABELS[o.industry],
        size: ORGANIZATION_SIZE_LABELS[o.size],
        techStack: o.techStack,
        existingControls: o.existingControls,
        complianceGoals: o.complianceGoals,
        riskTolerance: o.riskTolerance,
        timeline: TIMELINE_LABELS[o.timeline],
      },
      preferredFrameworks: settings.preferredFrameworks,
      requiredAutomation: settings.constraints.requiredAutomation,
      candidates: candidates.map((c) => ({
        libraryControlId: c.libraryControlId,
        name: c.name,
        category: c.category,
        why: c.why,
        how: c.how,
        evidence: c.evidence,
        frameworks: c.frameworks,
      })),
    }),
    schema: modelDraftsSchema,
    fallback: FALLBACK,
  });
  const byId = new Map(candidates.map((c) => [c.libraryControlId, c]));
  const seen = new Set<string>();
  const drafts: Draft[] = [];
  for (const item of r.value.controls) {
    const c = byId.get(item.libraryControlId);
    if (!c || seen.has(c.libraryControlId)) continue;
    // A model may not lift a control over the automation constraint the candidates passed.
    if (settings.constraints.requiredAutomation && item.automationPotential === 'manual') continue;
    seen.add(c.libraryControlId);
    drafts.push({
      source: 'model',
      candidate: c,
      title: item.title,
      description: item.description,
      automationPotential: item.automationPotential,
      extraTags: item.tags,
      rationale: item.rationale,
      modelConfidence: item.confidence ?? null,
    });
  }
  if (drafts.length === 0) {
    return { drafts: offline(), engine: r.engine, model: r.model, fallbackUsed: true };
  }
  return { drafts, engine: r.engine, model: r.model, fallbackUsed: r.outcome === 'fallback' };
};

export const describeDrafts = (d: Drafts): string =>
  `${d.drafts.length} control${d.drafts.length === 1 ? '' : 's'} drafted by ${
    d.engine === 'offline' ? 'the offline engine' : (d.model ?? d.engine)
  }${d.fallbackUsed ? ' (model output unusable: offline drafts)' : ''}`;
