import { createContext, useContext } from 'react';
import type { DocEditor } from '../lib/doc-editor.ts';
import type { Editing, Person } from '../../../lib/collab/presence.ts';

export type EditorContextValue = {
  editor: DocEditor;
  people: readonly Person[];
  /** Tells the others where this person is (awareness `editing`). */
  setEditing: (editing: Editing) => void;
};

export const EditorContext = createContext<EditorContextValue | null>(null);

/** The builder's editor; only rendered inside the editable view, which provides it. */
export const useEditorContext = (): EditorContextValue => {
  const value = useContext(EditorContext);
  if (!value) throw new Error('The builder renders inside EditorContext');
  return value;
};
