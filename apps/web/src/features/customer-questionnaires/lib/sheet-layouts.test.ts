import { describe, expect, it } from 'vitest';
import type { IncomingPreview } from '@rampart/contracts';
import { editableLayouts, layoutsToSend, roleOfColumn, withColumnRole } from './sheet-layouts.ts';

const preview: IncomingPreview = {
  format: 'xlsx',
  fileName: 'acme.xlsx',
  questionCount: 3,
  sheets: [
    {
      name: 'Security',
      rowCount: 7,
      columnCount: 4,
      layout: {
        sheet: 'Security',
        headerRow: 3,
        columns: { reference: 0, question: 1, answer: 2, comment: 3, section: null },
      },
      sampleRows: [],
      questionCount: 3,
      sampleQuestions: [],
    },
    {
      name: 'Cover',
      rowCount: 2,
      columnCount: 1,
      layout: null,
      sampleRows: [],
      questionCount: 0,
      sampleQuestions: [],
    },
  ],
};

describe('sheet layouts', () => {
  it('start as found, a sheet without questions left out', () => {
    const [security, cover] = editableLayouts(preview);
    expect(security).toMatchObject({ included: true, headerRow: 3 });
    expect(roleOfColumn(security!, 2)).toBe('answer');
    expect(cover).toMatchObject({ included: false, columns: { question: null } });
    expect(layoutsToSend([security!, cover!]).map((l) => l.sheet)).toEqual(['Security']);
  });

  it('keep one part per column and one column per part', () => {
    const [security] = editableLayouts(preview);
    // The comments column becomes the answer column: the old answer column holds nothing now.
    const moved = withColumnRole(security!, 3, 'answer');
    expect(moved.columns).toMatchObject({ answer: 3, comment: null, question: 1 });
    expect(roleOfColumn(moved, 2)).toBeNull();
  });

  it('take a sheet in with its question column, and out without one', () => {
    const [security, cover] = editableLayouts(preview);
    const withQuestions = withColumnRole(cover!, 0, 'question');
    expect(withQuestions.included).toBe(true);
    const withoutQuestions = withColumnRole(security!, 1, null);
    expect(withoutQuestions.included).toBe(false);
    expect(layoutsToSend([withoutQuestions, withQuestions])).toEqual([
      {
        sheet: 'Cover',
        headerRow: null,
        columns: { question: 0, answer: null, comment: null, section: null, reference: null },
      },
    ]);
  });
});
