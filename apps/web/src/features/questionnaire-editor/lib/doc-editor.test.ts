import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { readStructure, writeStructure } from '@rampart/domain/questionnaire-doc';
import { DocEditor, EDIT_LOG_DELAY_MS } from './doc-editor.ts';

// Two people's documents kept in step the way the server relays updates between them.
const pair = () => {
  const a = new Y.Doc();
  const b = new Y.Doc();
  const relay = (from: Y.Doc, to: Y.Doc) =>
    from.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== 'relay') Y.applyUpdate(to, update, 'relay');
    });
  relay(a, b);
  relay(b, a);
  writeStructure(
    a,
    {
      sections: [
        {
          id: 's1',
          title: 'Access',
          questions: [{ id: 'q1', text: 'MFA?', type: 'yes_no', required: true, weight: 1 }],
        },
      ],
    },
    'relay-seed',
  );
  const ada = new DocEditor(a, {}, { userId: 'usr_ada', name: 'Ada' });
  const lin = new DocEditor(b, {}, { userId: 'usr_lin', name: 'Lin' });
  return { a, b, ada, lin };
};

const texts = (doc: Y.Doc) =>
  readStructure(doc).sections.flatMap((s) => s.questions.map((q) => q.text));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DocEditor', () => {
  it('shows each person the other one’s edits', () => {
    const { a, b, ada, lin } = pair();
    ada.setQuestionText('q1', 'text', 'Is MFA enforced?');
    const added = lin.addQuestion('s1');
    expect(texts(b)).toEqual(['Is MFA enforced?', '']);
    expect(readStructure(a).sections[0]!.questions.map((q) => q.id)).toEqual(['q1', added]);
    expect(ada.getState().structure.sections[0]!.questions).toHaveLength(2);
  });

  it('undoes only the person’s own changes, and redoes them', () => {
    const { a, b, ada, lin } = pair();
    ada.setQuestionText('q1', 'text', 'Is MFA enforced?');
    vi.advanceTimersByTime(1000);
    const added = lin.addQuestion('s1');
    expect(ada.getState().canUndo).toBe(true);
    expect(ada.undo()).toBe(true);
    expect(texts(a)).toEqual(['MFA?', '']);
    expect(readStructure(b).sections[0]!.questions.map((q) => q.id)).toEqual(['q1', added]);
    expect(ada.undo()).toBe(false);
    expect(ada.redo()).toBe(true);
    expect(texts(b)).toEqual(['Is MFA enforced?', '']);
  });

  it('gives a new type the fields that go with it', () => {
    const { a, ada } = pair();
    ada.setQuestionType('q1', 'scale');
    expect(readStructure(a).sections[0]!.questions[0]).toMatchObject({
      type: 'scale',
      min: 1,
      max: 5,
    });
    ada.setQuestionType('q1', 'single_choice');
    const q = readStructure(a).sections[0]!.questions[0]!;
    expect(q).toMatchObject({ type: 'single_choice', options: [] });
    expect(q.min).toBeUndefined();
  });

  it('raises a conflict for both when they change one question within 5 s, until resolved', () => {
    const { a, ada, lin } = pair();
    ada.setQuestionText('q1', 'text', 'MFA for all?');
    lin.setQuestionValue('q1', 'required', false);
    expect(ada.getState().conflict).toBeNull();
    vi.advanceTimersByTime(EDIT_LOG_DELAY_MS);
    const conflict = ada.getState().conflict;
    expect(conflict?.elementId).toBe('q1');
    expect(conflict?.edits.map((e) => e.userName).sort()).toEqual(['Ada', 'Lin']);
    expect(lin.getState().conflict?.elementId).toBe('q1');

    lin.resolveConflict('accept_all');
    expect(ada.getState().conflict).toBeNull();
    expect(lin.getState().conflict).toBeNull();
    // Merge keeps both changes.
    expect(readStructure(a).sections[0]!.questions[0]).toMatchObject({
      text: 'MFA for all?',
      required: false,
    });
  });

  it('does not see a conflict in edits more than 5 s apart', () => {
    const { ada, lin } = pair();
    ada.setQuestionText('q1', 'text', 'MFA for all?');
    vi.advanceTimersByTime(EDIT_LOG_DELAY_MS + 6000);
    lin.setQuestionValue('q1', 'weight', 3);
    vi.advanceTimersByTime(EDIT_LOG_DELAY_MS);
    expect(ada.getState().conflict).toBeNull();
    expect(lin.getState().conflict).toBeNull();
  });
});
