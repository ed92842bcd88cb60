import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@rampart/contracts';
import { api, ApiError, fieldIssues, toQuery } from './api-client.ts';

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
let stored: Record<string, string>;

beforeEach(() => {
  stored = {};
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { localStorage: { getItem: (k: string) => stored[k] ?? null } });
});
afterEach(() => vi.unstubAllGlobals());

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('api client', () => {
  it('unwraps data and sends JSON with credentials and a request id', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, data: { id: 'x' } }));
    await expect(api.post('/things', { a: 1 })).resolves.toEqual({ id: 'x' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/things');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-request-id']).toMatch(/^[0-9a-z]+-[0-9a-z]{6}$/);
    expect(headers['organization-id']).toBeUndefined();
  });

  it('sends the selected organisation', async () => {
    stored['rampart.organizationId'] = 'org_1';
    fetchMock.mockResolvedValue(json(200, { success: true, data: null }));
    await api.get('/users/me');
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['organization-id']).toBe('org_1');
  });

  it.each([
    [401, 'INVALID_CREDENTIALS', 'Invalid email or password', MESSAGES.unauthenticated],
    [403, 'FORBIDDEN', 'Nope', MESSAGES.forbidden],
    [409, 'CONFLICT', 'Already pending', 'Already pending'],
  ])(
    'maps %i to the spec message, keeping the server words',
    async (status, code, message, expected) => {
      fetchMock.mockResolvedValue(json(status, { success: false, error: { code, message } }));
      const error = await failure(api.get('/x'));
      expect(error).toMatchObject({ status, code, message: expected, serverMessage: message });
    },
  );

  it('falls back to HTTP status text when the body is not the envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await failure(api.get('/x'));
    expect(error.message).toBe('HTTP 502: Bad Gateway');
    expect(error.code).toBe('API_ERROR');
  });

  it('reports a network failure as unknown', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(api.get('/x'));
    expect(error).toMatchObject({ status: 0, message: MESSAGES.unknown });
  });

  it('exposes validation details per field', async () => {
    const details = [{ field: 'email', message: 'Enter a valid email address' }, { bogus: true }];
    fetchMock.mockResolvedValue(
      json(400, {
        success: false,
        error: { code: 'VALIDATION_ERROR', message: 'email: bad', details },
      }),
    );
    const error = await failure(api.post('/x', {}));
    expect(fieldIssues(error)).toEqual([
      { field: 'email', message: 'Enter a valid email address' },
    ]);
    expect(fieldIssues(new Error('x'))).toEqual([]);
  });
});

describe('toQuery', () => {
  it.each([
    [{}, ''],
    [{ limit: 50 }, '?limit=50'],
    [{ limit: 5, cursor: undefined, q: '' }, '?limit=5'],
    [{ cursor: 'a b' }, '?cursor=a+b'],
  ])('%j -> %s', (params, expected) => {
    expect(toQuery(params)).toBe(expected);
  });
});
