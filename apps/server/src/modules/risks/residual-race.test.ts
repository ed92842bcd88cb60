// A risk's residual is written under the risk's row lock: a concurrent change of its likelihood
// cannot leave a residual computed from the old one. Only a PostgreSQL server runs transactions
// side by side (the embedded engine runs one at a time), so this runs with DATABASE_URL.
import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { findRisk, insertOrganization, insertUser, newId, type Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { residualRisk } from '@rampart/domain';
import { createControlBodySchema, createRiskBodySchema } from '@rampart/contracts';
import type { Actor } from '../../auth/actor.ts';
import { createControls } from '../controls/create-controls.ts';
import { mapControls } from '../mappings/map-controls.ts';
import { updateMappings } from '../mappings/update-mappings.ts';
import { createRisks } from './create-risks.ts';
import { updateRisks } from './update-risks.ts';

const url = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: Database;
beforeAll(async () => {
  if (url) database = await testDatabase();
});

describe.skipIf(!url)('residual risk under concurrent changes (PostgreSQL server)', () => {
  it('a mapping change racing a likelihood change stores the residual of the new likelihood', async () => {
    const { db } = database;
    const organizationId = (await insertOrganization(db, { id: newId('org'), name: 'Race' })).id;
    const userId = (
      await insertUser(db, {
        id: newId('usr'),
        email: `${newId('race')}@example.test`,
        name: 'Racer',
        emailVerified: true,
      })
    ).id;
    const actor = {
      userId,
      organizationId,
      role: 'owner',
      permissions: [],
      requestId: 'race',
    } as unknown as Actor;
    const [risk] = await createRisks({
      db,
      actor,
      inputs: [
        createRiskBodySchema.parse({
          title: 'Raced risk',
          category: 'TECHNOLOGY',
          likelihood: 5,
          impact: 5,
        }),
      ],
    });
    const [control] = await createControls({
      db,
      actor,
      inputs: [
        createControlBodySchema.parse({
          title: 'Raced control',
          type: 'preventive',
          status: 'active',
        }),
      ],
    });
    await mapControls({
      db,
      actor,
      input: { riskId: risk!.id, controlIds: [control!.id], effectiveness: 0.2 },
    });

    // A third connection holds the risk's row so both changes queue behind it in a known order.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from risks where id = $1 for update', [risk!.id]);
      const likelihood = updateRisks({
        db,
        actor,
        updates: [{ id: risk!.id, patch: { likelihood: 1 } }],
      });
      await sleep(300);
      const mapping = updateMappings({
        db,
        actor,
        updates: [{ riskId: risk!.id, controlId: control!.id, effectiveness: 0.5 }],
      });
      await sleep(300);
      await holder.query('commit');
      await Promise.all([likelihood, mapping]);
    } finally {
      await holder.end();
    }

    const stored = (await findRisk(db, organizationId, risk!.id))!;
    const expected = residualRisk(stored.likelihood, stored.impact, [
      { type: 'preventive', effectiveness: 0.5 },
    ]);
    expect(stored.likelihood).toBe(1);
    expect([stored.residualLikelihood, stored.residualImpact]).toEqual([
      expected.likelihood,
      expected.impact,
    ]);
  });
});
