import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REPORT_SECTIONS, type ReportDefinition } from '@rampart/contracts';
import {
  DEFAULT_SECTIONS,
  formFromDefinition,
  isDirty,
  moveSection,
  newReportForm,
  previewSpec,
  specFromForm,
  specIssues,
  toggleSection,
  type ReportForm,
} from './report-form.ts';

const definition = (over: Partial<ReportDefinition> = {}): ReportDefinition => ({
  id: 'rdef_1',
  title: 'Monthly risk report',
  sections: ['top_risks', 'executive_summary'],
  filters: {
    period: 'custom',
    from: '2026-01-01',
    to: '2026-03-31T00:00:00.000Z',
    category: ['TECHNOLOGY', 'NOT_A_CATEGORY'],
    ownerUserId: 'user_1',
    framework: null,
  },
  schedule: null,
  createdBy: 'user_1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  abilities: { update: true, delete: true },
  ...over,
});

describe('a new report', () => {
  it('lists all ten sections, the default ones ticked first', () => {
    const f = newReportForm();
    expect(f.sections.map((s) => s.id).sort()).toEqual([...REPORT_SECTIONS].sort());
    expect(f.sections.filter((s) => s.on).map((s) => s.id)).toEqual(DEFAULT_SECTIONS);
    expect(f.sections.slice(0, DEFAULT_SECTIONS.length).every((s) => s.on)).toBe(true);
  });
});

describe('spec built from the form', () => {
  it('sends the ticked sections in the order shown and only the filters set', () => {
    const f: ReportForm = {
      ...newReportForm(),
      title: '  Board pack  ',
      sections: [
        { id: 'heat_map', on: true },
        { id: 'vendors', on: false },
        { id: 'executive_summary', on: true },
      ],
      period: '365d',
      from: '2026-01-01',
    };
    expect(specFromForm(f)).toEqual({
      title: 'Board pack',
      sections: ['heat_map', 'executive_summary'],
      filters: { period: '365d' },
    });
  });

  it('sends the dates of a custom period, the categories, owner and framework', () => {
    const f: ReportForm = {
      ...newReportForm(),
      period: 'custom',
      from: '2026-01-01',
      to: '2026-03-31',
      category: ['TECHNOLOGY'],
      owner: 'user_2',
      framework: 'fw_soc2',
    };
    expect(specFromForm(f).filters).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-03-31',
      category: ['TECHNOLOGY'],
      ownerUserId: 'user_2',
      framework: 'fw_soc2',
    });
  });

  it('reads a saved definition back: its order first, unknown categories dropped, days only', () => {
    const f = formFromDefinition(definition());
    expect(f.sections.slice(0, 2)).toEqual([
      { id: 'top_risks', on: true },
      { id: 'executive_summary', on: true },
    ]);
    expect(f.sections).toHaveLength(REPORT_SECTIONS.length);
    expect(f).toMatchObject({ from: '2026-01-01', to: '2026-03-31', category: ['TECHNOLOGY'] });
    expect(f).toMatchObject({ owner: 'user_1', framework: '' });
    expect(isDirty(f, definition())).toBe(false);
    expect(isDirty({ ...f, title: 'Other' }, definition())).toBe(true);
    expect(
      isDirty({ ...f, sections: toggleSection(f.sections, 'vendors', true) }, definition()),
    ).toBe(true);
    expect(isDirty(f, undefined)).toBe(true);
  });

  it('waits for a section, then for both dates of a custom period; an untitled report previews', () => {
    const none = {
      ...newReportForm(),
      sections: newReportForm().sections.map((s) => ({ ...s, on: false })),
    };
    expect(previewSpec(none)).toEqual({ spec: null, waiting: 'sections' });
    const custom: ReportForm = { ...newReportForm(), period: 'custom', from: '2026-01-01' };
    expect(previewSpec(custom)).toEqual({ spec: null, waiting: 'dates' });
    const untitled = previewSpec({ ...newReportForm(), title: ' ' });
    expect(untitled.spec?.title).toBe('Untitled report');
  });

  it("puts the server's problems beside the Build column's fields", () => {
    expect(
      specIssues([
        { field: 'title', message: 'Title is required' },
        { field: 'filters.to', message: 'The end date is before the start date' },
        { field: 'filters.ownerUserId', message: 'No such member' },
        { field: 'sections', message: 'Choose at least one section' },
        { field: 'spec.filters', message: 'ignored: first wins per field' },
        { field: 'filters.to', message: 'second message for to' },
      ]),
    ).toEqual({
      title: 'Title is required',
      to: 'The end date is before the start date',
      owner: 'No such member',
      sections: 'Choose at least one section',
      filters: 'ignored: first wins per field',
    });
  });
});

describe('moving a section', () => {
  it('swaps with its neighbour, and nothing moves past an end', () => {
    expect(moveSection(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveSection(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveSection(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveSection(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveSection(['a', 'b', 'c'], 5, 1)).toEqual(['a', 'b', 'c']);
  });

  it('keeps every section exactly once, and up then down is no move', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...REPORT_SECTIONS], { minLength: 1 }),
        fc.nat(),
        fc.constantFrom(-1 as const, 1 as const),
        (list, i, delta) => {
          const index = i % list.length;
          const moved = moveSection(list, index, delta);
          expect([...moved].sort()).toEqual([...list].sort());
          const to = index + delta;
          if (to >= 0 && to < list.length) {
            expect(moved[to]).toBe(list[index]);
            expect(moveSection(moved, to, delta === 1 ? -1 : 1)).toEqual(list);
          } else {
            expect(moved).toEqual(list);
          }
        },
      ),
    );
  });
});
