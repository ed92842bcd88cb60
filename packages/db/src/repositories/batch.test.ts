import { describe, expect, it } from 'vitest';
import { newId } from '../ids.ts';
import { TEST_ENGINE, testDatabase } from '../testing/index.ts';
import { listAuditEvents, recordAudits } from './audit.ts';
import { insertOrganization } from './organizations.ts';
import { lockRisks, updateRiskRows } from './risk-batches.ts';
import { findRisks, insertRisks, setResiduals, type NewRiskRow } from './risks.ts';

// Past PostgreSQL's 65,535 bind parameters as a VALUES list (25 columns a risk, 10 an event).
const MANY = 2700;

const riskRow = (organizationId: string, i: number): NewRiskRow => ({
  id: newId('rsk'),
  organizationId,
  title: `Risk ${i}`,
  category: 'TECHNOLOGY',
  likelihood: 3,
  impact: 4,
  riskScore: 12,
  riskLevel: 'medium',
  residualLikelihood: 3,
  residualImpact: 4,
  residualScore: 12,
  residualLevel: 'medium',
  reviewCadence: 'quarterly',
  frameworks: i % 2 ? ['SOC2', 'ISO27001'] : [],
  nextReview: new Date(Date.UTC(2026, 0, 1 + (i % 28))),
});

/** Every column given: 25 parameters a row as a VALUES list. */
const fullRiskRow = (organizationId: string, i: number): NewRiskRow => ({
  ...riskRow(organizationId, i),
  description: `About risk ${i}`,
  status: 'assessed',
  owner: null,
  ownerUserId: null,
  aiConfidence: null,
  dateIdentified: new Date(Date.UTC(2025, 5, 1)),
  lastAssessed: null,
  createdBy: null,
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe(`batch writes on ${TEST_ENGINE}`, () => {
  it('inserts, updates and audits thousands of rows, each in one statement', async () => {
    const { db } = await testDatabase();
    const org = (await insertOrganization(db, { id: newId('org'), name: 'Batch' })).id;
    const created = await insertRisks(
      db,
      Array.from({ length: MANY }, (_, i) => fullRiskRow(org, i)),
    );
    expect(created).toHaveLength(MANY);
    expect(created[1]).toMatchObject({ status: 'assessed', frameworks: ['SOC2', 'ISO27001'] });

    const updated = await db.transaction(async (tx) => {
      const locked = await lockRisks(
        tx,
        org,
        created.map((r) => r.id),
      );
      return updateRiskRows(
        tx,
        org,
        locked.map((r) => ({ ...r, title: `${r.title}!`, frameworks: ['GDPR'], owner: 'Ann' })),
      );
    });
    expect(updated).toHaveLength(MANY);
    const stored = await findRisks(db, org, [created[5]!.id]);
    expect(stored[0]).toMatchObject({ title: 'Risk 5!', frameworks: ['GDPR'], owner: 'Ann' });
    expect(stored[0]!.nextReview).toEqual(created[5]!.nextReview);

    await setResiduals(
      db,
      org,
      created.map((r) => ({ id: r.id, likelihood: 1, impact: 2, score: 2, level: 'low' })),
    );
    expect((await findRisks(db, org, [created[7]!.id]))[0]).toMatchObject({
      residualScore: 2,
      residualLevel: 'low',
    });

    await recordAudits(
      db,
      Array.from({ length: 2 * MANY + 1300 }, (_, i) => ({
        organizationId: org,
        actorId: null,
        action: 'risk.updated' as const,
        entityType: 'risk',
        entityId: created[i % MANY]!.id,
        before: { n: i },
        after: { n: i + 1, list: ['a'] },
      })),
    );
    const page = await listAuditEvents(db, org, { limit: 1 });
    expect(page.total).toBe(2 * MANY + 1300);
    expect(page.items[0]!.event.after).toMatchObject({ list: ['a'] });
  }, 120_000);

  it('never touches the rows of another organisation', async () => {
    const { db } = await testDatabase();
    const mine = (await insertOrganization(db, { id: newId('org'), name: 'Mine' })).id;
    const theirs = (await insertOrganization(db, { id: newId('org'), name: 'Theirs' })).id;
    const [other] = await insertRisks(db, [riskRow(theirs, 1)]);
    // Columns left out take their defaults, as a VALUES insert would give them.
    expect(other).toMatchObject({ status: 'identified', description: '', owner: null });
    expect(other!.createdAt).toBeInstanceOf(Date);
    expect(await lockRisks(db, mine, [other!.id])).toEqual([]);
    expect(await updateRiskRows(db, mine, [{ ...other!, title: 'Taken' }])).toEqual([]);
    expect((await findRisks(db, theirs, [other!.id]))[0]!.title).toBe('Risk 1');
  });
});
