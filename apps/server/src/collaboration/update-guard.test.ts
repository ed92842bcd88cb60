import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { QUESTIONNAIRE_LIMITS as L, type QuestionType } from '@rampart/contracts';
import {
  addQuestion,
  addSection,
  sectionsOf,
  setQuestionText,
  setQuestionValue,
  setSectionText,
  writeStructure,
} from '@rampart/domain/questionnaire-doc';
import { checkStructureAfter } from './update-guard.ts';

const base = () => {
  const doc = new Y.Doc();
  writeStructure(doc, {
    sections: [
      {
        id: 's1',
        title: 'Access',
        questions: [
          { id: 'q1', text: 'MFA?', type: 'single_choice', required: true, weight: 1, options: [] },
        ],
      },
    ],
  });
  return doc;
};
/** The update an editor's browser would send for `edit`, checked against the document. */
const verdictOf = (edit: (doc: Y.Doc) => void) => {
  const doc = base();
  const client = new Y.Doc();
  Y.applyUpdate(client, Y.encodeStateAsUpdate(doc));
  const before = Y.encodeStateVector(client);
  edit(client);
  return checkStructureAfter(doc, Y.encodeStateAsUpdate(client, before));
};
const question = (id: string) => ({
  id,
  text: 'Q',
  type: 'yes_no' as QuestionType,
  required: false,
  weight: 1,
});

// Every limit REST enforces on a structure, at its edge and one past it.
const cases: [string, number, (doc: Y.Doc, n: number) => void][] = [
  [
    'sections.0.title',
    L.sectionTitleMax,
    (d, n) => setSectionText(d, 's1', 'title', 'x'.repeat(n)),
  ],
  [
    'sections.0.description',
    L.descriptionMax,
    (d, n) => setSectionText(d, 's1', 'description', 'x'.repeat(n)),
  ],
  [
    'sections.0.questions.0.text',
    L.questionTextMax,
    (d, n) => setQuestionText(d, 'q1', 'text', 'x'.repeat(n)),
  ],
  [
    'sections.0.questions.0.helpText',
    L.helpTextMax,
    (d, n) => setQuestionText(d, 'q1', 'helpText', 'x'.repeat(n)),
  ],
  [
    'sections.0.questions.0.options.0.label',
    L.optionLabelMax,
    (d, n) => setQuestionValue(d, 'q1', 'options', [{ id: 'o1', label: 'x'.repeat(n) }]),
  ],
  [
    'sections.0.questions.0.options',
    L.optionsMax,
    (d, n) =>
      setQuestionValue(
        d,
        'q1',
        'options',
        Array.from({ length: n }, (_, i) => ({ id: `o${i}`, label: 'x' })),
      ),
  ],
  [
    'sections.0.questions',
    L.questionsMax,
    (d, n) =>
      d.transact(() => {
        for (let i = 1; i < n; i++) addQuestion(d, 's1', question(`n${i}`));
      }),
  ],
  [
    'sections',
    L.sectionsMax,
    (d, n) =>
      d.transact(() => {
        for (let i = 1; i < n; i++) addSection(d, { id: `s${i + 1}`, title: 'S', questions: [] });
      }),
  ],
  [
    'sections.0.questions.0.id',
    64,
    (d, n) => {
      const q = (sectionsOf(d).get(0).get('questions') as Y.Array<Y.Map<unknown>>).get(0);
      q.set('id', 'q'.repeat(n));
    },
  ],
];

describe('checkStructureAfter', () => {
  it.each(cases)('takes %s at its limit (%i) and refuses one past it', (path, limit, edit) => {
    expect(verdictOf((d) => edit(d, limit))).toEqual({ ok: true, empty: false });
    const past = verdictOf((d) => edit(d, limit + 1));
    expect(past.ok).toBe(false);
    expect(!past.ok && past.reason.startsWith(`${path}: `)).toBe(true);
  });

  it('lets a document already past a limit be mended, but not made worse elsewhere', () => {
    const doc = new Y.Doc();
    writeStructure(doc, { sections: [{ id: 's1', title: 'x'.repeat(300), questions: [] }] });
    const client = new Y.Doc();
    Y.applyUpdate(client, Y.encodeStateAsUpdate(doc));
    const sv = Y.encodeStateVector(client);
    setSectionText(client, 's1', 'title', 'x'.repeat(250));
    expect(checkStructureAfter(doc, Y.encodeStateAsUpdate(client, sv)).ok).toBe(true);
    const sv2 = Y.encodeStateVector(client);
    setSectionText(client, 's1', 'description', 'y'.repeat(L.descriptionMax + 1));
    expect(checkStructureAfter(doc, Y.encodeStateAsUpdate(client, sv2)).ok).toBe(false);
  });
});
