import { describe, expect, it } from 'vitest';
import type { RequirementStatusItem } from '@rampart/contracts';
import { filterRequirements, groupsOf, requirementGroup, statusCounts } from './requirements.ts';

const req = (over: Partial<RequirementStatusItem>): RequirementStatusItem => ({
  id: `X-${over.code ?? 'A.1'}`,
  frameworkId: 'X',
  code: 'A.1',
  title: 'A requirement',
  description: '',
  mandatory: true,
  groupTitle: null,
  parentId: null,
  sortOrder: 0,
  status: 'not_met',
  reasons: [],
  applicability: null,
  controls: [],
  ...over,
});

describe('requirementGroup', () => {
  it.each([
    ['A.5.15', 'A.5'],
    ['CC6.1', 'CC6'],
    ['PR.AA-05', 'PR.AA'],
    ['8.4.3', 'Requirement 8'],
    ['12.10.1', 'Requirement 12'],
    ['164.312(a)(1)', '§ 164.312'],
    ['164.308(a)(1)(ii)(A)', '§ 164.308'],
    ['AC-01', 'AC'],
    ['Art.32', null],
    ['A1', null],
  ])('puts %s in %s', (code, group) => {
    expect(requirementGroup({ code, groupTitle: null })).toBe(group);
  });

  it('prefers the catalog group of an imported framework', () => {
    expect(requirementGroup({ code: 'ac-2.1', groupTitle: 'Access Control' })).toBe(
      'Access Control',
    );
  });

  it('lists groups once, in the framework order', () => {
    expect(
      groupsOf([
        { code: 'A.5.1', groupTitle: null },
        { code: 'A.6.1', groupTitle: null },
        { code: 'A.5.2', groupTitle: null },
        { code: 'Art.5', groupTitle: null },
      ]),
    ).toEqual(['A.5', 'A.6']);
  });
});

describe('filterRequirements', () => {
  const rows = [
    req({ code: 'A.5.3', title: 'Segregation of duties', status: 'met' }),
    req({ code: 'A.5.15', title: 'Access control', status: 'partly_met' }),
    req({
      code: 'A.8.22',
      title: 'Segregation of networks',
      description: 'VLANs',
      status: 'not_met',
    }),
    req({ code: 'A.7.1', title: 'Physical perimeters', status: 'not_applicable' }),
  ];
  const codes = (list: RequirementStatusItem[]) => list.map((r) => r.code);

  it('keeps everything without filters', () => {
    expect(codes(filterRequirements(rows, {}))).toEqual(['A.5.3', 'A.5.15', 'A.8.22', 'A.7.1']);
  });

  it('filters by status, group and text together', () => {
    expect(codes(filterRequirements(rows, { status: ['met', 'not_met'] }))).toEqual([
      'A.5.3',
      'A.8.22',
    ]);
    expect(codes(filterRequirements(rows, { group: 'A.5' }))).toEqual(['A.5.3', 'A.5.15']);
    expect(codes(filterRequirements(rows, { q: '  SEGREGATION ' }))).toEqual(['A.5.3', 'A.8.22']);
    expect(codes(filterRequirements(rows, { q: 'vlans' }))).toEqual(['A.8.22']);
    expect(codes(filterRequirements(rows, { q: 'a.5.1' }))).toEqual(['A.5.15']);
    expect(codes(filterRequirements(rows, { q: 'segregation', group: 'A.8' }))).toEqual(['A.8.22']);
    expect(filterRequirements(rows, { status: ['met'], group: 'A.8' })).toEqual([]);
  });

  it('counts statuses', () => {
    expect(statusCounts(rows)).toEqual({ met: 1, partly_met: 1, not_met: 1, not_applicable: 1 });
  });
});
