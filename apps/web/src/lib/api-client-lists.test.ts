import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getWholeList } from './api-client.ts';

type Token = { id: string };
type TokenList = {
  items: Token[];
  total: number;
  nextCursor: string | null;
  grantableScopes: string[];
};

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** A tiny list route: `all` in pages of `size`, the cursor the offset, the scopes beside. */
const serve = (all: Token[], size: number) =>
  vi.fn(async (url: string) => {
    const query = new URL(url, 'http://rampart.test').searchParams;
    const offset = Number(query.get('cursor') ?? 0);
    const limit = Math.min(Number(query.get('limit') ?? 50), size);
    const items = all.slice(offset, offset + limit);
    const next = offset + items.length < all.length ? String(offset + items.length) : null;
    return ok({ items, total: all.length, nextCursor: next, grantableScopes: ['risks:read'] });
  });

const tokens = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `t${i}` }));

beforeEach(() => vi.stubGlobal('window', { localStorage: { getItem: () => null } }));
afterEach(() => vi.unstubAllGlobals());

describe('getWholeList', () => {
  it('reads a list that fits one page in one request, keeping what it carries beside', async () => {
    const fetchMock = serve(tokens(3), 200);
    vi.stubGlobal('fetch', fetchMock);
    const list = await getWholeList<TokenList>('/account/api-tokens');
    expect(list).toEqual({
      items: tokens(3),
      total: 3,
      nextCursor: null,
      grantableScopes: ['risks:read'],
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/account/api-tokens?limit=200');
  });

  it('reads a longer list to its end, keeping what it carries beside', async () => {
    vi.stubGlobal('fetch', serve(tokens(5), 2));
    const list = await getWholeList<TokenList>('/account/api-tokens');
    expect(list.items).toEqual(tokens(5));
    expect(list).toMatchObject({ total: 5, nextCursor: null, grantableScopes: ['risks:read'] });
  });
});
