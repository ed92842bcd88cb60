import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { exeBytes, multipartBody, pdfBytes } from '../modules/evidence/multipart-body.ts';
import { DOCX_TYPE, storedZip } from './office-files.ts';
import { HOSTILE_STRINGS, schemaArbitrary } from './route-table-arbitrary.ts';
import {
  encodeText,
  fillPath,
  formBody,
  formFields,
  FORM_TYPE,
  idsForRoute,
  isFileUpload,
  isFormPost,
  isMultipart,
  toQuery,
  validRequest,
} from './route-table-request.ts';
import type { RouteEntry } from './route-table.ts';
import { paramSources } from './route-table-params.ts';
import type { TenantIds } from './route-table-tenant.ts';

/** A request for the fuzz suite, with a one-line description for failure reports. */
export type FuzzRequest = { label: string; options: InjectOptions };

/** Raw path segments and query parts that no encoder would produce: bad bytes, bad escapes. */
const RAW_SEGMENTS = ['%00', '%ED%A0%80', '%FF%FE', '%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', '%'];
const RAW_QUERIES = ['a=%00', 'a=%ED%A0%80', 'a=%FF', '%=%', 'a[__proto__][x]=1', '&&=&'];

const hostileText = fc.constantFrom(...HOSTILE_STRINGS);
const describe = (options: InjectOptions, kind?: string) => {
  const payload =
    typeof options.payload === 'string' || Buffer.isBuffer(options.payload)
      ? `${kind ?? 'raw'}, ${options.payload.length} bytes: ${String(options.payload).slice(0, 80)}`
      : JSON.stringify(options.payload ?? null);
  return `${options.method} ${String(options.url).slice(0, 200)} ${String(payload).slice(0, 300)}`;
};
const request = (options: InjectOptions, kind?: string): FuzzRequest => ({
  label: describe(options, kind),
  options,
});

