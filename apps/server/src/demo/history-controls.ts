// Controls over the year: adopted in four batches (ISO 27001's recommended set first, SOC 2's in
// the spring), each given an owner, a cadence and a date to go into operation; once in operation
// its first test is scheduled for its tester, and the tests follow (history-tests.ts).
import { dayFromNow, type DemoWorld } from './demo-api.ts';
import { BATCHES, DEMO_CONTROLS, type Batch, type DemoControl } from './demo-controls.ts';
import { planTest } from './history-tests.ts';

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

/** Planned and being implemented: no effect on residual risk until it operates. */
const startImplementing = async (world: DemoWorld, control: DemoControl) => {
  const id = world.controls.get(control.title);
  if (!id) return;
  await world.as('risk').send('PATCH', `/api/controls/${id}`, {
    ownerUserId: world.as(control.owner).userId,
    frequency: control.frequency,
    status: 'planned',
    implementationStatus: 'in_progress',
    implementationProgress: 10,
    implementationDueDate: world.t.at(control.live).toISOString().slice(0, 10),
  });
};

const goLive = async (world: DemoWorld, control: DemoControl) => {
  const id = world.controls.get(control.title);
  if (!id) return;
  const owner = world.as(control.owner);
  // Implemented means every checklist step done (decision 025): the owner ticks them off.
  const { checklist } = await owner.get<{ checklist: { id: string; label: string }[] }>(
    `/api/controls/${id}`,
  );
  await owner.send('PATCH', `/api/controls/${id}`, {
    status: 'active',
    implementationStatus: 'implemented',
    checklist: checklist.map((item) => ({ ...item, done: true })),
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
      // Halfway there: the owner reports progress.
      t.plan(Math.round((day + control.live) / 2), 15, async () => {
        const id = world.controls.get(control.title);
        if (id) {
          await world.as(control.owner).send('PATCH', `/api/controls/${id}`, {
            implementationProgress: 50,
          });
        }
      });
      t.plan(control.live, 9.5, () => goLive(world, control));
    }
  }
};
