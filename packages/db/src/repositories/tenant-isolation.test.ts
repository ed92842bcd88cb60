import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { newId } from '../ids.ts';
import {
  assessmentResults,
  controlRequirements,
  controls,
  frameworkRequirements,
  invitations,
  testScriptControls,
} from '../schema/index.ts';
import { testDatabase } from '../testing/index.ts';
import { findAssessmentResult, insertAssessment, upsertAssessmentResult } from './assessments.ts';
import { insertFramework } from './frameworks.ts';
import {
  findRequirement,
  insertControlRequirements,
  insertRequirements,
  listRequirements,
  requirementsByIds,
} from './requirements.ts';
import { insertInvitation, setInvitationStatus } from './invitations.ts';
import { insertOrganization } from './organizations.ts';
import { requirementKeys, upsertOscalControlRequirements } from './oscal.ts';
import { insertTestScript, upsertTestScriptControls } from './test-scripts.ts';
import { insertUser } from './users.ts';

/**
 * Every repository function on tenant data filters by the organisation it is given: the
 * organisation that owns a row sees it, another organisation's id gets nothing and changes
 * nothing. Organisation A imports a framework (tenant data), B is the outsider.
 */
let db: Db;
let a: string;
let b: string;
let userId: string;
let frameworkId: string;
let requirementId: string;
let assessmentId: string;

beforeAll(async () => {
  db = (await testDatabase()).db;
  a = (await insertOrganization(db, { id: newId('org'), name: 'Owner' })).id;
  b = (await insertOrganization(db, { id: newId('org'), name: 'Outsider' })).id;
  userId = (
    await insertUser(db, {
      id: newId('usr'),
      email: `${newId('u')}@example.test`,
      name: 'Ada',
      emailVerified: true,
    })
  ).id;
  frameworkId = (
    await insertFramework(db, {
      id: newId('fw'),
      organizationId: a,
      name: 'Imported catalog',
      source: 'oscal',
    })
  ).id;
  requirementId = `${frameworkId}:ac-1`;
  await insertRequirements(db, a, frameworkId, [
    { id: requirementId, code: 'AC-1', title: 'Policy', sortOrder: 0 },
  ]);
  assessmentId = (
    await insertAssessment(db, {
      id: newId('asm'),
      organizationId: a,
      frameworkId,
      name: 'Audit',
      periodStart: new Date('2026-01-01T00:00:00Z'),
      periodEnd: new Date('2026-12-31T00:00:00Z'),
    })
  ).id;
  await upsertAssessmentResult(db, a, {
    assessmentId,
    requirementId,
    result: 'met',
    notes: 'by the owner',
    updatedBy: userId,
  });
});

describe('requirements of an imported framework', () => {
  it('listRequirements: the owner lists them, another organisation gets none', async () => {
    expect((await listRequirements(db, a, frameworkId)).map((r) => r.id)).toEqual([requirementId]);
    expect(await listRequirements(db, b, frameworkId)).toEqual([]);
  });

  it('findRequirement: another organisation finds nothing', async () => {
    expect((await findRequirement(db, a, frameworkId, requirementId))?.code).toBe('AC-1');
    expect(await findRequirement(db, b, frameworkId, requirementId)).toBeUndefined();
  });

  it('requirementsByIds: another organisation gets none of them', async () => {
    expect((await requirementsByIds(db, a, [requirementId])).map((r) => r.id)).toEqual([
      requirementId,
    ]);
    expect(await requirementsByIds(db, b, [requirementId])).toEqual([]);
  });

  it('built-in requirements stay visible to every organisation', async () => {
    const builtin = await listRequirements(db, b, 'ISO27001');
    expect(builtin.length).toBeGreaterThan(0);
    expect(await requirementsByIds(db, b, [builtin[0]!.id])).toHaveLength(1);
  });

  it('requirementKeys: another organisation gets none', async () => {
    expect((await requirementKeys(db, a, frameworkId)).map((k) => k.code)).toEqual(['AC-1']);
    expect(await requirementKeys(db, b, frameworkId)).toEqual([]);
  });

  it('insertRequirements: writes nothing into another organisation’s framework', async () => {
    const id = `${frameworkId}:ac-2`;
    expect(
      await insertRequirements(db, b, frameworkId, [{ id, code: 'AC-2', title: 'Accounts' }]),
    ).toBe(0);
    expect(
      await db.select().from(frameworkRequirements).where(eq(frameworkRequirements.id, id)),
    ).toEqual([]);
  });
});

