import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PERSONAL_SECTIONS } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { TEST_ORIGIN, testApp } from '../../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../../testing/factories.ts';
import { PERSONAL_DATA_FORMAT, PERSONAL_DATA_VERSION } from './export-personal-data.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

const download = (who: SignedIn | null) =>
  app.inject({ url: '/api/account/data', headers: who ? { cookie: who.cookie } : {} });

describe('a person’s own data', () => {
  it('downloads as one JSON file with their profile, memberships, sessions and actions', async () => {
    const person = await buildOrg(app, { name: 'Dana Data', organizationName: 'Data Org' });
    const colleague = await buildMember(app, person, 'member', 'Colin Colleague');
    const risk = await app.inject({
      method: 'POST',
      url: '/api/risks',
      headers: { cookie: person.cookie, origin: TEST_ORIGIN },
      payload: { title: 'Laptop theft', likelihood: 3, impact: 4 },
    });
    expect(risk.statusCode).toBe(200);

    const res = await download(person);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="rampart-my-data-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = res.json();
    expect(data).toMatchObject({ format: PERSONAL_DATA_FORMAT, version: PERSONAL_DATA_VERSION });
    expect(data.profile).toEqual([
      expect.objectContaining({ email: person.email, name: 'Dana Data' }),
    ]);
    expect(data.organizations).toEqual([{ id: person.user.organizationId, name: 'Data Org' }]);
    expect(data.memberships).toEqual([
      expect.objectContaining({ organization_id: person.user.organizationId, role: 'owner' }),
    ]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.actions).toContainEqual(
      expect.objectContaining({ entity_type: 'risk', entity_id: risk.json().data.id }),
    );
    expect(data.withheld.sessions).toContain('token');

    // Nothing of a secret, and nothing of the colleague.
    const { raw } = await testDatabase();
    const secrets = await raw<{ token: string; password: string | null }>(
      'select s.token, a.password from sessions s join accounts a on a.user_id = s.user_id where s.user_id = $1',
      [person.user.id],
    );
    expect(secrets.length).toBeGreaterThan(0);
    for (const row of secrets) {
      expect(res.body).not.toContain(row.token);
      if (row.password) expect(res.body).not.toContain(row.password);
    }
    expect(res.body).not.toContain(colleague.email);
    expect(res.body).not.toContain(colleague.user.id);
  });

  it('needs a session', async () => {
    const res = await download(null);
    expect(res.statusCode).toBe(401);
  });

  it('names every column of its tables as shown or withheld, never both', async () => {
    const { raw } = await testDatabase();
    for (const section of PERSONAL_SECTIONS) {
      const columns = (
        await raw<{ column_name: string }>(
          'select column_name from information_schema.columns where table_name = $1',
          [section.table],
        )
      ).map((c) => c.column_name);
      expect(columns.length, section.table).toBeGreaterThan(0);
      const named = [...section.shown, ...section.withheld];
      expect(new Set(named).size, `${section.table}: a column named twice`).toBe(named.length);
      expect([...named].sort(), section.table).toEqual([...columns].sort());
    }
  });
});
