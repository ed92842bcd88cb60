import { createContext, useContext } from 'react';
import type { QuestionnaireStructure } from '@rampart/domain';
import type { MentionCandidate } from './lib/mentions.ts';

/** What every comment of the list needs: where it lives, who may be named, the clock. */
export type CommentsContextValue = {
  questionnaireId: string;
  structure: QuestionnaireStructure;
  candidates: readonly MentionCandidate[];
  now: number;
  /** Scrolls the builder to a question and marks it; absent when there is nowhere to go. */
  onShowQuestion?: (questionId: string) => void;
};

export const CommentsContext = createContext<CommentsContextValue | null>(null);

export const useCommentsContext = (): CommentsContextValue => {
  const value = useContext(CommentsContext);
  if (!value) throw new Error('Comments render inside CommentsContext');
  return value;
};
