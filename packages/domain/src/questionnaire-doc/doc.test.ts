import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { choice, one, q } from '../questionnaire/test-builders.ts';
import type { QuestionnaireStructure } from '../questionnaire/types.ts';
import { encodeStructure, readStructure, sectionsOf, writeStructure } from './doc.ts';
import {
  addQuestion,
  moveQuestion,
  moveSection,
  removeQuestion,
  replaceText,
  setQuestionText,
  setQuestionValue,
} from './edit.ts';
import { openConflictFor, recordEdit, resolveOpenConflict } from './edits.ts';

const full: QuestionnaireStructure = {
  sections: [
    {
      id: 's1',
      title: 'Access',
      description: 'Who gets in',
      questions: [
        q('q1', { type: 'yes_no', required: true, weight: 2, creditedAnswer: false }),
        choice('q2', { condition: { questionId: 'q1', equals: true }, helpText: 'Pick one' }),
        q('q3', { type: 'scale', min: 1, max: 5, weight: 1 }),
      ],
    },
    { id: 's2', title: 'Data', questions: [q('q4')] },
  ],
};

const docOf = (structure: QuestionnaireStructure) => {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, encodeStructure(structure));
  return doc;
};

/** Two replicas kept in step both ways, as a server would. */
const pair = (structure: QuestionnaireStructure) => {
  const a = docOf(structure);
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  const sync = () => {
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)));
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)));
  };
  return { a, b, sync };
};

describe('questionnaire document', () => {
  it('reads back every field it was written with', () => {
    expect(readStructure(docOf(full))).toEqual(full);
  });

  it('replaces the content when written again', () => {
    const doc = docOf(full);
    writeStructure(doc, one(q('x')));
    expect(readStructure(doc)).toEqual(one(q('x')));
  });

  it('skips entries of the wrong shape instead of failing', () => {
    const doc = docOf(full);
    doc.transact(() => {
      sectionsOf(doc).push([new Y.Map()]);
      const questions = sectionsOf(doc).get(0).get('questions') as Y.Array<Y.Map<unknown>>;
      const bad = new Y.Map<unknown>();
      bad.set('id', 'z');
      bad.set('type', 'essay');
      questions.push([bad]);
    });
    expect(readStructure(doc)).toEqual(full);
  });

  it('keeps both people’s typing in one question', () => {
    const { a, b, sync } = pair(one(q('q1', { text: 'Do you encrypt data?' })));
    setQuestionText(a, 'q1', 'text', 'Do you encrypt customer data?');
    setQuestionText(b, 'q1', 'text', 'Do you encrypt data at rest?');
    sync();
    const text = readStructure(a).sections[0]!.questions[0]!.text;
    expect(text).toBe(readStructure(b).sections[0]!.questions[0]!.text);
    expect(text).toContain('customer');
    expect(text).toContain('at rest');
  });

  it('changes only the differing middle of a text', () => {
    const t = new Y.Doc().getText('t');
    t.insert(0, 'abcdef');
    replaceText(t, 'abXYef');
    expect(t.toString()).toBe('abXYef');
    replaceText(t, '');
    expect(t.toString()).toBe('');
  });

  it('adds, moves and removes questions and sections', () => {
    const doc = docOf(full);
    addQuestion(doc, 's2', q('q5'), 0);
    expect(moveQuestion(doc, 'q5', 1)).toBe(true);
    expect(moveQuestion(doc, 'q5', 1)).toBe(false);
    expect(moveSection(doc, 's2', -1)).toBe(true);
    removeQuestion(doc, 'q1');
    setQuestionValue(doc, 'q3', 'required', true);
    const s = readStructure(doc);
    expect(s.sections.map((x) => x.id)).toEqual(['s2', 's1']);
    expect(s.sections[0]!.questions.map((x) => x.id)).toEqual(['q4', 'q5']);
    expect(s.sections[1]!.questions.map((x) => x.id)).toEqual(['q2', 'q3']);
    expect(s.sections[1]!.questions[1]!.required).toBe(true);
  });
});

describe('edit conflicts in the document', () => {
  const edit = (id: string, userId: string, at: number, text: string) => ({
    id,
    userId,
    userName: userId,
    elementId: 'q1',
    elementType: 'question' as const,
    at,
    content: q('q1', { text }),
  });

  it('finds a conflict within 5 s and Keep Latest puts back the latest version', () => {
    const { a, b, sync } = pair(one(q('q1', { text: 'Original' })));
    setQuestionText(a, 'q1', 'text', 'From Ann');
    recordEdit(a, edit('e1', 'ann', 1_000, 'From Ann'));
    setQuestionText(b, 'q1', 'text', 'From Bob');
    recordEdit(b, edit('e2', 'bob', 4_000, 'From Bob'));
    sync();
    const conflict = openConflictFor(a, 'ann');
    expect(conflict?.affectedUsers.sort()).toEqual(['ann', 'bob']);
    resolveOpenConflict(a, conflict!, 'accept_last', 'ann', new Date(5_000));
    sync();
    expect(readStructure(b).sections[0]!.questions[0]!.text).toBe('From Bob');
    expect(openConflictFor(a, 'ann')).toBeNull();
    expect(openConflictFor(b, 'bob')).toBeNull();
  });

  it('Merge keeps the merged text; edits 5.001 s apart do not conflict', () => {
    const doc = docOf(one(q('q1')));
    recordEdit(doc, edit('e1', 'ann', 0, 'x'));
    recordEdit(doc, edit('e2', 'bob', 5_001, 'y'));
    expect(openConflictFor(doc, 'ann')).toBeNull();
    recordEdit(doc, edit('e3', 'ann', 6_000, 'z'));
    const conflict = openConflictFor(doc, 'ann')!;
    const before = readStructure(doc);
    resolveOpenConflict(doc, conflict, 'accept_all', 'ann', new Date(7_000));
    expect(readStructure(doc)).toEqual(before);
    expect(openConflictFor(doc, 'bob')).toBeNull();
  });

  it('drops edits older than a minute', () => {
    const doc = docOf(one(q('q1')));
    recordEdit(doc, edit('e1', 'ann', 0, 'x'));
    recordEdit(doc, edit('e2', 'bob', 61_000, 'y'));
    expect(doc.getArray('edits').length).toBe(1);
  });
});
