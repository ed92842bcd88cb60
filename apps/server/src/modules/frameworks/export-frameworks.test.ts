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
    expect(columnOf(all, 'ID')).toEqual(FRAMEWORKS.map((f) => f.id));
    const tracked = await downloadExport(
      app,
      owner,
      '/api/frameworks/export?tracked=true',
      'frameworks',
    );
    expect(columnOf(tracked, 'ID')).toEqual(
      FRAMEWORKS.map((f) => f.id).filter((id) => id === 'ISO27001' || id === 'SOC2'),
    );
    const iso = tracked.rows[columnOf(tracked, 'ID').indexOf('ISO27001')]!;
    const cell = (header: string) => iso[tracked.headers.indexOf(header)];
    expect([cell('Tracked'), cell('Requirements'), cell('Not applicable')]).toEqual([
      'Yes',
      '93',
      '1',
    ]);
    const gdpr = all.rows[columnOf(all, 'ID').indexOf('GDPR')]!;
    expect(gdpr[all.headers.indexOf('Tracked')]).toBe('No');
    expect(gdpr[all.headers.indexOf('Met')]).toBe('');
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
      'Code',
      'Title',
      'Description',
      'Group',
      'Mandatory',
      'Status',
    ]);
    const na = await downloadExport(app, owner, `${url}?status=not_applicable`, what);
    expect(columnOf(na, 'Code')).toEqual(['A.7.5']);
    expect(columnOf(na, 'Applicability reason')).toEqual(['Remote']);
    expect(columnOf(na, 'Status')).toEqual(['Not applicable']);
    const group = await downloadExport(app, owner, `${url}?group=A.7&q=equipment`, what);
    expect(columnOf(group, 'Code').length).toBeGreaterThan(0);
    expect(columnOf(group, 'Group').every((g) => g === 'A.7')).toBe(true);
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
