import { questionsInOrder, type QuestionnaireStructure } from '@rampart/domain';

/** How long the mark on a revealed question takes to fade. */
const HIGHLIGHT_MS = 1600;

/**
 * Scrolls the builder (or the read-only view) to a question and marks it briefly. Both views
 * name each question "Question {n}", n in reading order, so it is found by that name inside
 * `container`. Does nothing when the question is gone.
 */
export const revealQuestion = (
  container: HTMLElement | null,
  structure: QuestionnaireStructure,
  questionId: string,
): void => {
  const n = questionsInOrder(structure).findIndex((l) => l.question.id === questionId) + 1;
  if (!container || n === 0) return;
  const el = container.querySelector<HTMLElement>(`[aria-label="Question ${n}"]`);
  if (!el) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  el.animate([{ boxShadow: '0 0 0 3px var(--accent)' }, { boxShadow: '0 0 0 3px transparent' }], {
    duration: still ? 0 : HIGHLIGHT_MS,
    easing: 'ease-in',
  });
};
