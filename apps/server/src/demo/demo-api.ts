// How the demo talks to Rampart: through its own API, in-process (app.inject), as the person
// doing each thing, so every record is made by the product's use cases.
import type { FastifyInstance } from 'fastify';
import type { Db } from '@rampart/db';
import { multipartBody, type Part } from '../modules/evidence/multipart-body.ts';
import type { DemoRandom } from './demo-random.ts';
import type { SimClock } from './sim-clock.ts';
import type { Timeline } from './demo-timeline.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiResult = {
  status: number;
  json: { success: boolean; data?: unknown; error?: { message: string } };
  cookie?: string;
};
export type ApiCall = (
  method: Method,
  url: string,
  body?: unknown,
  cookie?: string,
) => Promise<ApiResult>;

const SESSION_COOKIE = 'rampart.session_token';

const resultOf = (res: Awaited<ReturnType<FastifyInstance['inject']>>): ApiResult => {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
  return {
    status: res.statusCode,
    json: res.json(),
    cookie: c ? `${c.name}=${c.value}` : undefined,
  };
};

/** Calls the app in-process (no server listening). */
export const apiViaInject =
  (app: FastifyInstance): ApiCall =>
  async (method, url, body, cookie) =>
    resultOf(
      await app.inject({
        method,
        url,
        payload: body as object | undefined,
        headers: cookie ? { cookie } : {},
      }),
    );

export type FilePart = { fileName: string; contentType: string; data: Buffer };

/** A multipart upload in-process: the fields, and the file in the part named `file`. */
export const uploadViaInject = async (
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  file: FilePart,
  cookie?: string,
): Promise<ApiResult> => {
  const parts: Part[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', ...file },
  ];
  const body = multipartBody(parts);
  return resultOf(
    await app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    }),
  );
};

export const must = <T>(label: string, r: ApiResult): T => {
  if (r.status >= 300 || !r.json.success) {
    throw new Error(`${label} failed (${r.status}): ${r.json.error?.message ?? 'unknown error'}`);
  }
  return r.json.data as T;
};

export type PersonKey = 'owner' | 'admin' | 'risk' | 'auditor' | 'member';

/** One person's calls, signed in as them (again, when a long quiet spell let the session lapse). */
export type As = {
  userId: string;
  get<T>(url: string): Promise<T>;
  send<T>(method: Exclude<Method, 'GET'>, url: string, body?: unknown): Promise<T>;
  /** A multipart upload: the fields and one file part named `file`. */
  upload<T>(url: string, fields: Record<string, string>, file: FilePart): Promise<T>;
};
/** The demo's world while the year is written: the app, its database, the clock, the people. */
export type DemoWorld = {
  app: FastifyInstance;
  api: ApiCall;
  db: Db;
  clock: SimClock;
  rng: DemoRandom;
  t: Timeline;
  organizationId: string;
  /** A person who has joined, signed in. */
  as(person: PersonKey): As;
  /** The people who have joined so far. */
  people: Map<PersonKey, As>;
  /** Register controls, risks and vendors by title or name, as they are created. */
  controls: Map<string, string>;
  risks: Map<string, string>;
  vendors: Map<string, string>;
};

/** A calendar date (YYYY-MM-DD) `days` after the simulated now. */
export const dayFromNow = (world: Pick<DemoWorld, 'clock'>, days = 0): string =>
  new Date(world.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The calls of one person, signing in on the first call and whenever the session has lapsed. */
export const personCalls = (
  app: FastifyInstance,
  signIn: () => Promise<{ cookie: string; userId: string }>,
  first: { cookie: string; userId: string },
): As => {
  let session = first;
  const call = async (label: string, send: (cookie: string) => Promise<ApiResult>) => {
    let res = await send(session.cookie);
    if (res.status === 401) {
      session = await signIn();
      res = await send(session.cookie);
    }
    return must<never>(label, res);
  };
  const api = apiViaInject(app);
  return {
    get userId() {
      return session.userId;
    },
    get: (url) => call(`GET ${url}`, (cookie) => api('GET', url, undefined, cookie)),
    send: (method, url, body) =>
      call(`${method} ${url}`, (cookie) => api(method, url, body ?? {}, cookie)),
    upload: (url, fields, file) =>
      call(`upload to ${url}`, (cookie) => uploadViaInject(app, url, fields, file, cookie)),
  };
};
