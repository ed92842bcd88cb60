import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@rampart/contracts';
import { api, ApiError, fieldIssues, getAllItems, toQuery } from './api-client.ts';

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

  it('uploads multipart forms as is, letting the browser set the boundary', async () => {
    stored['rampart.organizationId'] = 'org_1';
    fetchMock.mockResolvedValue(json(200, { success: true, data: { id: 'ev_1' } }));
    const form = new FormData();
    form.set('title', 'Policy');
    await expect(api.upload('/evidence', form)).resolves.toEqual({ id: 'ev_1' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/evidence');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: form });
    expect(headers['content-type']).toBeUndefined();
    expect(headers['organization-id']).toBe('org_1');
  });

  it('reports an upload the server refuses with its reason', async () => {
    const message = 'The file is larger than the limit of 10 MiB';
    fetchMock.mockResolvedValue(
      json(413, {
        success: false,
        error: { code: 'VALIDATION_ERROR', message, details: [{ field: 'file', message }] },
      }),
    );
    const error = await failure(api.upload('/evidence', new FormData()));
    expect(error.message).toBe(message);
    expect(fieldIssues(error)).toEqual([{ field: 'file', message }]);
  });
});

describe('raw files', () => {
  it('sends a file as the raw body with its type, and unwraps the answer', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, data: { created: 1 } }));
    const file = new Blob(['title\nA\n'], { type: 'text/csv' });
    await expect(api.uploadRaw('/controls/import?format=csv', file, 'text/csv')).resolves.toEqual({
      created: 1,
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/controls/import?format=csv');
    expect(init).toMatchObject({ method: 'POST', body: file, credentials: 'include' });
    expect((init.headers as Record<string, string>)['content-type']).toBe('text/csv');
  });

  it('keeps the line errors of a refused import', async () => {
    const details = [{ line: 3, field: 'type', message: 'Type must be one of …' }];
    fetchMock.mockResolvedValue(
      json(400, {
        success: false,
        error: { code: 'VALIDATION_ERROR', message: 'Line 3', details },
      }),
    );
    const error = await failure(api.uploadRaw('/x', new Blob(['x']), 'text/csv'));
    expect(error).toMatchObject({ status: 400, message: 'Line 3', details });
  });

  it('downloads a file under the name the server gives', async () => {
    fetchMock.mockResolvedValue(
      new Response('a,b\n', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="rampart-controls.csv"' },
      }),
    );
    const file = await api.download('/controls/export?format=csv', 'fallback.csv');
    expect(file.fileName).toBe('rampart-controls.csv');
    expect(await file.blob.text()).toBe('a,b\n');
    fetchMock.mockResolvedValue(new Response('x', { status: 200 }));
    expect((await api.download('/x', 'fallback.csv')).fileName).toBe('fallback.csv');
    fetchMock.mockResolvedValue(json(403, { success: false, error: { code: 'FORBIDDEN' } }));
    expect((await failure(api.download('/x', 'f'))).message).toBe(MESSAGES.forbidden);
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

describe('getAllItems', () => {
  it('follows nextCursor to the end of a list, keeping the path’s own query', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(200, { success: true, data: { items: [1, 2], total: 3, nextCursor: 'c 2' } }),
      )
      .mockResolvedValueOnce(
        json(200, { success: true, data: { items: [3], total: 3, nextCursor: null } }),
      );
    await expect(getAllItems<number>('/things?kind=a')).resolves.toEqual([1, 2, 3]);
    const urls = fetchMock.mock.calls.map((c) => c[0] as string);
    expect(urls).toEqual([
      '/api/things?kind=a&limit=200',
      '/api/things?kind=a&limit=200&cursor=c%202',
    ]);
  });

  it('fails as any call does when a page fails', async () => {
    fetchMock.mockResolvedValueOnce(
      json(403, { success: false, error: { code: 'FORBIDDEN', message: 'No' } }),
    );
    expect((await failure(getAllItems('/things'))).status).toBe(403);
  });
});
