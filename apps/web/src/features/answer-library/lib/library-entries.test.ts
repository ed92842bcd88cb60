import { describe, expect, it } from 'vitest';
import type { LibraryEntryView } from '@rampart/contracts';
import { citationGone, disagreements } from './library-entries.ts';

const entry = (over: Partial<LibraryEntryView> = {}): LibraryEntryView => ({
  id: 'lib_1',
  question: 'Is MFA enforced?',
  answer: 'yes',
  text: 'Yes, for everyone.',
  citations: [],
  approvedBy: 'Ada',
  approvedAt: '2026-05-01T10:00:00.000Z',
  source: 'Acme',
  questionnaireId: null,
  standing: 'current',
  staleReasons: [],
  ...over,
});

describe('disagreements', () => {
  it('pairs each disagreeing entry with the others that answer its question differently', () => {
    const a = entry({ id: 'a', standing: 'conflicting' });
    const b = entry({
      id: 'b',
      question: '1.2 Is MFA enforced',
      answer: 'no',
      standing: 'conflicting',
    });
    const c = entry({ id: 'c', answer: 'yes', standing: 'conflicting' });
    const found = disagreements([a, b, c]);
    expect(found.get('a')?.map((e) => e.id)).toEqual(['b']);
    expect(found.get('b')?.map((e) => e.id)).toEqual(['a', 'c']);
    expect(found.get('c')?.map((e) => e.id)).toEqual(['b']);
  });

  it('leaves out current and stale entries, and other questions', () => {
    const found = disagreements([
      entry({ id: 'a', standing: 'conflicting' }),
      entry({ id: 'b', answer: 'no', standing: 'stale' }),
      entry({ id: 'c', answer: 'no', standing: 'current' }),
      entry({
        id: 'd',
        question: 'Do you encrypt backups?',
        answer: 'no',
        standing: 'conflicting',
      }),
    ]);
    expect(found.get('a')).toEqual([]);
    expect(found.get('d')).toEqual([]);
    expect(found.has('b')).toBe(false);
    expect(found.has('c')).toBe(false);
  });
});

describe('citationGone', () => {
  const control = { kind: 'control' as const, id: 'ctl_1', title: 'Backups' };
  it('is true only when the server says the record no longer exists', () => {
    expect(citationGone(entry({ staleReasons: ['Backups no longer exists'] }), control)).toBe(true);
    expect(
      citationGone(
        entry({ staleReasons: ['Backups failed its last test on May 2, 2026'] }),
        control,
      ),
    ).toBe(false);
    expect(citationGone(entry(), control)).toBe(false);
  });
});
