import type { GenerationSettings } from '@rampart/contracts';
import { findLibraryControls, requirementsByIds, type Executor } from '@rampart/db';
import { standardsOf } from '@rampart/db/library';
import {
  automationPotential,
  candidateExclusion,
  CANDIDATE_LIMIT,
  CONTROLS_BY_TOLERANCE,
  orderByMustHave,
  planGeneratedControl,
  type GeneratedPlan,
} from '@rampart/domain';
import { recommendControlsOffline } from '../../recommend/recommend-controls-offline.ts';
import type { GenerationSubject } from './load-subject.ts';

/** A library control the generation builds on, with its §9 plan for this organisation. */
export type Candidate = {
  libraryControlId: string;
  name: string;
  category: string;
  importance: string;
  why: string;
  how: string;
  evidence: string;
  /** 0..1 retrieval score. */
  score: number;
  rationale: string;
  frameworks: string[];
  requirementCodes: string[];
  plan: GeneratedPlan;
  automationPotential: ReturnType<typeof automationPotential>;
};

export type Candidates = {
  /** Library controls that matched the risk, before the constraints. */
  matched: number;
  chosen: Candidate[];
  excluded: { title: string; reason: string }[];
};

/**
 * Step 2, Identifying Relevant Controls: the offline recommender's library controls for the
 * risk, each planned with §9's rules, filtered by the constraints (already in place or mapped,
 * excluded category, complexity, automation), those serving a must-have framework first, as
 * many as the organisation's risk tolerance asks for.
 */
export const findCandidates = async (
  db: Executor,
  organizationId: string,
  subject: GenerationSubject,
  settings: GenerationSettings,
): Promise<Candidates> => {
  const ranked = await recommendControlsOffline(
    db,
    organizationId,
    {
      title: subject.title,
      description: subject.description,
      category: subject.category ?? undefined,
      frameworks: [
        ...new Set([
          ...subject.frameworks,
          ...settings.preferredFrameworks,
          ...settings.constraints.mustHaveFrameworks,
        ]),
      ],
    },
    { limit: CANDIDATE_LIMIT },
  );
  const library = new Map(
    (
      await findLibraryControls(
        db,
        ranked.map((r) => r.libraryControlId),
      )
    ).map((c) => [c.id, c]),
  );
  const codes = [...new Set([...library.values()].flatMap((c) => standardsOf(c)))];
  const requirements = new Map(
    (await requirementsByIds(db, organizationId, codes)).map((r) => [r.id, r]),
  );
  const mappedTitles = new Set(subject.mapped.map((m) => m.title.trim().toLowerCase()));
  const { size, techStack } = settings.organizationContext;

  const fitting: Candidate[] = [];
  const excluded: Candidates['excluded'] = [];
  for (const r of ranked) {
    const lib = library.get(r.libraryControlId);
    if (!lib) continue;
    const requirementCodes = standardsOf(lib).filter((code) => requirements.has(code));
    const candidate: Candidate = {
      libraryControlId: lib.id,
      name: lib.name,
      category: lib.category,
      importance: lib.importance,
      why: lib.why,
      how: lib.how,
      evidence: lib.evidence,
      score: r.score,
      rationale: r.rationale,
      frameworks: [...new Set(requirementCodes.map((code) => requirements.get(code)!.frameworkId))],
      requirementCodes,
      plan: planGeneratedControl(lib, size),
      automationPotential: automationPotential(lib, techStack),
    };
    const reason = candidateExclusion(
      {
        name: lib.name,
        category: lib.category,
        inPlace: r.inPlace || mappedTitles.has(lib.name.trim().toLowerCase()),
        complexity: candidate.plan.implementationComplexity,
        automationPotential: candidate.automationPotential,
      },
      settings,
    );
    if (reason) excluded.push({ title: lib.name, reason });
    else fitting.push(candidate);
  }
  const wanted = CONTROLS_BY_TOLERANCE[settings.organizationContext.riskTolerance];
  const ordered = orderByMustHave(fitting, settings.constraints.mustHaveFrameworks);
  return { matched: ranked.length, chosen: ordered.slice(0, wanted), excluded };
};

export const describeCandidates = (c: Candidates): string =>
  `${c.matched} library control${c.matched === 1 ? '' : 's'} matched; ${c.chosen.length} chosen within the constraints${
    c.excluded.length ? `, ${c.excluded.length} left out` : ''
  }`;