/** Each parameter: the real record, a value in the schema's shape, or hostile text or bytes. */
const pathArb = (route: RouteEntry, ids: TenantIds) => {
  const shape: Record<string, fc.Arbitrary<string>> = {};
  for (const p of paramSources(route.url)) {
    shape[p.name] = fc.oneof(
      { arbitrary: fc.constant(encodeText(p.source.value(ids))), weight: 2 },
      { arbitrary: hostileText.map(encodeText), weight: 2 },
      { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
    );
  }
  return fc.record(shape).map((values) => fillPath(route.url, values));
};

const queryArb = (route: RouteEntry, ids: TenantIds) => {
  const generated = route.querystring
    ? schemaArbitrary(route.querystring, { hostile: true, idsFor: idsForRoute(route, ids) }).map(
        toQuery,
      )
    : hostileText.map((t) => `q=${encodeText(t)}`);
  return fc.oneof(
    { arbitrary: generated, weight: 4 },
    { arbitrary: fc.constantFrom(...RAW_QUERIES), weight: 1 },
  );
};

const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** A raw body and its content type, with what kind of body it is for failure reports. */
type RawBody = Pick<InjectOptions, 'payload' | 'headers'> & { kind: string };

const file = (fileName: string, contentType: string, data: Buffer) => ({
  name: 'file',
  fileName,
  contentType,
  data,
});
const multipart = (kind: string, ...parts: Parameters<typeof multipartBody>[0]): RawBody => ({
  kind,
  ...multipartBody(parts),
});

const hasNul = (text: string) => text.includes('\u0000');
/** A plain-text questionnaire, one numbered question a line. */
const questionsFile = (questions: readonly string[]) =>
  Buffer.from(questions.map((q, i) => `${i + 1}. ${q}?`).join('\n'));

/**
 * More bodies for one upload, by its path: what its own reading refuses. A visitor's
 * questionnaire is read for its questions, so its file's contents are fuzzed too.
 */
const UPLOAD_BODIES: Record<string, (texts: string[]) => RawBody[]> = {
  '/trust/:slug/questionnaires': (texts) => [
    // The file's name becomes the questionnaire's title.
    ...texts
      .slice(0, 3)
      .map((name) =>
        multipart(
          'multipart, a hostile file name',
          file(
            `${name}.txt`,
            'text/plain',
            questionsFile(['Is multi-factor authentication enforced']),
          ),
        ),
      ),
    // NUL makes the file binary, refused whole: the other questions go in a file of their own.
    multipart(
      'multipart, hostile questions',
      file(
        'questionnaire.txt',
        'text/plain',
        questionsFile(HOSTILE_STRINGS.filter((h) => !hasNul(h))),
      ),
    ),
    multipart(
      'multipart, questions with NUL',
      file('questionnaire.txt', 'text/plain', questionsFile(HOSTILE_STRINGS.filter(hasNul))),
    ),
    multipart(
      'multipart, an executable',
      file('questionnaire.exe', 'application/x-msdownload', exeBytes()),
    ),
    multipart(
      'multipart, a zip that is no document',
      file('questionnaire.docx', DOCX_TYPE, storedZip({ '[Content_Types].xml': '<Types/>' })),
    ),
    multipart(
      'multipart, two files',
      file('a.txt', 'text/plain', Buffer.from('1. First?')),
      file('b.txt', 'text/plain', Buffer.from('1. Second?')),
    ),
    multipart('multipart, no file', { name: 'title', value: 'No file' }),
    multipart('multipart, the file under another name', {
      ...file('a.txt', 'text/plain', Buffer.from('1. First?')),
      name: 'upload',
    }),
    multipart(
      'multipart, more parts than a form has',
      ...Array.from({ length: 30 }, (_, i) => ({ name: `field${i}`, value: 'x' })),
    ),
  ],
};

/** Bodies for the routes that take files: uploads and imports. */
const fileBodies = (route: RouteEntry, ids: TenantIds, seed: number): RawBody[] => {
  const texts = fc.sample(hostileText, { numRuns: 6, seed });
  if (isMultipart(route)) {
    const good = multipartBody([
      { name: 'title', value: texts[0]! },
      { name: 'description', value: texts[1]! },
      { name: 'controlId', value: texts[2]! },
      { name: 'file', fileName: texts[3]!, contentType: 'application/pdf', data: pdfBytes() },
    ]);
    const truncated = good.payload.subarray(0, Math.floor(good.payload.length / 2));
    return [
      ...(UPLOAD_BODIES[route.url]?.(texts) ?? []),
      { kind: 'multipart, hostile fields', payload: good.payload, headers: good.headers },
      {
        kind: 'multipart, no boundary',
        payload: good.payload,
        headers: { 'content-type': 'multipart/form-data' },
      },
      { kind: 'multipart, truncated', payload: truncated, headers: good.headers },
      {
        kind: 'multipart, wrong boundary',
        payload: good.payload,
        headers: { 'content-type': 'multipart/form-data; boundary=wrong' },
      },
    ];
  }
  const header = 'id,title,description,category,likelihood,impact,status,owner,dateIdentified';
  const rows = [
    [ids.risk, ...texts.slice(0, 3), '3', '3', 'identified', texts[4]!, texts[5]!],
    ['', texts[1]!, '', '', '1e309', 'NaN', '', '', '2026-02-30'],
  ];
  const csv = [header, ...rows.map((r) => r.map(csvCell).join(','))].join('\n');
  return [
    { kind: 'csv, hostile cells', payload: csv, headers: { 'content-type': 'text/csv' } },
    {
      kind: 'broken zip',
      payload: Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 0xff]),
      headers: { 'content-type': 'text/csv' },
    },
    {
      kind: 'not a spreadsheet',
      payload: Buffer.from('not a spreadsheet'),
      headers: { 'content-type': 'application/octet-stream' },
    },
    { kind: 'empty', payload: '', headers: { 'content-type': 'text/csv' } },
  ];
};

const FORM_HEADERS = { 'content-type': FORM_TYPE };
/** Escapes no encoder writes: a lone `%`, no hex, a UTF-16 surrogate in UTF-8, NUL, cut short. */
const BAD_ESCAPES = ['%', '%ZZ', '%ED%A0%80', '%00', '%FF%FE', '%E0%A4%A'];
/** Past the visitor forms' 16 KB body limit. */
const PAST_FORM_LIMIT = 17 * 1024;

/** A form's body from generated values: each field its valid value, hostile text, or missing. */
const formArb = (route: RouteEntry) => {
  const fields = formFields(route);
  const shape: Record<string, fc.Arbitrary<string | undefined>> = {};
  for (const [name, value] of Object.entries(fields)) {
    shape[name] = fc.option(
      fc.oneof({ arbitrary: fc.constant(value), weight: 1 }, { arbitrary: hostileText, weight: 2 }),
      { nil: undefined, freq: 4 },
    );
  }
  return fc
    .record(shape)
    .map((values) =>
      formBody(Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined)),
    );
};

/**
 * Raw bodies for an HTML form post (application/x-www-form-urlencoded): every field hostile,
 * bad escapes, fields missing or repeated, prototype keys, past the size limit, and the bodies
 * of other types a page (or a script) could send to it.
 */
