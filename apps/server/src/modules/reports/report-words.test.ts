import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_SECTIONS } from '@rampart/contracts';
import { schema } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { call } from '../../testing/calls.ts';
import { testApp } from '../../testing/app.ts';
import { buildOrg, type SignedIn } from '../../testing/factories.ts';

// A report is read by a board: its tables say "Moderate risk" and "In progress", never a code.

/** Shouting, snake or kebab codes, and ids such as "asm_3x9…". */
const CODE = [
  /^[A-Z]{2,}(?:[_ ][A-Z]+)+$/,
  /^[A-Z]{4,}$/,
  /\b[a-z]+[_-][a-z]+(?:[_-][a-z]+)*\b/,
  /\b[a-z]{2,4}_[A-Za-z0-9]{10,}\b/,
];
/** The columns that hold a vocabulary's value. */
const WORD_COLUMNS = ['Status', 'Severity', 'Tier', 'Compliance', 'Category', 'Implementation'];

type Table = { kind: 'table'; columns: { label: string }[]; rows: (string | number | null)[][] };
type Doc = { sections: { id: string; blocks: ({ kind: string } | Table)[] }[] };

let app: FastifyInstance;
let owner: SignedIn;
const ok = async (method: 'POST' | 'PATCH', url: string, body: object) => {
  const res = await call(app, owner, method, url, body);
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { id: string };
};

beforeAll(async () => {
  app = await testApp();
  owner = await buildOrg(app, { organizationName: 'Words Org' });
  await ok('POST', '/api/risks', {
    title: 'Ransomware',
    likelihood: 4,
    impact: 5,
    category: 'TECHNOLOGY',
    status: 'in-progress',
  });
  const vendor = await ok('POST', '/api/vendors', { name: 'Acme Cloud', tier: 'critical' });
  const { db } = await testDatabase();
  await db
    .update(schema.vendors)
    .set({ complianceStatus: 'MODERATE_RISK', riskScore: 45 })
    .where(eq(schema.vendors.id, vendor.id));
  await ok('POST', '/api/findings', { title: 'Stale accounts', severity: 'high' });
}, 180_000);

describe('report builder words', () => {
  it('writes every status, tier and category in words', async () => {
    const res = await call(app, owner, 'POST', '/api/reports/preview', {
      title: 'Board pack',
      sections: [...REPORT_SECTIONS],
      filters: { period: '90d', category: ['TECHNOLOGY'] },
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json().data as Doc;
    const cells: string[] = [];
    for (const s of doc.sections)
      for (const b of s.blocks) {
        if (b.kind !== 'table') continue;
        const t = b as Table;
        t.columns.forEach((c, i) => {
          if (!WORD_COLUMNS.includes(c.label)) return;
          for (const row of t.rows) if (typeof row[i] === 'string') cells.push(row[i] as string);
        });
      }
    expect(cells).toContain('Moderate risk');
    expect(cells).toContain('In progress');
    expect(cells).toContain('Technology');
    for (const cell of cells) for (const code of CODE) expect(cell).not.toMatch(code);
  });

  it('the executive summary first says what changed over the period', async () => {
    const res = await call(app, owner, 'POST', '/api/reports/preview', {
      title: 'Board pack',
      sections: ['executive_summary'],
      filters: { period: '90d' },
    });
    const [summary] = (res.json().data as Doc).sections;
    const texts = summary!.blocks.flatMap((b) =>
      b.kind === 'text' ? [(b as unknown as { text: string }).text] : [],
    );
    expect(texts[0]).toMatch(
      /^Since \w{3} \d{1,2}, \d{4}, the register grew by 1 risk \(0 to 1\); risks rated critical or high after controls went up from 0 to 1; and 1 finding was opened and none closed\.$/,
    );
  });
});
