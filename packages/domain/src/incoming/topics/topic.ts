/** One security subject, recognised alike in a customer's question and in a control's wording. */
export type QuestionTopic = {
  id: string;
  /** Plain words for the subject: 'multi-factor authentication'. */
  label: string;
  /** The broader topic this one narrows, when there is one: restore-testing → backups. */
  parent?: string;
  /** Tested on normalised text (lower case, accents removed: normalized() of question-reading.ts). */
  when: RegExp;
};

/** A topic, with its parent only when it has one. */
export const topic = (id: string, label: string, when: RegExp, parent?: string): QuestionTopic =>
  parent === undefined ? { id, label, when } : { id, label, parent, when };
