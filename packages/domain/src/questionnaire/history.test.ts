import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commentContent,
  mentionsAsText,
  mentionToken,
  parseMentions,
  reactionSummary,
  setResolved,
  threadRootId,
  toggleReaction,
} from './comments.ts';
import { choice, one, q } from './test-builders.ts';
import {
  addVersion,
  compareVersions,
  restoreVersion,
  versionLabel,
  type QuestionnaireVersion,
} from './versions.ts';

const now = new Date('2026-03-01T12:00:00Z');

describe('versions (§4)', () => {
  it.each([
    [0, '1.1'],
    [1, '1.2'],
    [9, '1.10'],
  ])('with %i versions the next is %s', (n, label) => expect(versionLabel(n)).toBe(label));

  const build = (n: number) => {
    let vs: QuestionnaireVersion[] = [];
    for (let i = 0; i < n; i++) {
      vs = addVersion(
        vs,
        { id: `v${i}`, title: `V${i}`, createdBy: 'u', snapshot: one(q(`q${i}`)) },
        now,
      );
    }
    return vs;
  };

  it('creating one makes it current and clears the flag on the others', () => {
    const vs = build(3);
    expect(vs.map((v) => [v.version, v.isCurrent, v.parentVersion])).toEqual([
      ['1.1', false, null],
      ['1.2', false, '1.1'],
      ['1.3', true, '1.2'],
    ]);
  });

  it('exactly one version is current, whatever the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), (n) => {
        expect(build(n).filter((v) => v.isCurrent)).toHaveLength(1);
      }),
    );
  });

  it('restore makes a new current version from the old snapshot; an unknown id restores nothing', () => {
    const vs = restoreVersion(build(3), 'v0', { id: 'v3', createdBy: 'ana' }, now)!;
    const last = vs.at(-1)!;
    expect(last).toMatchObject({
      version: '1.4',
      isCurrent: true,
      title: 'Restored from 1.1',
      parentVersion: '1.3',
    });
    expect(last.snapshot).toEqual(vs[0]!.snapshot);
    expect(last.snapshot).not.toBe(vs[0]!.snapshot);
    expect(restoreVersion(vs, 'nope', { id: 'x', createdBy: 'ana' }, now)).toBeNull();
  });

  it('compares question by question: added, removed, changed with the fields', () => {
    const a = {
      sections: [
        { id: 's1', title: 'One', questions: [q('keep'), q('edit'), choice('opts'), q('gone')] },
        { id: 's2', title: 'Two', questions: [q('move')] },
      ],
    };
    const b = {
      sections: [
        {
          id: 's1',
          title: 'One',
          questions: [
            {
              weight: 0,
              required: false,
              type: 'text' as const,
              text: 'Question keep',
              id: 'keep',
            },
            q('edit', { text: 'New text', required: true }),
            choice('opts', {
              options: [
                { id: 'x', label: 'X' },
                { id: 'y', label: 'Y' },
              ],
            }),
            q('move'),
            q('new'),
          ],
        },
      ],
    };
    const d = compareVersions(a, b);
    expect(d.added.map((x) => x.id)).toEqual(['new']);
    expect(d.removed.map((x) => x.id)).toEqual(['gone']);
    expect(d.changed.map((c) => [c.questionId, c.fields])).toEqual([
      ['edit', ['text', 'required']],
      ['opts', ['options']],
      ['move', ['section']],
    ]);
    expect(d.unchanged).toBe(1);
    expect(compareVersions(b, b)).toMatchObject({
      added: [],
      removed: [],
      changed: [],
      unchanged: 5,
    });
  });
});

describe('comments (§4, §5)', () => {
  it.each([
    ['', false],
    ['  \n ', false],
    ['  Looks right  ', true],
  ])('comment %j is accepted: %s', (text, ok) => {
    const r = commentContent(text);
    expect(r.ok).toBe(ok);
    if (r.ok) expect(r.content).toBe('Looks right');
  });

  it('reactions toggle per user, one of each type', () => {
    let r = toggleReaction([], 'ana', 'like');
    r = toggleReaction(r, 'bo', 'like');
    r = toggleReaction(r, 'ana', 'love');
    expect(reactionSummary(r, 'ana')).toEqual({
      like: { count: 2, mine: true },
      love: { count: 1, mine: true },
      laugh: { count: 0, mine: false },
    });
    r = toggleReaction(r, 'ana', 'like');
    expect(reactionSummary(r, 'ana').like).toEqual({ count: 1, mine: false });
  });

  it('toggling twice leaves the reactions as they were', () => {
    const reaction = fc.record({
      type: fc.constantFrom('like' as const, 'love' as const, 'laugh' as const),
      userId: fc.constantFrom('a', 'b', 'c'),
    });
    fc.assert(
      fc.property(fc.array(reaction), reaction, (seq, { userId, type }) => {
        const start = seq.reduce(
          (acc, x) => toggleReaction(acc, x.userId, x.type),
          [] as ReturnType<typeof toggleReaction>,
        );
        const keyOf = (rs: typeof start) => rs.map((x) => `${x.userId}:${x.type}`).sort();
        const twice = toggleReaction(toggleReaction(start, userId, type), userId, type);
        expect(keyOf(twice)).toEqual(keyOf(start));
        const keys = keyOf(start);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('resolve and reopen', () => {
    const c = setResolved({ id: 'c', isResolved: false }, true, 'ana', now);
    expect(c).toMatchObject({ isResolved: true, resolvedBy: 'ana', resolvedAt: now });
    expect(setResolved(c, false, 'bo', now)).toMatchObject({
      isResolved: false,
      resolvedBy: null,
      resolvedAt: null,
    });
  });

  it('a reply to a reply joins the thread at its root', () => {
    const cs = [
      { id: 'root', parentId: null },
      { id: 'r1', parentId: 'root' },
      { id: 'x', parentId: 'y' },
      { id: 'y', parentId: 'x' },
    ];
    expect(threadRootId(cs, 'root')).toBe('root');
    expect(threadRootId(cs, 'r1')).toBe('root');
    expect(threadRootId(cs, 'missing')).toBeNull();
    expect(threadRootId(cs, 'x')).toBeNull();
  });

  it('mentions are read from @[Name](id), each person once', () => {
    const text = `Hi ${mentionToken('Ana Silva', 'u1')} and ${mentionToken('Bo]b', 'u2')}, ${mentionToken('Ana', 'u1')} @plain [x](y)`;
    expect(parseMentions(text)).toEqual([
      { userId: 'u1', name: 'Ana Silva' },
      { userId: 'u2', name: 'Bo b' },
    ]);
    expect(mentionsAsText(text)).toBe('Hi @Ana Silva and @Bo b, @Ana @plain [x](y)');
  });
});
