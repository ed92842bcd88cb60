// This person's edits of the shared questionnaire document: every change goes through the
// domain's edit functions with this person's origin, so their undo stack (Y.UndoManager) holds
// their own changes only; each question they change is written to the document's edit log a
// second after they stop, which is what the conflict banner reads.
import * as Y from 'yjs';
import {
  CHOICE_QUESTION_TYPES,
  type ConflictResolution,
  type QuestionType,
} from '@rampart/contracts';
import type { Question, QuestionnaireStructure } from '@rampart/domain';
import {
  addQuestion,
  addSection,
  EDITS_KEY,
  moveQuestion,
  moveSection,
  openConflictFor,
  questionSnapshot,
  readStructure,
  recordEdit,
  removeQuestion,
  removeSection,
  resolveOpenConflict,
  RESOLUTIONS_KEY,
  sectionsOf,
  setQuestionText,
  setQuestionValue,
  setSectionText,
  type OpenConflict,
  type QuestionTextField,
  type QuestionValueField,
  type SectionTextField,
} from '@rampart/domain/questionnaire-doc';
import { newId } from './ids.ts';
import { shareUnchanged } from './structure-sharing.ts';

/** How long after a person's last change to a question it is written to the edit log. */
export const EDIT_LOG_DELAY_MS = 1000;
/** Keystrokes closer together than this undo as one step. */
const UNDO_CAPTURE_MS = 500;
/** A new scale runs 1 to 5 until someone changes it. */
const DEFAULT_SCALE = { min: 1, max: 5 };

export type DocEditorState = {
  structure: QuestionnaireStructure;
  canUndo: boolean;
  canRedo: boolean;
  /** The conflict this person is part of, if any (§4 Collaborative editing). */
  conflict: OpenConflict | null;
};

type Me = { userId: string; name: string };

const isChoice = (type: QuestionType) =>
  (CHOICE_QUESTION_TYPES as readonly string[]).includes(type);

export class DocEditor {
  private readonly undoManager: Y.UndoManager;
  private readonly pending = new Map<
    string,
    { timer: ReturnType<typeof setTimeout>; at: number }
  >();
  private readonly listeners = new Set<() => void>();
  private state: DocEditorState;
  private readonly onSections = () =>
    this.set({ structure: shareUnchanged(this.state.structure, readStructure(this.doc)) });
  private readonly onUpdate = () => {
    const conflict = openConflictFor(this.doc, this.me.userId);
    const key = (c: OpenConflict | null) => (c ? c.operationIds.join() : '');
    if (key(conflict) !== key(this.state.conflict)) this.set({ conflict });
  };
  private readonly onStack = () =>
    this.set({ canUndo: this.undoManager.canUndo(), canRedo: this.undoManager.canRedo() });

