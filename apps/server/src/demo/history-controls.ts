// Controls over the year: adopted in four batches (ISO 27001's recommended set first, SOC 2's in
// the spring), each given an owner, a cadence and a date to go into operation; once in operation
// its first test is scheduled for its tester, and the tests follow (history-tests.ts).
import { dayFromNow, type As, type DemoWorld } from './demo-api.ts';
import { BATCHES, DEMO_CONTROLS, type Batch, type DemoControl } from './demo-controls.ts';
import { planTest } from './history-tests.ts';

/** Steps an owner has done halfway to going live (of the five every adopted control has). */
const HALFWAY_STEPS = 3;

type Listed = { items: { id: string; title: string }[] };

/** The register's controls by title (the adopted ones keep their library name). */
const refreshControls = async (world: DemoWorld) => {
  const list = await world.as('risk').get<Listed>('/api/controls?limit=200');
  for (const item of list.items) world.controls.set(item.title, item.id);
};

const adopt = async (world: DemoWorld, batch: Batch) => {
  const risk = world.as('risk');
  const { framework } = BATCHES[batch];
  if (framework) {
    await risk.send('POST', `/api/frameworks/${framework}/recommended/adopt`);
  } else {
    const library = await risk.get<{ items: { id: string; name: string }[] }>(
      '/api/library/controls?limit=200',
    );
    const wanted = new Set(DEMO_CONTROLS.filter((c) => c.batch === batch).map((c) => c.title));
    const ids = library.items.filter((l) => wanted.has(l.name)).map((l) => l.id);
    await risk.send('POST', '/api/library/controls/adopt', { libraryControlIds: ids });
  }
  await refreshControls(world);
};

/**
 * The control's checklist with its first `done` steps ticked: progress and Implemented follow
 * the steps (decision 025), so the demo's owners tick them as the work goes.
 */
const stepsDone = async (who: As, id: string, done: number) => {
  const { checklist } = await who.get<{ checklist: { id: string; label: string }[] }>(
    `/api/controls/${id}`,
  );
  return checklist.map((item, i) => ({ ...item, done: i < done }));
};

/** Planned and being implemented: no effect on residual risk until it operates. */
const startImplementing = async (world: DemoWorld, control: DemoControl) => {
  const id = world.controls.get(control.title);
  if (!id) return;
  const risk = world.as('risk');
  await risk.send('PATCH', `/api/controls/${id}`, {
    ownerUserId: world.as(control.owner).userId,
    frequency: control.frequency,
    status: 'planned',
    implementationStatus: 'in_progress',
    checklist: await stepsDone(risk, id, 1),
    implementationDueDate: world.t.at(control.live).toISOString().slice(0, 10),
  });
};

const goLive = async (world: DemoWorld, control: DemoControl) => {
  const id = world.controls.get(control.title);
  if (!id) return;
  const owner = world.as(control.owner);
  await owner.send('PATCH', `/api/controls/${id}`, {
    status: 'active',
    implementationStatus: 'implemented',
    checklist: await stepsDone(owner, id, Number.MAX_SAFE_INTEGER),
  });
  // The first test two weeks after it starts operating, for the person who will test it.
  await owner.send('POST', `/api/controls/${id}/schedule-test`, {
    nextTestDate: dayFromNow(world, 14),
    assignee: world.as(control.tester).userId,
  });
  planTest(world, control, id, world.t.dayOf(world.clock.now()) + 14);
};

export const planControls = (world: DemoWorld): void => {
  const { t } = world;
  for (const batch of Object.keys(BATCHES) as Batch[]) {
    const day = BATCHES[batch].day;
    t.plan(day, 10, () => adopt(world, batch));
    for (const control of DEMO_CONTROLS.filter((c) => c.batch === batch)) {
      t.plan(day, 11, () => startImplementing(world, control));
      // Halfway there: the owner ticks off more steps.
      t.plan(Math.round((day + control.live) / 2), 15, async () => {
        const id = world.controls.get(control.title);
        if (id) {
          const owner = world.as(control.owner);
          await owner.send('PATCH', `/api/controls/${id}`, {
            checklist: await stepsDone(owner, id, HALFWAY_STEPS),
          });
        }
      });
      t.plan(control.live, 9.5, () => goLive(world, control));
    }
  }
};
