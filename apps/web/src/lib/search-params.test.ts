import { describe, expect, it } from 'vitest';
import { id, listQuery, many, MAX_ID, oneOf, pageNumber, text } from './search-params.ts';

const TIERS = ['critical', 'high', 'low'] as const;

describe('many and oneOf', () => {
  it.each([
    ['high', ['high']],
    [
      ['high', 'low', 'high'],
      ['high', 'low'],
    ],
    [['nope', 'low'], ['low']],
    ['nope', undefined],
    [[], undefined],
    [undefined, undefined],
    [3, undefined],
  ])('%j -> %j', (value, list) => {
    expect(many(value, TIERS)).toEqual(list);
  });

  it('takes the first allowed value', () => {
    expect(oneOf(['nope', 'low', 'high'], TIERS)).toBe('low');
    expect(oneOf('nope', TIERS)).toBeUndefined();
  });
});

describe('text, id and pageNumber', () => {
  it('trims text, reads numbers, cuts at 200 and drops the empty', () => {
    expect(text('  vpn  ')).toBe('vpn');
    expect(text(42)).toBe('42');
    expect(text('   ')).toBeUndefined();
    expect(text(['a'])).toBeUndefined();
    expect(text('x'.repeat(201))).toBe('x'.repeat(200));
  });

  it('keeps an id whole or drops it', () => {
    expect(id(' usr_1 ')).toBe('usr_1');
    expect(id('u'.repeat(MAX_ID))).toBe('u'.repeat(MAX_ID));
    expect(id('u'.repeat(MAX_ID + 1))).toBeUndefined();
    expect(id(7)).toBeUndefined();
  });

  it.each([
    ['2', 2],
    [3, 3],
    ['1', undefined],
    ['0', undefined],
    ['-2', undefined],
    ['2.5', undefined],
    ['two', undefined],
  ])('page %j -> %j', (value, page) => {
    expect(pageNumber(value)).toBe(page);
  });
});

describe('listQuery', () => {
  it('repeats array keys and leaves out empty values', () => {
    expect(
      listQuery({ tier: ['high', 'low'], search: 'a b', page: 2, reviewDue: true, owner: '' }),
    ).toBe('?tier=high&tier=low&search=a+b&page=2&reviewDue=true');
    expect(listQuery({ offset: 0, limit: 200, x: '' })).toBe('?offset=0&limit=200');
    expect(listQuery({ search: undefined, owner: null })).toBe('');
    expect(listQuery({})).toBe('');
  });

  it('escapes what it sends', () => {
    expect(listQuery({ q: 'mfa & sso', category: ['access-control', 'privacy'] })).toBe(
      '?q=mfa+%26+sso&category=access-control&category=privacy',
    );
  });
});
