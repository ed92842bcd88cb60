/** ARIA chat's pure rules: reading a question, composing offline answers, building the prompt. */
export * from './intent.ts';
export * from './lookup.ts';
export * from './prompt.ts';
export * from './answers-risks.ts';
export * from './answers-controls.ts';
export * from './answers-compliance.ts';
export * from './answers-general.ts';
export {
  CHAT_ANSWER_LIMITS,
  type ChatAnswer,
  type ChatControlFact,
  type ChatRiskFact,
} from './answer-format.ts';
