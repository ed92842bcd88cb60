// The filters of a framework's requirements page and of an assessment's page, shared by the
// screens (which filter in the browser) and their exports (which filter on the server).
import type {
  AssessmentRequirement,
  AssessmentResultFilter,
  RequirementStatusValue,
} from '@rampart/contracts';

type Groupable = { code: string; groupTitle: string | null };

/**
 * The group a requirement sits in: its catalog group (OSCAL imports), else the part of its code
 * above it: ISO "A.5.15" in A.5, SOC 2 "CC6.1" in CC6, NIST CSF "PR.AA-05" in PR.AA, PCI DSS
 * "8.4.3" in requirement 8, HIPAA "164.312(a)(1)" in § 164.312, SOX "AC-01" in AC. GDPR
 * articles stand alone: no group.
 */
export const requirementGroup = ({ code, groupTitle }: Groupable): string | null => {
  if (groupTitle) return groupTitle;
  const section = /^(\d+\.\d+)\(/.exec(code);
  if (section) return `§ ${section[1]}`;
  const numbered = /^(\d+)\.\d/.exec(code);
  if (numbered) return `Requirement ${numbered[1]}`;
  if (/^Art\.?\s*\d+$/i.test(code)) return null;
  const cut = Math.max(code.lastIndexOf('.'), code.lastIndexOf('-'));
  return cut > 0 ? code.slice(0, cut) : null;
};

export type RequirementFilter = {
  status?: readonly RequirementStatusValue[];
  group?: string;
  /** Matches code, title and description, case-insensitively. */
  q?: string;
};

type Filterable = Groupable & {
  title: string;
  description: string;
  status: RequirementStatusValue;
};

/** A framework's requirements that match its page's filters, in their order. */
export const filterRequirements = <T extends Filterable>(
  requirements: readonly T[],
  { status, group, q }: RequirementFilter,
): T[] => {
  const needle = q?.trim().toLowerCase();
  return requirements.filter(
    (r) =>
      (!status?.length || status.includes(r.status)) &&
      (!group || requirementGroup(r) === group) &&
      (!needle ||
        r.code.toLowerCase().includes(needle) ||
        r.title.toLowerCase().includes(needle) ||
        r.description.toLowerCase().includes(needle)),
  );
};

/** Applicable (not declared out of scope) and still without a result: blocks sign-off. */
export const needsResult = (r: AssessmentRequirement): boolean =>
  r.result === 'not_assessed' && r.suggested.applicability?.applicable !== false;

const matchesWords = (r: AssessmentRequirement, words: string[]): boolean => {
  const text = `${r.code} ${r.title} ${r.description} ${r.groupTitle ?? ''}`.toLowerCase();
  return words.every((w) => text.includes(w));
};

/** An assessment's requirements for a result filter and a search (every word must appear). */
export const filterAssessmentRequirements = (
  requirements: readonly AssessmentRequirement[],
  view: { result: AssessmentResultFilter; search: string },
): AssessmentRequirement[] => {
  const words = view.search.toLowerCase().split(/\s+/).filter(Boolean);
  return requirements.filter(
    (r) =>
      (view.result === 'all' ||
        (view.result === 'open' ? needsResult(r) : r.result === view.result)) &&
      (words.length === 0 || matchesWords(r, words)),
  );
};
