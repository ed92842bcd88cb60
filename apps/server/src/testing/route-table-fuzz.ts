import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { multipartBody, pdfBytes } from '../modules/evidence/multipart-body.ts';
import { HOSTILE_STRINGS, schemaArbitrary } from './route-table-arbitrary.ts';
import { encodeText, fillPath, idsForRoute, toQuery, validRequest } from './route-table-request.ts';
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

const isMultipart = (route: RouteEntry) => route.consumes.includes('multipart/form-data');
const isFileUpload = (route: RouteEntry) =>
  !route.body && route.method === 'POST' && route.url.endsWith('/import');

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

/** Bodies for the routes that take files: uploads and imports. */
type FileBody = Pick<InjectOptions, 'payload' | 'headers'> & { kind: string };
const fileBodies = (route: RouteEntry, ids: TenantIds, seed: number): FileBody[] => {
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
 * values in path, query and body, then the raw bodies of its kind (JSON, multipart, file).
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
  const body = route.body
    ? schemaArbitrary(route.body, { hostile: true, idsFor: idsForRoute(route, ids) })
    : fc.constant(undefined);
  const generated = fc.sample(fc.tuple(pathArb(route, ids), queryArb(route, ids), body), {
    numRuns: runs,
    seed,
  });
  for (const [path, query, payload] of generated) {
    const options: InjectOptions = { method, url: query ? `${path}?${query}` : path };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    out.push(request(options));
  }
  if (isMultipart(route) || isFileUpload(route)) {
    for (const { kind, ...extra } of fileBodies(route, ids, seed)) {
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