const formBodies = (route: RouteEntry): RawBody[] => {
  const fields = formFields(route);
  const entries = Object.entries(fields);
  // A form of no fields (sign-out) still gets fields to read.
  const names = entries.length > 0 ? entries.map(([name]) => name) : ['field'];
  const valid = formBody(entries);
  const withValid = (extra: string) => (valid ? `${valid}&${extra}` : extra);
  // Each field set to the same text, as written (already encoded, or raw).
  const every = (written: string) => names.map((name) => `${name}=${written}`).join('&');
  const form = (kind: string, payload: string): RawBody => ({
    kind: `form, ${kind}`,
    payload,
    headers: FORM_HEADERS,
  });
  return [
    ...HOSTILE_STRINGS.map((text) => form('every field hostile', every(encodeText(text)))),
    form('every field long, within the limit', every('x'.repeat(3_000))),
    ...BAD_ESCAPES.map((escape) => form('bad escapes', `${every(escape)}&${escape}=${escape}`)),
    ...names.map((name) =>
      form(`without ${name}`, formBody(entries.filter(([other]) => other !== name))),
    ),
    form('unknown fields only', 'unknown=1&other=2'),
    // The parser keeps the last of a repeated name: both orders.
    form('every field repeated, emptied', withValid(every(''))),
    form('every field repeated, emptied first', `${every('')}&${valid}`),
    form(
      'prototype keys',
      withValid(
        '__proto__=x&constructor=y&__proto__[polluted]=1&constructor%5Bprototype%5D%5Bpolluted%5D=1',
      ),
    ),
    form('past the size limit', withValid(`pad=${'a'.repeat(PAST_FORM_LIMIT)}`)),
    form('empty', ''),
    form('only separators', '&&=&=='),
    {
      kind: 'form, another charset',
      payload: valid,
      headers: { 'content-type': `${FORM_TYPE}; charset=iso-8859-1` },
    },
    { kind: 'form, no content type', payload: withValid('field=1'), headers: {} },
    // What else a page could post: text (a cross-site form may), JSON, multipart.
    { kind: 'form as text', payload: valid, headers: { 'content-type': 'text/plain' } },
    {
      kind: 'json to a form',
      payload: JSON.stringify(fields),
      headers: { 'content-type': 'application/json' },
    },
    multipart(
      'multipart to a form',
      ...entries.map(([name, value]) => ({ name, value })),
      file('a.pdf', 'application/pdf', pdfBytes()),
    ),
  ];
};

/** Raw JSON no generator makes: prototype keys, nesting past any sane depth, broken text. */
const rawJsonBodies = (valid: unknown): string[] => {
  const base = valid && typeof valid === 'object' ? JSON.stringify(valid).slice(1, -1) : '';
  const sep = base ? ',' : '';
  return [
    `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}${sep}${base}}`,
    `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
    '{"a":',
  ];
};

/**
 * The requests for one route: its valid request, then `runs` generated ones salted with hostile
 * values in path, query and body, then the raw bodies of its kind (JSON, multipart, file, form).
 */
export const fuzzRequests = (
  route: RouteEntry,
  ids: TenantIds,
  runs: number,
  seed: number,
): FuzzRequest[] => {
  const method = route.method as InjectOptions['method'];
  const valid = validRequest(route, ids).options;
  const out: FuzzRequest[] = [request(valid)];
  const form = isFormPost(route);
  const body: fc.Arbitrary<unknown> = route.body
    ? schemaArbitrary(route.body, { hostile: true, idsFor: idsForRoute(route, ids) })
    : form
      ? formArb(route)
      : fc.constant(undefined);
  const generated = fc.sample(fc.tuple(pathArb(route, ids), queryArb(route, ids), body), {
    numRuns: runs,
    seed,
  });
  for (const [path, query, payload] of generated) {
    const options: InjectOptions = { method, url: query ? `${path}?${query}` : path };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    if (form) options.headers = FORM_HEADERS;
    out.push(request(options));
  }
  if (isMultipart(route) || isFileUpload(route)) {
    for (const { kind, ...extra } of fileBodies(route, ids, seed)) {
      out.push(request({ ...valid, ...extra }, kind));
    }
  } else if (form) {
    for (const { kind, ...extra } of formBodies(route)) {
      out.push(request({ ...valid, ...extra }, kind));
    }
  } else if (route.body) {
    for (const raw of rawJsonBodies(valid.payload)) {
      out.push(
        request(
          {
            method,
            url: valid.url,
            payload: raw,
            headers: { 'content-type': 'application/json' },
          },
          'json',
        ),
      );
    }
  }
  return out;
};
