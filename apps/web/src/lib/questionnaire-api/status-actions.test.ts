import { describe, expect, it } from 'vitest';
import type { Questionnaire } from '@rampart/contracts';
import { allowedStatusActions, readablePath } from './status-actions.ts';

const abilities = (on: Partial<Questionnaire['abilities']>): Questionnaire['abilities'] => ({
  view: true,
  editQuestions: false,
  comment: false,
  share: false,
  manageSettings: false,
  createVersion: false,
  restoreVersion: false,
  download: false,
  delete: false,
  publish: false,
  revise: false,
  archive: false,
  unarchive: false,
  ...on,
});

describe('allowedStatusActions', () => {
  it('offers only what the server allows, in menu order', () => {
    expect(allowedStatusActions(abilities({ archive: true, publish: true }))).toEqual([
      'publish',
      'archive',
    ]);
    expect(allowedStatusActions(abilities({ unarchive: true }))).toEqual(['unarchive']);
    expect(allowedStatusActions(abilities({}))).toEqual([]);
  });
});

describe('readablePath', () => {
  it.each([
    ['structure.sections.0.questions.2.text', 'Section 1, question 3, text'],
    ['structure.sections.1.title', 'Section 2, title'],
    ['structure.sections.0.questions.0.options.4.label', 'Section 1, question 1, option 5, label'],
    ['structure.sections', 'Sections'],
    ['structure', 'Questionnaire'],
    ['title', 'Title'],
  ])('%s reads as %s', (path, text) => {
    expect(readablePath(path)).toBe(text);
  });
});
