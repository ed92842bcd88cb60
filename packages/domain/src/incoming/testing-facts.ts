import type { CertificationFacts, QuestionFacts } from './draft-facts.ts';

// What the tests of the drafting rules share: a fixed today and a question with no records, to
// which each test adds the records it is about.

export const NOW = new Date('2026-12-01T12:00:00Z');
export const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
export const daysAhead = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

export const facts = (text: string, over: Partial<QuestionFacts> = {}): QuestionFacts => ({
  text,
  controls: [],
  certifications: [],
  documents: [],
  vendors: [],
  risks: { total: 0, lastAssessedAt: null, recent: [] },
  now: NOW,
  ...over,
});

/** A held, valid ISO/IEC 27001 certificate, changed as each test needs. */
export const cert = (over: Partial<CertificationFacts> = {}): CertificationFacts => ({
  id: 'crt_iso',
  name: 'ISO/IEC 27001',
  held: true,
  standing: 'held',
  status: 'held',
  validUntil: '2028-01-01',
  issuer: 'BSI',
  ...over,
});
