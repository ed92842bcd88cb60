import type { InjectOptions } from 'fastify';
import { multipartBody, pdfBytes, type Part } from '../modules/evidence/multipart-body.ts';
import { validValue } from './route-table-arbitrary.ts';
import type { RouteEntry } from './route-table.ts';
import { paramSources } from './route-table-params.ts';
import type { TenantIds } from './route-table-tenant.ts';

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * Percent-encodes text byte by byte. encodeURIComponent throws on a lone surrogate; Node's
 * UTF-8 encoder writes it as U+FFFD, so the request goes out and the server sees the result.
 */
export const encodeText = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) => {
      const c = String.fromCharCode(b);
      return UNRESERVED.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

/** The URL with each parameter replaced by its (already encoded) value. */
export const fillPath = (url: string, encoded: Record<string, string>) =>
  url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => encoded[name ?? '*'] ?? '');

/** A query string from a generated object: arrays repeat the key, objects go as JSON. */
export const toQuery = (value: unknown): string => {
  if (!value || typeof value !== 'object') return '';
  const pairs: string[] = [];
  for (const [key, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === undefined) continue;
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      pairs.push(`${encodeText(key)}=${encodeText(text)}`);
    }
  }
  return pairs.join('&');
};

/** Which of the tenant's records a body property names, by its name (riskId, controlIds, ...). */
const ID_KEYS: Record<string, keyof TenantIds> = {
  riskId: 'risk',
  riskIds: 'risk',
  controlId: 'control',
  controlIds: 'control',
  evidenceId: 'evidence',
  evidenceIds: 'evidence',
  findingId: 'finding',
  testScriptId: 'testScript',
  stepId: 'testStep',
  controlTestId: 'controlTest',
  assessmentId: 'assessment',
  frameworkId: 'framework',
  requirementId: 'requirement',
  ownerUserId: 'owner',
  leadAssessorUserId: 'owner',
  assignee: 'owner',
  userId: 'owner',
  conversationId: 'conversation',
  libraryControlId: 'libraryControl',
  libraryControlIds: 'libraryControl',
  vendorId: 'vendor',
  extractionJobId: 'aiJob',
  assigneeId: 'owner',
  attachmentIds: 'evidence',
  parentId: 'questionnaireComment',
};
/** `id` and `ids` in a body name the route's own resource. */
const RESOURCE_OF_SEGMENT: Record<string, keyof TenantIds> = {
  risks: 'risk',
  controls: 'control',
  evidence: 'evidence',
  findings: 'finding',
  'test-scripts': 'testScript',
  assessments: 'assessment',
  frameworks: 'framework',
  vendors: 'vendor',
};
/** Records every organisation shares: naming them is no intrusion. */
const SHARED_KEYS = new Set<keyof TenantIds>(['libraryControl', 'controlTemplate']);

export const idsForRoute = (route: Pick<RouteEntry, 'url'>, ids: TenantIds) => {
  const resource = RESOURCE_OF_SEGMENT[route.url.split('/')[2] ?? ''];
  return (key: string): string[] | undefined => {
    const kind = key === 'id' || key === 'ids' ? resource : ID_KEYS[key];
    return kind ? [ids[kind]] : undefined;
  };
};

/** The tenant's own record ids (not the shared ones), to tell whether a request names one. */
export const tenantRecordIds = (ids: TenantIds) =>
  new Set(
    Object.entries(ids)
      .filter(([k]) => !SHARED_KEYS.has(k as keyof TenantIds))
      .map(([, v]) => v),
  );

const mentions = (value: unknown, wanted: Set<string>): boolean => {
  if (typeof value === 'string') return wanted.has(value);
  if (Array.isArray(value)) return value.some((v) => mentions(v, wanted));
  if (value && typeof value === 'object')
    return Object.values(value).some((v) => mentions(v, wanted));
  return false;
};

export type BuiltRequest = {
  options: InjectOptions;
  /** The path names one of the tenant's own records. */
  pathNamesRecord: boolean;
  /** The body or query names one of the tenant's own records. */
  bodyNamesRecord: boolean;
};

/** What a route takes, as it declares it (`schema.consumes`); nothing declared is JSON. */
export const isMultipart = (route: RouteEntry) => route.consumes.includes('multipart/form-data');
export const FORM_TYPE = 'application/x-www-form-urlencoded';
export const isFormPost = (route: RouteEntry) => route.consumes.includes(FORM_TYPE);
export const isFileUpload = (route: RouteEntry) =>
  !route.body && route.method === 'POST' && route.url.endsWith('/import');

