import {
  assessmentSnapshotSchema,
  type AssessmentRequirement,
  type AssessmentResult,
  type RequirementStatusItem,
} from '@rampart/contracts';
import {
  evidenceTitles,
  findingTitles,
  listAssessmentResults,
  type AssessmentResultRecord,
  type AssessmentRow,
  type Executor,
} from '@rampart/db';
import { frameworkStatus } from '../frameworks/framework-status.ts';

const unique = (ids: string[]) => [...new Set(ids)];

/** One requirement with its recorded result (or not assessed) and the controls' verdict. */
export const toAssessmentRequirement = (
  req: RequirementStatusItem,
  row: AssessmentResultRecord | undefined,
  evidence: Map<string, { id: string; title: string }>,
  findings: Map<string, { id: string; title: string; severity: string; status: string }>,
): AssessmentRequirement => ({
  id: req.id,
  code: req.code,
  title: req.title,
  description: req.description,
  mandatory: req.mandatory,
  groupTitle: req.groupTitle,
  result: (row?.result ?? 'not_assessed') as AssessmentResult,
  assessor: row?.assessorUserId
    ? { id: row.assessorUserId, name: row.assessorName ?? 'Former member' }
    : null,
  notes: row?.notes ?? '',
  // Evidence or findings deleted since they were linked are left out.
  evidence: (row?.evidenceIds ?? []).flatMap((id) => evidence.get(id) ?? []),
  findings: (row?.findingIds ?? []).flatMap((id) => findings.get(id) ?? []),
  updatedBy: row?.updatedBy ?? null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
  suggested: {
    status: req.status,
    reasons: req.reasons,
    applicability: req.applicability,
    controls: req.controls,
  },
});

/** Every requirement of the assessment's framework as it stands now. */
export const liveRequirements = async (
  db: Executor,
  organizationId: string,
  assessment: Pick<AssessmentRow, 'id' | 'frameworkId'>,
): Promise<AssessmentRequirement[]> => {
  const [status, results] = await Promise.all([
    frameworkStatus(db, organizationId, assessment.frameworkId),
    listAssessmentResults(db, organizationId, assessment.id),
  ]);
  const [evidence, findings] = await Promise.all([
    evidenceTitles(db, organizationId, unique(results.flatMap((r) => r.evidenceIds))),
    findingTitles(db, organizationId, unique(results.flatMap((r) => r.findingIds))),
  ]);
  const byRequirement = new Map(results.map((r) => [r.requirementId, r]));
  const evidenceById = new Map(evidence.map((e) => [e.id, e]));
  const findingsById = new Map(findings.map((f) => [f.id, f]));
  return status.requirements.map((req) =>
    toAssessmentRequirement(req, byRequirement.get(req.id), evidenceById, findingsById),
  );
};

/** Signed off: the requirements as they stood then; otherwise as they stand now. */
export const assessmentRequirements = async (
  db: Executor,
  organizationId: string,
  assessment: Pick<AssessmentRow, 'id' | 'frameworkId' | 'status' | 'snapshot'>,
): Promise<{ frozen: boolean; requirements: AssessmentRequirement[] }> => {
  if (assessment.status === 'signed_off') {
    const snapshot = assessmentSnapshotSchema.safeParse(assessment.snapshot);
    if (snapshot.success) return { frozen: true, requirements: snapshot.data.requirements };
    // A snapshot that does not parse is a defect: say so rather than show live data as frozen.
    throw new Error(`Assessment ${assessment.id} has an unreadable sign-off snapshot`);
  }
  return { frozen: false, requirements: await liveRequirements(db, organizationId, assessment) };
};

/** Requirements that still need a result before sign-off: applicable and not assessed. */
export const unassessed = (requirements: AssessmentRequirement[]): AssessmentRequirement[] =>
  requirements.filter(
    (r) => r.result === 'not_assessed' && r.suggested.applicability?.applicable !== false,
  );
