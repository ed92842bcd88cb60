import { describe, expect, it } from 'vitest';
import type { AssessmentRequirement } from '@rampart/contracts';
import {
  countResults,
  filterRequirements,
  needsResult,
  pageCount,
  pageOf,
  replaceRequirement,
} from './requirements-view.ts';

const req = (
  code: string,
  title: string,
  result: AssessmentRequirement['result'] = 'not_assessed',
  applicable: boolean | null = null,
): AssessmentRequirement => ({
  id: `ISO:${code}`,
  code,
  title,
  description: `About ${title.toLowerCase()}`,
  mandatory: true,
  groupTitle: null,
  result,
  assessor: null,
  notes: '',
  evidence: [],
  findings: [],
  updatedBy: null,
  updatedAt: null,
  suggested: {
    status: applicable === false ? 'not_applicable' : 'not_met',
    reasons: [],
    applicability: applicable === null ? null : { applicable, reason: 'Out of scope' },
    controls: [],
  },
});

const all = [
  req('A.5.1', 'Policies for information security', 'met'),
  req('A.5.15', 'Access control'),
  req('A.7.4', 'Physical security monitoring', 'not_assessed', false),
  req('A.8.5', 'Secure authentication', 'partly_met'),
];
const codes = (rs: AssessmentRequirement[]) => rs.map((r) => r.code);

describe('requirements view', () => {
  it('needs a result only when applicable and not assessed', () => {
    expect(all.map(needsResult)).toEqual([false, true, false, false]);
  });

  it('filters by result, by "needs a result", and searches every word in code, title and text', () => {
    expect(codes(filterRequirements(all, { result: 'all', search: '' }))).toEqual(codes(all));
    expect(codes(filterRequirements(all, { result: 'open', search: '' }))).toEqual(['A.5.15']);
    expect(codes(filterRequirements(all, { result: 'not_assessed', search: '' }))).toEqual([
      'A.5.15',
      'A.7.4',
    ]);
    expect(codes(filterRequirements(all, { result: 'all', search: 'A.5.1' }))).toEqual([
      'A.5.1',
      'A.5.15',
    ]);
    expect(codes(filterRequirements(all, { result: 'all', search: '  SECURITY  about ' }))).toEqual(
      ['A.5.1', 'A.7.4'],
    );
    expect(codes(filterRequirements(all, { result: 'met', search: 'access' }))).toEqual([]);
  });

  it('pages, clamping a page past the end to the last one', () => {
    const items = Array.from({ length: 120 }, (_, i) => i);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(120)).toBe(3);
    expect(pageOf(items, 1).rows).toHaveLength(50);
    expect(pageOf(items, 3)).toEqual({ page: 3, rows: items.slice(100) });
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf([], 2)).toEqual({ page: 1, rows: [] });
  });

  it('counts results and the requirements that still need one', () => {
    expect(countResults(all)).toEqual({
      not_assessed: 2,
      met: 1,
      partly_met: 1,
      not_met: 0,
      not_applicable: 0,
      open: 1,
      total: 4,
    });
  });

  it('replaces one requirement by id', () => {
    const next = { ...all[1]!, result: 'met' as const };
    const replaced = replaceRequirement(all, next);
    expect(replaced[1]).toBe(next);
    expect(replaced[0]).toBe(all[0]);
  });
});