/**
 * The fields of each HTML form post (a trust centre visitor's), by the end of the route's path,
 * with values the form takes: such a route has no body schema to make them from.
 */
const FORM_FIELDS: Record<string, Record<string, string>> = {
  '/request': {
    name: 'Outsider visitor',
    email: 'visitor@outsider.test',
    company: 'Outsider customer',
    reason: 'Our yearly vendor review.',
  },
  '/confirm/:token': { accept: 'yes', ndaVersion: '1' },
  '/sign-out': {},
  '/subscribe': { email: 'subscriber@outsider.test' },
  '/subscribe/:token': {},
  // The one-click unsubscribe a mail provider posts (RFC 8058).
  '/unsubscribe/:token': { 'List-Unsubscribe': 'One-Click' },
};

/** A form route's fields and their valid values; a form missing from the table fails by name. */
export const formFields = (route: Pick<RouteEntry, 'url'>): Record<string, string> => {
  const end = Object.keys(FORM_FIELDS).find((suffix) => route.url.endsWith(suffix));
  if (end === undefined) {
    throw new Error(
      `No fields for the form ${route.url}: add them to FORM_FIELDS in route-table-request.ts`,
    );
  }
  return FORM_FIELDS[end]!;
};

/** A form body as a browser posts it: each name and value percent-encoded, joined by `&`. */
export const formBody = (pairs: [string, string][]) =>
  pairs.map(([name, value]) => `${encodeText(name)}=${encodeText(value)}`).join('&');

/**
 * The parts of an upload whose form is not the evidence one (a title, a control and a PDF), by
 * the route's path, so the valid request is one the route takes.
 */
const UPLOAD_PARTS: Record<string, () => Part[]> = {
  // A visitor's questionnaire: the file alone, read for its questions.
  '/trust/:slug/questionnaires': () => [
    {
      name: 'file',
      fileName: 'questionnaire.txt',
      contentType: 'text/plain',
      data: Buffer.from('1. Is multi-factor authentication enforced?\n'),
    },
  ],
};

/**
 * A request the route's schemas accept, pointing at the tenant's records wherever a parameter or
 * property names one, so a refusal comes from the actor and not from validation.
 */
export const validRequest = (route: RouteEntry, ids: TenantIds): BuiltRequest => {
  const own = tenantRecordIds(ids);
  let pathNamesRecord = false;
  const encoded: Record<string, string> = {};
  for (const p of paramSources(route.url)) {
    const value = p.source.value(ids);
    encoded[p.name] = encodeText(value);
    if (p.source.scope === 'tenant') pathNamesRecord = true;
  }
  const idsFor = idsForRoute(route, ids);
  const query = route.querystring ? validValue(route.querystring, { idsFor }) : undefined;
  let body: unknown;
  if (route.body) {
    try {
      body = validValue(route.body, { idsFor, allKeys: true });
    } catch {
      body = validValue(route.body, { idsFor });
    }
  }
  const qs = toQuery(query);
  const url = fillPath(route.url, encoded) + (qs ? `?${qs}` : '');
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url,
  };
  if (body !== undefined) options.payload = body as InjectOptions['payload'];
  if (isMultipart(route)) {
    const parts = UPLOAD_PARTS[route.url]?.() ?? [
      { name: 'title', value: 'Outsider' },
      { name: 'controlId', value: ids.control },
      { name: 'file', fileName: 'a.pdf', contentType: 'application/pdf', data: pdfBytes() },
    ];
    const form = multipartBody(parts);
    options.payload = form.payload;
    options.headers = form.headers;
    body = Object.fromEntries(parts.flatMap((p) => ('value' in p ? [[p.name, p.value]] : [])));
  } else if (isFormPost(route)) {
    const fields = formFields(route);
    options.payload = formBody(Object.entries(fields));
    options.headers = { 'content-type': FORM_TYPE };
    body = fields;
  } else if (isFileUpload(route)) {
    const record = ids[RESOURCE_OF_SEGMENT[route.url.split('/')[2] ?? ''] ?? 'risk'];
    options.payload = `id,title,riskId,controlId\n${record},Outsider,${ids.risk},${ids.control}\n`;
    options.headers = { 'content-type': 'text/csv' };
    body = [record];
  }
  return {
    options,
    pathNamesRecord,
    bodyNamesRecord: mentions(body, own) || mentions(query, own),
  };
};
