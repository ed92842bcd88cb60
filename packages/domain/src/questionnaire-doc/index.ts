// The shared (Yjs) questionnaire document. A subpath of its own, so pages without a
// questionnaire editor never load Yjs: import from '@rampart/domain/questionnaire-doc'.
export * from './doc.ts';
export * from './edit.ts';
export * from './edits.ts';
