import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FRAMEWORKS } from '@rampart/db/library';
import { testApp } from '../../testing/app.ts';
import { call } from '../../testing/calls.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';
import { columnOf, downloadExport, expectBadFormatRefused } from '../../testing/table-exports.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const ok = async (who: SignedIn, method: 'PUT', url: string, payload?: object) => {
  const res = await call(app, who, method, url, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.body}`);
};
const ISO_A75 = '/api/frameworks/ISO27001/requirements/ISO27001%3A2022-A.7.5';

describe('Framework Status export', () => {
  it('writes every framework, or the tracked ones the page shows, with their figures', async () => {
    const owner = await buildOrg(app);
    await ok(owner, 'PUT', '/api/frameworks/SOC2/selection');
    await ok(owner, 'PUT', '/api/frameworks/ISO27001/selection');
    await ok(owner, 'PUT', `${ISO_A75}/applicability`, { applicable: false, reason: 'Remote' });
    const stranger = await buildOrg(app);
    await ok(stranger, 'PUT', '/api/frameworks/GDPR/selection');

    const all = await downloadExport(app, owner, '/api/frameworks/export', 'frameworks');
    expect(columnOf(all, 'id')).toEqual(FRAMEWORKS.map((f) => f.id));
    const tracked = await downloadExport(
      app,
      owner,
      '/api/frameworks/export?tracked=true',
      'frameworks',
    );
    expect(columnOf(tracked, 'id')).toEqual(
      FRAMEWORKS.map((f) => f.id).filter((id) => id === 'ISO27001' || id === 'SOC2'),
    );
    const iso = tracked.rows[columnOf(tracked, 'id').indexOf('ISO27001')]!;
    const cell = (header: string) => iso[tracked.headers.indexOf(header)];
    expect([cell('tracked'), cell('requirements'), cell('notApplicable')]).toEqual([
      'yes',
      '93',
      '1',
    ]);
    const gdpr = all.rows[columnOf(all, 'id').indexOf('GDPR')]!;
    expect(gdpr[all.headers.indexOf('tracked')]).toBe('no');
    expect(gdpr[all.headers.indexOf('met')]).toBe('');
    await expectBadFormatRefused(app, owner, '/api/frameworks/export');
  });

  it("writes a framework's requirements with the page's filters", async () => {
    const owner = await buildOrg(app);
    await ok(owner, 'PUT', '/api/frameworks/ISO27001/selection');
    await ok(owner, 'PUT', `${ISO_A75}/applicability`, { applicable: false, reason: 'Remote' });
    const url = '/api/frameworks/ISO27001/requirements/export';
    const what = 'ISO-IEC-27001-requirements';
    const all = await downloadExport(app, owner, url, what);
    expect(all.rows).toHaveLength(93);
    expect(all.headers.slice(0, 6)).toEqual([
      'code',
      'title',
      'description',
      'group',
      'mandatory',
      'status',
    ]);
    const na = await downloadExport(app, owner, `${url}?status=not_applicable`, what);
    expect(columnOf(na, 'code')).toEqual(['A.7.5']);
    expect(columnOf(na, 'applicabilityReason')).toEqual(['Remote']);
    const group = await downloadExport(app, owner, `${url}?group=A.7&q=equipment`, what);
    expect(columnOf(group, 'code').length).toBeGreaterThan(0);
    expect(columnOf(group, 'group').every((g) => g === 'A.7')).toBe(true);
    // The same framework, seen by another organisation: its own statuses, not ours.
    const stranger = await buildOrg(app);
    expect(
      (await downloadExport(app, stranger, `${url}?status=not_applicable`, what)).rows,
    ).toEqual([]);
    expect(
      (await call(app, owner, 'GET', '/api/frameworks/NOPE/requirements/export')).statusCode,
    ).toBe(404);
    await expectBadFormatRefused(app, owner, url);
  });
});
