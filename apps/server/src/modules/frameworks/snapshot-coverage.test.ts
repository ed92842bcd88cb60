import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '@rampart/db/testing';
import { call } from '../../testing/calls.ts';
import { testApp } from '../../testing/app.ts';
import { buildOrg } from '../../testing/factories.ts';
import { snapshotCoverage } from './snapshot-coverage.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});

describe('coverage snapshots', () => {
  it('records each tracked framework for the day, and Analytics draws them', async () => {
    const owner = await buildOrg(app);
    const track = await call(app, owner, 'PUT', '/api/frameworks/SOC2/selection');
    expect(track.statusCode).toBeLessThan(300);
    const { db } = await testDatabase();
    const now = new Date();
    expect(await snapshotCoverage(db, now)).toBeGreaterThan(0);
    // Twice the same day: one snapshot, the later figure.
    await snapshotCoverage(db, new Date(now.getTime() + 1000));
    const trend = (
      await call(app, owner, 'GET', '/api/analytics/trends/coverage?period=30d')
    ).json().data;
    expect(trend.frameworks).toHaveLength(1);
    const soc2 = trend.frameworks[0];
    expect(soc2.id).toBe('SOC2');
    expect(soc2.points.at(-1)).toMatchObject({ percentMet: 0, met: 0 });
    expect(soc2.points.at(-1).applicable).toBeGreaterThan(0);
    // Before the first snapshot there is no figure, not a zero.
    expect(soc2.points[0]).toMatchObject({ percentMet: null, met: null, applicable: null });
  });
});
