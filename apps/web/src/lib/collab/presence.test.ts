import { describe, expect, it } from 'vitest';
import { editingLabel, editorsOf, peopleFrom, presenceColor } from './presence.ts';

const state = (userId: unknown, name: unknown, editing: unknown = null) => ({
  userId,
  name,
  editing,
  status: 'online',
  color: 'url(javascript:alert(1))',
});

describe('presence', () => {
  it('counts a person with two tabs once, themselves first', () => {
    const people = peopleFrom(
      new Map([
        [1, state('usr_lin', 'Lin')],
        [2, state('usr_ada', 'Ada')],
        [3, state('usr_lin', 'Lin', { type: 'question', id: 'q1' })],
        [4, state('usr_me', 'Me')],
      ]),
      4,
    );
    expect(people.map((p) => [p.name, p.self])).toEqual([
      ['Me', true],
      ['Ada', false],
      ['Lin', false],
    ]);
    expect(people.find((p) => p.name === 'Lin')?.editing).toEqual({ type: 'question', id: 'q1' });
  });

  it('skips states of the wrong shape and never takes the colour from them', () => {
    const people = peopleFrom(
      new Map<number, Record<string, unknown>>([
        [1, state(42, 'Bad')],
        [2, {}],
        [3, state('usr_ada', '', { type: 'nope', id: 'x' })],
      ]),
      9,
    );
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ name: 'Someone', editing: null, status: 'online' });
    expect(people[0]!.color).toBe(presenceColor('usr_ada'));
  });

  it('gives each id the same colour of the series scale', () => {
    expect(presenceColor('usr_ada')).toBe(presenceColor('usr_ada'));
    expect(presenceColor('usr_ada')).toMatch(/^var\(--series-[1-6]\)$/);
  });

  it('names the others editing a question, never oneself', () => {
    const people = peopleFrom(
      new Map([
        [1, state('usr_me', 'Me', { type: 'question', id: 'q1' })],
        [2, state('usr_ada', 'Ada', { type: 'question', id: 'q1' })],
        [3, state('usr_lin', 'Lin', { type: 'section', id: 'q1' })],
      ]),
      1,
    );
    expect(editorsOf(people, 'question', 'q1').map((p) => p.name)).toEqual(['Ada']);
  });

  it('words the marker for one, two and more people', () => {
    const p = (name: string) => ({ name }) as Parameters<typeof editingLabel>[0][number];
    expect(editingLabel([p('Ada')])).toBe('Ada is editing');
    expect(editingLabel([p('Ada'), p('Lin')])).toBe('Ada and Lin are editing');
    expect(editingLabel([p('Ada'), p('Lin'), p('Sam')])).toBe('Ada, Lin and 1 other are editing');
    expect(editingLabel([p('Ada'), p('Lin'), p('Sam'), p('Kim')])).toBe(
      'Ada, Lin and 2 others are editing',
    );
  });
});
