import { describe, expect, it } from 'vitest';
import { TEST_ENGINE, testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { testApp, testConfig } from '../../testing/app.ts';

describe('GET /api/health', () => {
  it('reports status, engine, migration version and uptime', async () => {
    const app = await testApp();
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'ok',
      database: { engine: TEST_ENGINE, ok: true, migration: expect.stringMatching(/^\d{4}_/) },
    });
    expect(res.json().data.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 when the database does not answer', async () => {
    const real = await testDatabase();
    const app = await buildApp({
      config: testConfig(),
      database: { ...real, ping: async () => false },
      mailer: null,
    });
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'SERVICE_UNAVAILABLE' } });
    await app.close();
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document and the browsable docs', async () => {
    const app = await testApp();
    const doc = await app.inject({ url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/users/me', '/api/audit-events']),
    );
    const ui = await app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('answers unknown API paths with the error shape', async () => {
    const app = await testApp();
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });
});
