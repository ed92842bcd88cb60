// The typed client of Rampart's REST API (issue 23): openapi-fetch over the types generated from
// /api/openapi.json (schema.d.ts, written by apps/server/src/dev/client-schema-cli.ts).
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema.d.ts';

export type { components, paths };
export type RampartClient = Client<paths>;
/** What every failure answers: `{ success: false, error: { code, message, details } }`. */
export type RampartErrorBody = components['schemas']['Error'];

export type RampartClientOptions = {
  /** Where Rampart answers, e.g. `https://rampart.example.com` (paths start with /api). */
  baseUrl: string;
  /** An API token (Profile or Organization settings, API tokens): it acts in its organisation. */
  token: string;
  /** Another fetch than globalThis.fetch (a proxy, a test's recorder). */
  fetch?: (request: Request) => Promise<Response>;
};

export const createRampartClient = ({ baseUrl, token, fetch }: RampartClientOptions) =>
  createClient<paths>({
    baseUrl,
    headers: { authorization: `Bearer ${token}` },
    ...(fetch ? { fetch } : {}),
  });

/** A request Rampart refused or failed: its HTTP status and the error body. */
export class RampartError extends Error {
  constructor(
    readonly status: number,
    readonly body: RampartErrorBody | undefined,
  ) {
    super(body ? `${status} ${body.error.code}: ${body.error.message}` : `HTTP ${status}`);
    this.name = 'RampartError';
  }
}

type Get<P extends keyof paths> = NonNullable<paths[P]['get']>;
type PageOf<P extends keyof paths> = [Get<P>] extends [never]
  ? null
  : Get<P> extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } }
    ? D
    : null;
type ParamsOf<P extends keyof paths> =
  Get<P> extends { parameters: infer A extends { query?: unknown; path?: unknown } } ? A : never;

/** The routes that answer one page of a list: `{ items, total, nextCursor }`. */
export type ListPath = {
  [P in keyof paths]: PageOf<P> extends { items: unknown[]; nextCursor: string | null } ? P : never;
}[keyof paths];
export type ListItem<P extends ListPath> = PageOf<P> extends { items: (infer I)[] } ? I : never;
/** A list's path parameters and query, but for the cursor, which listAll follows. */
export type ListParams<P extends ListPath> = Pick<ParamsOf<P>, 'path'> & {
  query?: Omit<NonNullable<ParamsOf<P>['query']>, 'cursor'>;
};
/** The params, optional unless the path has parameters. */
type ListArgs<P extends ListPath> = undefined extends ParamsOf<P>['path']
  ? [params?: ListParams<P>]
  : [params: ListParams<P>];

type PageRequest<P extends ListPath> = (
  path: P,
  init: { params: object },
) => Promise<{
  data?: { data: { items: ListItem<P>[]; nextCursor: string | null } };
  error?: RampartErrorBody;
  response: Response;
}>;

/**
 * Every item of a list route, page after page (`limit` items a page), following `nextCursor`
 * to the end. Stop early with `break`: no further page is asked for. Throws a RampartError when
 * a page is refused.
 */
export async function* listAll<P extends ListPath>(
  client: RampartClient,
  path: P,
  ...[params]: ListArgs<P>
): AsyncGenerator<ListItem<P>, void, undefined> {
  // openapi-fetch types each path on its own; the types above stand for them on any list path.
  const get = client.GET as unknown as PageRequest<P>;
  let cursor: string | null = null;
  do {
    const query = { ...params?.query, ...(cursor ? { cursor } : {}) };
    const { data, error, response } = await get(path, { params: { ...params, query } });
    if (!data) throw new RampartError(response.status, error);
    yield* data.data.items;
    cursor = data.data.nextCursor;
  } while (cursor);
}
