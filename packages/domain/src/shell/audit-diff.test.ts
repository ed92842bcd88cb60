import { describe, expect, it } from 'vitest';
import { auditEntityName, diffRecords, formatDiffValue } from './audit-diff.ts';

describe('diffRecords', () => {
  it.each([
    ['both empty', null, null, []],
    ['same object', { a: 1 }, { a: 1 }, []],
    ['key order ignored', { a: 1, b: { x: 1, y: 2 } }, { b: { y: 2, x: 1 }, a: 1 }, []],
    [
      'changed field',
      { name: 'Acme', slug: 'acme' },
      { name: 'Acme Ltd', slug: 'acme' },
      [{ key: 'name', kind: 'changed', before: 'Acme', after: 'Acme Ltd' }],
    ],
    [
      'creation adds every field',
      null,
      { email: 'a@b.c', role: 'member' },
      [
        { key: 'email', kind: 'added', before: null, after: 'a@b.c' },
        { key: 'role', kind: 'added', before: null, after: 'member' },
      ],
    ],
    [
      'deletion removes every field',
      { role: 'admin' },
      null,
      [{ key: 'role', kind: 'removed', before: 'admin', after: null }],
    ],
    [
      'added and removed keys',
      { a: 1, gone: true },
      { a: 1, fresh: 'x' },
      [
        { key: 'gone', kind: 'removed', before: true, after: null },
        { key: 'fresh', kind: 'added', before: null, after: 'x' },
      ],
    ],
    ['undefined counts as absent', { a: undefined }, {}, []],
    [
      'null field to value is a change',
      { a: null },
      { a: 2 },
      [{ key: 'a', kind: 'changed', before: null, after: 2 }],
    ],
    [
      'array change',
      { tags: [1] },
      { tags: [1, 2] },
      [{ key: 'tags', kind: 'changed', before: [1], after: [1, 2] }],
    ],
    ['scalars differ', 'a', 'b', [{ key: '', kind: 'changed', before: 'a', after: 'b' }]],
    ['scalar created', null, 3, [{ key: '', kind: 'added', before: null, after: 3 }]],
    ['scalar removed', 3, undefined, [{ key: '', kind: 'removed', before: 3, after: null }]],
  ])('%s', (_name, before, after, expected) => {
    expect(diffRecords(before, after)).toEqual(expected);
  });
});

describe('formatDiffValue', () => {
  it.each([
    [null, '—'],
    [undefined, '—'],
    ['', '""'],
    ['text', 'text'],
    [3, '3'],
    [false, 'false'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j -> %s', (value, expected) => {
    expect(formatDiffValue(value)).toBe(expected);
  });
});

describe('auditEntityName', () => {
  it.each([
    ['name from after', { name: 'Old' }, { name: 'New' }, 'New'],
    ['before when deleted', { email: 'a@b.c' }, null, 'a@b.c'],
    ['name before email', null, { email: 'a@b.c', name: 'Ada' }, 'Ada'],
    ['title', null, { title: 'Phishing' }, 'Phishing'],
    ['blank ignored', { name: 'Kept' }, { name: '  ' }, 'Kept'],
    ['none', { role: 'admin' }, { role: 'member' }, null],
    ['not records', 'x', 3, null],
  ])('%s', (_name, before, after, expected) => {
    expect(auditEntityName(before, after)).toBe(expected);
  });
});