  constructor(
    private readonly doc: Y.Doc,
    /** The origin of this person's edits (the connection's). */
    private readonly origin: object,
    private readonly me: Me,
  ) {
    this.undoManager = new Y.UndoManager(sectionsOf(doc), {
      trackedOrigins: new Set([origin]),
      captureTimeout: UNDO_CAPTURE_MS,
    });
    this.state = {
      structure: readStructure(doc),
      canUndo: false,
      canRedo: false,
      conflict: openConflictFor(doc, me.userId),
    };
    sectionsOf(doc).observeDeep(this.onSections);
    doc.getArray(EDITS_KEY).observe(this.onUpdate);
    doc.getMap(RESOLUTIONS_KEY).observe(this.onUpdate);
    for (const event of ['stack-item-added', 'stack-item-popped', 'stack-cleared'] as const) {
      this.undoManager.on(event, this.onStack);
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): DocEditorState => this.state;

  private set(patch: Partial<DocEditorState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Writes the question to the edit log once this person has left it alone for a second. */
  private noteEdit(questionId: string): void {
    const known = this.pending.get(questionId);
    if (known) clearTimeout(known.timer);
    const at = Date.now();
    const timer = setTimeout(() => this.logEdit(questionId, at), EDIT_LOG_DELAY_MS);
    this.pending.set(questionId, { timer, at });
  }

  private logEdit(questionId: string, at: number): void {
    this.pending.delete(questionId);
    const content = questionSnapshot(this.doc, questionId);
    if (!content) return;
    recordEdit(this.doc, {
      id: newId('edit'),
      userId: this.me.userId,
      userName: this.me.name,
      elementId: questionId,
      elementType: 'question',
      at,
      content,
    });
  }

  setQuestionText(questionId: string, field: QuestionTextField, value: string): void {
    if (setQuestionText(this.doc, questionId, field, value, this.origin)) this.noteEdit(questionId);
  }

  setQuestionValue(questionId: string, field: QuestionValueField, value: unknown): void {
    if (setQuestionValue(this.doc, questionId, field, value, this.origin)) {
      this.noteEdit(questionId);
    }
  }

  /** A new type, with the fields that go with it: options for choices, ends for a scale. */
  setQuestionType(questionId: string, type: QuestionType): void {
    const before = questionSnapshot(this.doc, questionId);
    if (!before) return;
    const set = (field: QuestionValueField, value: unknown) =>
      setQuestionValue(this.doc, questionId, field, value, this.origin);
    this.doc.transact(() => {
      set('type', type);
      set('options', isChoice(type) ? (before.options ?? []) : undefined);
      const ends = type === 'scale' || type === 'number';
      set(
        'min',
        type === 'scale' ? (before.min ?? DEFAULT_SCALE.min) : ends ? before.min : undefined,
      );
      set(
        'max',
        type === 'scale' ? (before.max ?? DEFAULT_SCALE.max) : ends ? before.max : undefined,
      );
      if (type !== 'yes_no') set('creditedAnswer', undefined);
    }, this.origin);
    this.noteEdit(questionId);
  }

  setSectionText(sectionId: string, field: SectionTextField, value: string): void {
    setSectionText(this.doc, sectionId, field, value, this.origin);
  }

  /** Adds an empty section at `index` (the end by default); its id. */
  addSection(index?: number): string {
    const id = newId('s');
    addSection(this.doc, { id, title: '', questions: [] }, index, this.origin);
    return id;
  }

  removeSection(sectionId: string): void {
    removeSection(this.doc, sectionId, this.origin);
  }

  moveSection(sectionId: string, by: -1 | 1): void {
    moveSection(this.doc, sectionId, by, this.origin);
  }

  /** Adds a yes/no question at `index` of the section (its end by default); its id. */
  addQuestion(sectionId: string, index?: number): string | null {
    const question: Question = {
      id: newId('q'),
      text: '',
      type: 'yes_no',
      required: false,
      weight: 1,
    };
    return addQuestion(this.doc, sectionId, question, index, this.origin) ? question.id : null;
  }

  removeQuestion(questionId: string): void {
    if (removeQuestion(this.doc, questionId, this.origin)) this.dropPending(questionId);
  }

  moveQuestion(questionId: string, by: -1 | 1): void {
    moveQuestion(this.doc, questionId, by, this.origin);
  }

  /** Undoes this person's last change (others' changes stay); false when there is none. */
  undo(): boolean {
    return this.undoManager.undo() !== null;
  }

  redo(): boolean {
    return this.undoManager.redo() !== null;
  }

  resolveConflict(resolution: ConflictResolution): void {
    const { conflict } = this.state;
    if (!conflict) return;
    resolveOpenConflict(this.doc, conflict, resolution, this.me.userId, new Date(), this.origin);
  }

  private dropPending(questionId: string): void {
    const known = this.pending.get(questionId);
    if (known) clearTimeout(known.timer);
    this.pending.delete(questionId);
  }

  destroy(): void {
    for (const questionId of [...this.pending.keys()]) this.dropPending(questionId);
    sectionsOf(this.doc).unobserveDeep(this.onSections);
    this.doc.getArray(EDITS_KEY).unobserve(this.onUpdate);
    this.doc.getMap(RESOLUTIONS_KEY).unobserve(this.onUpdate);
    this.undoManager.destroy();
    this.listeners.clear();
  }
}
