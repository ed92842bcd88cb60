// The offline control recommendation against a real database (PGlite, or PostgreSQL with
// DATABASE_URL): the examples, the evaluation on sets never used for tuning, and the
// organisation rules.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOrganization, newId, schema, type Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { recommendControlsOffline } from './recommend-controls-offline.ts';
import {
  evalSetExists,
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
// Risks in plain business language (issue 19): `plain-tuning` is a training set (its floor only
// guards the everyday vocabulary against regressions; 0.651 before that vocabulary);
// `plain-heldout` is written by someone who never saw the rules and measured once, after the
// engine was frozen. Its floor is the target.
const PLAIN_TUNING_FLOOR = 0.95;
const PLAIN_HELDOUT_FLOOR = 0.9;
const PLAIN_HELDOUT_MIN_RISKS = 40;

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
      'plain-tuning',
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
    expect(figures.get('plain-tuning')!.hitAt5).toBeGreaterThanOrEqual(PLAIN_TUNING_FLOOR);
  }, 180_000);

  it('answers the issue’s plain-language examples in the top 5', async () => {
    const org = await newOrg();
    const ids = async (title: string, category: string) =>
      (await recommendControlsOffline(database.db, org, { title, category })).map(
        (r) => r.libraryControlId,
      );
    const sales = await ids(
      'Sales figures never match between the shop and the accounts',
      'FINANCIAL',
    );
    expect(sales.some((id) => ['LIB-OP-012', 'LIB-DP-012', 'LIB-SD-010'].includes(id))).toBe(true);
    // "The accounts" are the books here, not logins.
    expect(sales).not.toContain('LIB-AC-008');
    const prospect = await ids(
      'We can’t show a big prospect how we look after their information',
      'STRATEGIC',
    );
    expect(prospect.some((id) => ['LIB-GV-001', 'LIB-CM-004', 'LIB-CM-005'].includes(id))).toBe(
      true,
    );
  });

  // The held-out set of plain business language arrives after the engine is frozen; until then
  // this test is skipped and says why.
  const heldOut = evalSetExists('plain-heldout');
  it.skipIf(!heldOut)(
    heldOut
      ? 'finds a right control in the top 5 for risks in plain business language (held out)'
      : 'plain-heldout.json is absent: the held-out plain-language set is not measured yet',
    async () => {
      const org = await newOrg();
      const figures = await evaluateRecommendations(database.db, org, loadEvalSet('plain-heldout'));
      process.stdout.write(`${formatFigures('plain-heldout', figures)}\n`);
      expect(figures.risks).toBeGreaterThanOrEqual(PLAIN_HELDOUT_MIN_RISKS);
      expect(figures.hitAt5).toBeGreaterThanOrEqual(PLAIN_HELDOUT_FLOOR);
    },
    120_000,
  );

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
