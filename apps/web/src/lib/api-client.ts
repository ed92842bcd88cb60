import { LIST_LIMIT_MAX, MESSAGES, type FieldIssue, type Page } from '@rampart/contracts';
import { fileNameFrom } from './download.ts';
import { requestId } from './request-id.ts';
import { readStorage, STORAGE_KEYS } from './storage.ts';

export const API_BASE = '/api';

/** A failed call. `message` follows the spec's catalogue; `serverMessage` is the raw text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly serverMessage: string | null;

  constructor(
    message: string,
    opts: { status: number; code: string; details?: unknown; serverMessage?: string | null },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = opts.status;
    this.code = opts.code;
    this.details = opts.details ?? null;
    this.serverMessage = opts.serverMessage ?? null;
  }
}

type Envelope =
  | { success: true; data: unknown }
  | { success: false; error: { code: string; message: string; details?: unknown } };

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && 'success' in value;

/** A failed status as an ApiError: the spec's 401/403 words, else the server's, else the status. */
export const toError = (res: Response, payload: unknown): ApiError => {
  const error = isEnvelope(payload) && !payload.success ? payload.error : null;
  const base = {
    status: res.status,
    code: error?.code ?? 'API_ERROR',
    details: error?.details,
    serverMessage: error?.message ?? null,
  };
  if (res.status === 401) return new ApiError(MESSAGES.unauthenticated, base);
  if (res.status === 403) return new ApiError(MESSAGES.forbidden, base);
  const fallback = `HTTP ${res.status}: ${res.statusText}`;
  return new ApiError(error?.message || fallback, base);
};

type Outgoing = {
  body?: BodyInit;
  contentType?: string;
  accept?: string;
  signal?: AbortSignal;
  /** Extra headers of one call (a share link's pass). */
  headers?: Record<string, string>;
};

/** One call with the client's headers; a failed status becomes an ApiError. */
const send = async (method: string, path: string, out: Outgoing): Promise<Response> => {
  const headers: Record<string, string> = {
    ...out.headers,
    accept: out.accept ?? 'application/json',
    'x-request-id': requestId(),
  };
  if (out.contentType) headers['content-type'] = out.contentType;
  const organizationId = readStorage(STORAGE_KEYS.organizationId);
  if (organizationId) headers['organization-id'] = organizationId;

  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: out.body,
      signal: out.signal,
    });
  } catch (err) {
    // The caller gave up: its own abort error, not a network failure.
    if (out.signal?.aborted) throw err;
    throw new ApiError(MESSAGES.unknown, { status: 0, code: 'NETWORK_ERROR' });
  }
  // A proxy error page or an empty body is not JSON; the status still tells what happened.
  if (!res.ok) throw toError(res, await res.json().catch(() => null));
  return res;
};

/**
 * A JSON POST whose answer is not the usual envelope (a stream, a file): the response itself,
 * unread, once its status is fine. Same headers and error handling as every other call.
 */
export const postForResponse = (
  path: string,
  body: unknown,
  opts: { accept: string; signal?: AbortSignal },
): Promise<Response> =>
  send('POST', path, {
    body: JSON.stringify(body),
    contentType: 'application/json',
    accept: opts.accept,
    signal: opts.signal,
  });

/** A GET whose answer is not the usual envelope (a stream): the response, unread, once fine. */
export const getForResponse = (
  path: string,
  opts: { accept: string; signal?: AbortSignal },
): Promise<Response> => send('GET', path, { accept: opts.accept, signal: opts.signal });

const unwrap = async <T>(res: Response): Promise<T> => {
  const payload: unknown = await res.json().catch(() => null);
  if (isEnvelope(payload) && payload.success) return payload.data as T;
  throw new ApiError(MESSAGES.unknown, { status: res.status, code: 'API_ERROR' });
};

const request = async <T>(
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> => {
  // A FormData body sets its own multipart content type, with the boundary.
  const multipart = body instanceof FormData;
  const out: Outgoing =
    body === undefined
      ? { headers }
      : multipart
        ? { body, headers }
        : { body: JSON.stringify(body), contentType: 'application/json', headers };
  return unwrap<T>(await send(method, path, out));
};

/**
 * If-Match for a record read at `updatedAt`: a save answers 412 when someone else changed it
 * since, instead of overwriting their change (the server's version is the record's updatedAt).
 */
export const versionHeader = (updatedAt: string | undefined): Record<string, string> =>
  updatedAt ? { 'if-match': `"${updatedAt}"` } : {};

export const api = {
  get: <T>(path: string, headers?: Record<string, string>) =>
    request<T>('GET', path, undefined, headers),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    request<T>('POST', path, body ?? {}, headers),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  /** `headers`: an `if-match` naming the version the change was made on (versionHeader). */
  patch: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    request<T>('PATCH', path, body ?? {}, headers),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  /** A multipart upload (files); same headers and error handling as the JSON calls. */
  upload: <T>(path: string, formData: FormData) => request<T>('POST', path, formData),
  /** A file sent as the raw body (a CSV or XLSX import); the answer is the usual envelope. */
  uploadRaw: async <T>(path: string, file: Blob, contentType: string) =>
    unwrap<T>(await send('POST', path, { body: file, contentType })),
  /** A file to save (an export): its bytes and the name the server gave it. */
  download: async (path: string, fallbackName: string) => {
    const res = await send('GET', path, { accept: '*/*' });
    return {
      blob: await res.blob(),
      fileName: fileNameFrom(res.headers.get('content-disposition'), fallbackName),
    };
  },
};

/** The per-field problems of a VALIDATION_ERROR, for forms to show beside each field. */
export const fieldIssues = (error: unknown): FieldIssue[] => {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (d): d is FieldIssue =>
      typeof d === 'object' &&
      d !== null &&
      typeof (d as FieldIssue).field === 'string' &&
      typeof (d as FieldIssue).message === 'string',
  );
};

/** The text to show for any thrown value. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : MESSAGES.unknown;

/** Builds a query string, skipping empty values. */
export const toQuery = (params: Record<string, string | number | undefined | null>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The most pages a whole list is read in: 50 pages of 200, far past any list a screen shows. */
const WHOLE_LIST_PAGES = 50;

/**
 * A list route read page by page to its end, keeping what the first page answers beside its
 * items (the actor's abilities, the scopes they may grant, a widget's counts). `path` may carry
 * its own query; the page size is the largest allowed, so most lists take one request.
 * `headers` go with every page (a share link's pass).
 */
export const getWholeList = async <L extends Page<unknown>>(
  path: string,
  signal?: AbortSignal,
  headers?: Record<string, string>,
): Promise<L> => {
  const separator = path.includes('?') ? '&' : '?';
  let first: L | null = null;
  const items: L['items'][number][] = [];
  let cursor: string | null = null;
  for (let pageNumber = 0; pageNumber < WHOLE_LIST_PAGES; pageNumber += 1) {
    const query: string = `limit=${LIST_LIMIT_MAX}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page: L = await unwrap<L>(
      await send('GET', `${path}${separator}${query}`, { signal, headers }),
    );
    first ??= page;
    items.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return { ...first!, items, nextCursor: null };
};

/** Every item of a list route, read to its end (pickers and panels that show everything). */
export const getAllItems = async <T>(
  path: string,
  signal?: AbortSignal,
  headers?: Record<string, string>,
): Promise<T[]> => (await getWholeList<Page<T>>(path, signal, headers)).items;