describe('assessment results', () => {
  it('findAssessmentResult: another organisation finds nothing', async () => {
    expect((await findAssessmentResult(db, a, assessmentId, requirementId))?.result).toBe('met');
    expect(await findAssessmentResult(db, b, assessmentId, requirementId)).toBeNull();
  });

  it('upsertAssessmentResult: another organisation changes nothing', async () => {
    const written = await upsertAssessmentResult(db, b, {
      assessmentId,
      requirementId,
      result: 'not_met',
      notes: 'by an outsider',
      updatedBy: userId,
    });
    expect(written).toBeNull();
    const rows = await db
      .select()
      .from(assessmentResults)
      .where(eq(assessmentResults.assessmentId, assessmentId));
    expect(rows.map((r) => [r.organizationId, r.result, r.notes])).toEqual([
      [a, 'met', 'by the owner'],
    ]);
  });
});

describe('invitations and test scripts', () => {
  it('setInvitationStatus: another organisation cannot revoke or accept it', async () => {
    const id = newId('inv');
    await insertInvitation(db, {
      id,
      organizationId: a,
      email: `${newId('i')}@example.test`,
      role: 'viewer',
      tokenHash: newId('hash'),
      invitedBy: userId,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    expect(await setInvitationStatus(db, b, id, 'revoked')).toBeNull();
    const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
    expect(row!.status).toBe('pending');
    expect((await setInvitationStatus(db, a, id, 'revoked'))?.status).toBe('revoked');
  });

  it('upsertTestScriptControls: links nothing to another organisation’s script', async () => {
    const script = await insertTestScript(db, { id: newId('tsc'), organizationId: a, title: 'S' });
    expect(
      await upsertTestScriptControls(db, b, [
        { testScriptId: script.id, controlId: newId('ctl'), isMandatory: true },
      ]),
    ).toBe(false);
    expect(
      await db
        .select()
        .from(testScriptControls)
        .where(eq(testScriptControls.testScriptId, script.id)),
    ).toEqual([]);
  });
});

describe('OSCAL control mappings', () => {
  it('upsertOscalControlRequirements: another organisation neither changes nor adds a link to our control', async () => {
    const controlId = newId('ctl');
    await db.insert(controls).values({ id: controlId, organizationId: a, title: 'Access policy' });
    const link = { controlId, requirementId, statement: 'ours' };
    expect(await upsertOscalControlRequirements(db, a, [link])).toHaveLength(1);
    const [other] = await listRequirements(db, b, 'ISO27001');
    const written = await upsertOscalControlRequirements(db, b, [
      { ...link, statement: 'theirs' },
      { controlId, requirementId: other!.id, statement: 'theirs' },
    ]);
    expect(written).toEqual([]);
    const rows = await db
      .select()
      .from(controlRequirements)
      .where(eq(controlRequirements.controlId, controlId));
    expect(rows.map((r) => [r.organizationId, r.requirementId, r.statement])).toEqual([
      [a, requirementId, 'ours'],
    ]);
  });
});

describe('control to requirement links', () => {
  it('insertControlRequirements: another organisation cannot link our control or our requirement', async () => {
    const ours = newId('ctl');
    const theirs = newId('ctl');
    await db.insert(controls).values([
      { id: ours, organizationId: a, title: 'Ours' },
      { id: theirs, organizationId: b, title: 'Theirs' },
    ]);
    const builtin = (await listRequirements(db, b, 'ISO27001'))[0]!.id;
    const written = await insertControlRequirements(db, b, [
      { controlId: ours, requirementId: builtin, source: 'manual', statement: '' },
      { controlId: theirs, requirementId, source: 'manual', statement: '' },
    ]);
    expect(written).toEqual([]);
    expect(
      await db
        .select()
        .from(controlRequirements)
        .where(inArray(controlRequirements.controlId, [ours, theirs])),
    ).toEqual([]);
    const own = await insertControlRequirements(db, b, [
      { controlId: theirs, requirementId: builtin, source: 'manual', statement: '' },
    ]);
    expect(own.map((r) => [r.organizationId, r.controlId])).toEqual([[b, theirs]]);
  });
});
