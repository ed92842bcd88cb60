import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../../testing/app.ts';
import { buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { adopt, call, sentPrompt, trackFramework, useModelApp } from './analysis-test-kit.ts';

type Gap = {
  requirementId: string;
  code: string;
  why: string[];
  nextSteps: string[];
  mandatory: boolean;
};

/** SOX ITGC tracked, with the payroll segregation-of-duties control adopted (not yet tested). */
const soxOrg = async (app: FastifyInstance): Promise<SignedIn> => {
  const owner = await buildOrg(app);
  await trackFramework(app, owner, 'SOX-ITGC');
  await adopt(app, owner, ['LIB-AC-012']);
  return owner;
};

describe('POST /api/ai/compliance/gaps, offline', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });

  it('orders the gaps of the gap analysis, with the reasons and what would close them', async () => {
    const owner = await soxOrg(app);
    const res = await call(app, owner, 'POST', '/api/ai/compliance/gaps', {
      frameworkId: 'SOX-ITGC',
    });
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    const status = (await call(app, owner, 'GET', '/api/frameworks/SOX-ITGC')).json().data;
    const gaps = (await call(app, owner, 'GET', '/api/frameworks/SOX-ITGC/gaps')).json().data;
    expect(a).toMatchObject({
      engine: 'offline',
      model: null,
      framework: { id: 'SOX-ITGC', tracked: true, summary: status.framework.summary },
    });
    // The same gaps, in the gap analysis's priority order.
    expect(a.gaps.map((g: Gap) => g.requirementId)).toEqual(
      gaps.items.map((i: { requirement: { id: string } }) => i.requirement.id),
    );
    const s = status.framework.summary;
    expect(a.summary).toContain(
      `${s.met} of ${s.total - s.notApplicable} applicable requirements met`,
    );
    for (const g of a.gaps as Gap[]) {
      expect(g.why.length).toBeGreaterThan(0);
      expect(g.nextSteps.length).toBeGreaterThan(0);
    }
    // The adopted control serves AC-06 but is untested: the step names it.
    const ac06 = (a.gaps as Gap[]).find((g) => g.code.endsWith('AC-06'));
    expect(ac06?.nextSteps.join(' ')).toContain('Segregation of duties for finance and payroll');
    expect(a.priorities).toHaveLength(Math.min(3, a.gaps.length));
  });

  it('an unknown framework is a 404, a missing id a field-named 400', async () => {
    const owner = await buildOrg(app);
    expect(
      (await call(app, owner, 'POST', '/api/ai/compliance/gaps', { frameworkId: 'NOPE' }))
        .statusCode,
    ).toBe(404);
    const bad = await call(app, owner, 'POST', '/api/ai/compliance/gaps', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('frameworkId');
  });
});

describe('POST /api/ai/compliance/gaps, with the model', () => {
  const { app, stub } = useModelApp();

  it('writes a narrative over the same facts, for known requirements only', async () => {
    const owner = await soxOrg(app());
    const offline = (await call(app(), owner, 'GET', '/api/frameworks/SOX-ITGC/gaps')).json().data;
    const first = offline.items[0].requirement.id as string;
    stub().reply({
      json: {
        summary: 'SOX ITGC is mostly open.',
        gaps: [
          { requirementId: first, why: 'Nothing covers it yet.', nextSteps: ['Adopt a control.'] },
          { requirementId: 'INVENTED', why: 'x', nextSteps: ['y'] },
        ],
        priorities: ['Start with access.'],
      },
    });
    const res = await call(app(), owner, 'POST', '/api/ai/compliance/gaps', {
      frameworkId: 'SOX-ITGC',
    });
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({
      engine: 'openai',
      fallbackUsed: false,
      summary: 'SOX ITGC is mostly open.',
      priorities: ['Start with access.'],
    });
    expect(a.gaps).toHaveLength(offline.items.length);
    expect(a.gaps[0]).toMatchObject({ requirementId: first, why: ['Nothing covers it yet.'] });
    expect(a.gaps.some((g: Gap) => g.requirementId === 'INVENTED')).toBe(false);
    const facts = JSON.parse(sentPrompt(stub()).user);
    expect(facts.framework.summary).toEqual(a.framework.summary);
    expect(facts.gaps[0].requirementId).toBe(first);
  });

  it('falls back to the computed text on malformed output', async () => {
    const owner = await soxOrg(app());
    stub().reply({ text: '{"summary": "cut off' });
    const a = (
      await call(app(), owner, 'POST', '/api/ai/compliance/gaps', { frameworkId: 'SOX-ITGC' })
    ).json().data;
    expect(a.fallbackUsed).toBe(true);
    expect(a.summary).toMatch(/^SOX/);
    expect(a.gaps[0].nextSteps.length).toBeGreaterThan(0);
  });

  it('a provider failing after retries: the spec message with the catalogue code', async () => {
    const owner = await soxOrg(app());
    stub().reply({ status: 500 }, { status: 500 }, { status: 500 });
    const res = await call(app(), owner, 'POST', '/api/ai/compliance/gaps', {
      frameworkId: 'SOX-ITGC',
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatchObject({
      code: 'CONTENT_GENERATION_FAILED',
      message: 'AI compliance analysis failed',
    });
  });
});
