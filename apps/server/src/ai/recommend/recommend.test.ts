// The offline control recommendation against a real database (PGlite, or PostgreSQL with
// DATABASE_URL): the examples, the evaluation on sets never used for tuning, and the
// organisation rules.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOrganization, newId, schema, type Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { recommendControlsOffline } from './recommend-controls-offline.ts';
import {
  evaluateRecommendations,
  formatFigures,
  loadEvalSet,
  type EvalSetName,
} from '../../testing/recommend-eval.ts';

let database: Database;
const newOrg = async () =>
  (await insertOrganization(database.db, { id: newId('org'), name: 'Recommend Co' })).id;

beforeAll(async () => {
  database = await testDatabase();
});

// Regression floors under the figures measured once on 2026-11-25 (independent 0.958, 115 of
// 120; held-out-final 0.892, 83 of 93). Never raise them by tuning against these sets.
const INDEPENDENT_FLOOR = 0.9;
const FINAL_FLOOR = 0.85;

const PAYROLL = {
  title: 'Payroll changes are entered and approved by the same person',
  description: '',
  category: 'FINANCIAL',
};
const CERTIFICATE = {
  title: 'An expired TLS certificate took the customer portal down',
  description: '',
  category: 'TECHNOLOGY',
};

describe('offline control recommendation', () => {
  it('answers the issue’s examples in the top 5, with library fields and a rationale', async () => {
    const org = await newOrg();
    const payroll = await recommendControlsOffline(database.db, org, PAYROLL);
    expect(payroll).toHaveLength(5);
    const sod = payroll.find((r) => r.libraryControlId === 'LIB-AC-012');
    expect(sod).toMatchObject({
      name: 'Segregation of duties for finance and payroll',
      category: 'access-control',
      importance: 'MANDATORY',
      inPlace: false,
    });
    expect(sod!.standards).toContain('SOX-ITGC-AC-06');
    expect(sod!.rationale).toMatch(/payroll/);
    expect(sod!.rationale).not.toMatch(/\n/);

    const cert = await recommendControlsOffline(database.db, org, CERTIFICATE);
    const expiry = cert.find((r) => r.libraryControlId === 'LIB-OP-008');
    expect(expiry?.name).toBe('Certificate and TLS expiry monitoring');
    expect(expiry!.rationale).toMatch(/certificate/);
    for (const r of [...payroll, ...cert]) {
      expect(r.score).toBeGreaterThan(0);
      expect(r.score).toBeLessThanOrEqual(1);
    }
  });

  it('finds a control that addresses the risk in the top 5 on the sets never used for tuning', async () => {
    const org = await newOrg();
    // Only `independent` and `held-out-final` were never tuned against; the others are printed
    // for comparison (fixtures/recommend-eval/README.md says how each was used).
    const sets: EvalSetName[] = [
      'tuning',
      'held-out-early',
      'held-out-late',
      'held-out-final',
      'independent',
    ];
    const figures = new Map<EvalSetName, Awaited<ReturnType<typeof evaluateRecommendations>>>();
    for (const name of sets) {
      figures.set(name, await evaluateRecommendations(database.db, org, loadEvalSet(name)));
    }
    // The figures a reader compares between runs (lint allows no console.log).
    process.stdout.write(
      [
        `offline recommendation (${database.engine}):`,
        ...sets.map((name) => formatFigures(name, figures.get(name)!)),
      ].join('\n') + '\n',
    );
    expect(figures.get('independent')!.risks).toBe(120);
    expect(figures.get('independent')!.hitAt5).toBeGreaterThanOrEqual(INDEPENDENT_FLOOR);
    expect(figures.get('held-out-final')!.hitAt5).toBeGreaterThanOrEqual(FINAL_FLOOR);
  }, 120_000);

  it('marks controls the organisation adopted as in place and ranks them a little lower', async () => {
    const plain = await newOrg();
    const adopting = await newOrg();
    const controlId = newId('ctl');
    await database.db.insert(schema.controls).values({
      id: controlId,
      organizationId: adopting,
      title: 'Payroll segregation',
      libraryControlId: 'LIB-AC-012',
    });
    const before = (await recommendControlsOffline(database.db, plain, PAYROLL)).find(
      (r) => r.libraryControlId === 'LIB-AC-012',
    )!;
    const after = (await recommendControlsOffline(database.db, adopting, PAYROLL)).find(
      (r) => r.libraryControlId === 'LIB-AC-012',
    )!;
    expect(before).toMatchObject({ inPlace: false, adoptedControlIds: [] });
    expect(after).toMatchObject({ inPlace: true, adoptedControlIds: [controlId] });
    expect(after.score).toBeLessThan(before.score);
    expect(after.rationale).toMatch(/already in place/);
    // Another organisation's adoption is invisible.
    const other = await recommendControlsOffline(database.db, await newOrg(), PAYROLL);
    expect(other.every((r) => !r.inPlace)).toBe(true);
  });

  it('boosts controls serving a framework the organisation tracks or the risk names', async () => {
    const plain = await newOrg();
    const tracking = await newOrg();
    await database.db
      .insert(schema.organizationFrameworks)
      .values({ organizationId: tracking, frameworkId: 'SOX-ITGC' });
    const score = async (org: string, frameworks?: string[]) =>
      (await recommendControlsOffline(database.db, org, { ...PAYROLL, frameworks })).find(
        (r) => r.libraryControlId === 'LIB-AC-012',
      )!;
    const base = await score(plain);
    const tracked = await score(tracking);
    const named = await score(plain, ['SOX-ITGC']);
    expect(tracked.score).toBeGreaterThan(base.score);
    expect(tracked.rationale).toMatch(/serves SOX-ITGC/);
    expect(named.score).toBe(tracked.score);
    expect(base.rationale).not.toMatch(/serves/);
  });

  it('is deterministic, honours the limit and returns nothing for empty text', async () => {
    const org = await newOrg();
    const a = await recommendControlsOffline(database.db, org, CERTIFICATE, { limit: 10 });
    const b = await recommendControlsOffline(database.db, org, CERTIFICATE, { limit: 10 });
    expect(a).toEqual(b);
    expect(a).toHaveLength(10);
    expect(await recommendControlsOffline(database.db, org, CERTIFICATE, { limit: 3 })).toEqual(
      a.slice(0, 3),
    );
    expect(
      await recommendControlsOffline(database.db, org, CERTIFICATE, { limit: 500 }),
    ).toHaveLength(20);
    expect(
      await recommendControlsOffline(database.db, org, { title: '', description: '' }),
    ).toEqual([]);
    expect(await recommendControlsOffline(database.db, org, { title: 'the and of' })).toEqual([]);
  });
});
