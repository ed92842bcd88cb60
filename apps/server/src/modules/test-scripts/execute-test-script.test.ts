import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../testing/app.ts';
import { auditCount, buildOrg, type SignedIn } from '../../testing/factories.ts';
import {
  buildControl,
  buildScript,
  caller,
  fieldsOf,
  readControl,
} from './test-script-fixtures.ts';

let app: FastifyInstance;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  app = await testApp();
  call = caller(app);
});

type Outcome = 'pass' | 'fail' | 'skipped';
const step = (n: number) => ({ instruction: `Step ${n}`, expectedResult: `Result ${n}` });

/** A script of `size` steps linked to a new control. */
const setup = async (owner: SignedIn, size: number) => {
  const controlId = await buildControl(owner);
  const script = await buildScript(app, owner, {
    steps: Array.from({ length: size }, (_, i) => step(i + 1)),
    controlIds: [controlId],
  });
  const ids = (script.steps as { id: string }[]).map((s) => s.id);
  const run = (outcomes: Outcome[], extra: object = {}) =>
    call(owner, 'POST', `/api/test-scripts/${script.id}/execute`, {
      stepResults: outcomes.map((outcome, i) => ({ stepId: ids[i], outcome })),
      ...extra,
    });
  return { controlId, script, ids, run };
};

describe('executing a test script', () => {
  it('records a run and, against a control, a completed test that sets its band', async () => {
    const owner = await buildOrg(app);
    const { controlId, script, run } = await setup(owner, 5);
    const res = await run(['pass', 'pass', 'pass', 'pass', 'fail'], {
      controlId,
      notes: 'One leaver still had access',
    });
    expect(res.statusCode).toBe(200);
    const execution = res.json().data;
    expect(execution).toMatchObject({
      testScriptId: script.id,
      controlId,
      result: 'fail',
      notes: 'One leaver still had access',
      executedBy: { id: owner.user.id, name: owner.user.name },
    });
    expect(execution.id).toMatch(/^tsx_/);

    const { control, tests } = await readControl(controlId);
    expect(control.effectiveness).toBeCloseTo(0.8);
    expect(control.effectivenessBand).toBe('medium');
    expect(control.lastTestDate?.toISOString()).toBe(execution.executedAt);
    expect(tests).toHaveLength(1);
    expect(tests[0]).toMatchObject({
      status: 'completed',
      result: 'fail',
      testedBy: owner.user.id,
      testScriptExecutionId: execution.id,
    });

    const after = (await call(owner, 'GET', `/api/test-scripts/${script.id}`)).json().data;
    expect(after).toMatchObject({ executionCount: 1, lastExecutedAt: execution.executedAt });
  });

  it('bands at the edges: 0.8 is medium, 0.81 high; results pass, partial and fail', async () => {
    const owner = await buildOrg(app);
    const { controlId, run } = await setup(owner, 2);
    const cases: [Outcome[], number | undefined, string, string][] = [
      [['pass', 'pass'], 0.8, 'pass', 'medium'],
      [['pass', 'pass'], 0.81, 'pass', 'high'],
      [['pass', 'skipped'], undefined, 'partial', 'high'],
      [['fail', 'pass'], undefined, 'fail', 'low'],
      [['pass', 'pass'], 0.6, 'pass', 'low'],
      [['pass', 'pass'], 0.61, 'pass', 'medium'],
    ];
    for (const [outcomes, effectiveness, result, band] of cases) {
      const res = await run(outcomes, { controlId, effectiveness });
      expect(res.json().data.result, JSON.stringify(outcomes)).toBe(result);
      const { control } = await readControl(controlId);
      expect(control.effectivenessBand, `${effectiveness ?? outcomes}`).toBe(band);
    }
    expect((await readControl(controlId)).tests).toHaveLength(cases.length);
  });

  it('records a run without a control, touching no control', async () => {
    const owner = await buildOrg(app);
    const { controlId, run } = await setup(owner, 2);
    const res = await run(['pass', 'pass']);
    expect(res.json().data).toMatchObject({ controlId: null, result: 'pass' });
    const { control, tests } = await readControl(controlId);
    expect(tests).toHaveLength(0);
    expect(control.effectivenessBand).toBeNull();
  });

  it('refuses a step missing, repeated or unknown, and an unlinked control; nothing changes', async () => {
    const owner = await buildOrg(app);
    const { controlId, script, ids, run } = await setup(owner, 3);
    const other = await buildControl(owner);
    const before = await auditCount(app, owner);
    const url = `/api/test-scripts/${script.id}/execute`;
    const results = (stepIds: string[]) => ({
      stepResults: stepIds.map((stepId) => ({ stepId, outcome: 'pass' })),
      controlId,
    });

    expect(fieldsOf(await call(owner, 'POST', url, results([ids[0]!, ids[1]!])))).toEqual([
      'stepResults',
    ]);
    expect(fieldsOf(await call(owner, 'POST', url, results([...ids, ids[1]!])))).toEqual([
      'stepResults.3.stepId',
    ]);
    expect(fieldsOf(await call(owner, 'POST', url, results([ids[0]!, 'stp_x', ids[2]!])))).toEqual([
      'stepResults.1.stepId',
    ]);
    expect(fieldsOf(await run(['pass', 'pass', 'pass'], { controlId: other }))).toEqual([
      'controlId',
    ]);
    expect(fieldsOf(await run(['pass', 'maybe' as Outcome, 'pass']))).toEqual([
      'stepResults.1.outcome',
    ]);
    expect(
      fieldsOf(await run(['pass', 'pass', 'pass'], { controlId, effectiveness: 1.2 })),
    ).toEqual(['effectiveness']);
    expect(fieldsOf(await run(['skipped', 'skipped', 'skipped'], { controlId }))).toEqual([
      'effectiveness',
    ]);

    const history = await call(owner, 'GET', `/api/test-scripts/${script.id}/executions`);
    expect(history.json().data.total).toBe(0);
    expect((await readControl(controlId)).tests).toHaveLength(0);
    expect(await auditCount(app, owner)).toBe(before);
  });

  it('lists the history newest first, paged', async () => {
    const owner = await buildOrg(app);
    const { script, run } = await setup(owner, 1);
    for (const note of ['first', 'second', 'third']) await run(['pass'], { notes: note });
    const url = `/api/test-scripts/${script.id}/executions`;
    const first = (await call(owner, 'GET', `${url}?limit=2`)).json().data;
    expect(first.total).toBe(3);
    expect(first.items.map((e: { notes: string }) => e.notes)).toEqual(['third', 'second']);
    expect(first.items[0].executedBy).toEqual({ id: owner.user.id, name: owner.user.name });
    const second = (await call(owner, 'GET', `${url}?limit=2&cursor=${first.nextCursor}`)).json()
      .data;
    expect(second.items.map((e: { notes: string }) => e.notes)).toEqual(['first']);
    expect(second.nextCursor).toBeNull();
  });
});
