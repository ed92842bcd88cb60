// Control tests on each control's cadence: the tester files the test record as evidence and
// completes the test (pass, partial or fail by the seeded generator, fewer failures as the year
// goes on); a failure becomes a finding for the control's owner, most of them fixed and closed
// weeks later, a few left open past their due date.
import { PEOPLE } from './history-team.ts';
import { dayFromNow, type DemoWorld } from './demo-api.ts';
import type { DemoControl } from './demo-controls.ts';
import { pdfFile } from './demo-pdf.ts';

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** Days to fix a finding, by severity. */
const DUE_DAYS = { critical: 14, high: 30, medium: 45, low: 60 } as const;
const MILDER = { critical: 'high', high: 'medium', medium: 'low', low: 'low' } as const;

type Result = 'pass' | 'partial' | 'fail';
type Completed = { nextTest: { scheduledFor: string | null } | null };

const chooseResult = (world: DemoWorld, control: DemoControl, first: boolean): Result => {
  // Controls mature: failures fall from about one in six to one in twelve over the year.
  const progress = world.t.dayOf(world.clock.now()) / world.t.lastDay;
  const failure = (control.fragile ? 0.3 : 0.14) * (1 - 0.5 * progress) + (first ? 0.08 : 0);
  const partial = 0.18 * (1 - 0.4 * progress);
  const roll = world.rng.next();
  return roll < failure ? 'fail' : roll < failure + partial ? 'partial' : 'pass';
};

const EFFECTIVENESS: Record<Result, [number, number]> = {
  pass: [82, 96],
  partial: [62, 78],
  fail: [30, 55],
};

const runTest = async (world: DemoWorld, control: DemoControl, id: string, first: boolean) => {
  const tester = world.as(control.tester);
  const result = chooseResult(world, control, first);
  const [low, high] = EFFECTIVENESS[result];
  const effectiveness = world.rng.int(low, high) / 100;
  const month = MONTH.format(world.clock.now());
  const outcome =
    result === 'pass'
      ? 'No exceptions.'
      : result === 'partial'
        ? `Minor exceptions, being followed up: ${control.exception.toLowerCase()}.`
        : `Exceptions found: ${control.exception.toLowerCase()}.`;
  const notes = `${control.check}. ${outcome}`;
  const record = await tester.upload<{ id: string }>(
    '/api/evidence',
    {
      title: `${control.title}: test record, ${month}`,
      description: notes,
      effectiveDate: dayFromNow(world),
      controlId: id,
    },
    pdfFile(
      `${control.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${dayFromNow(world)}.pdf`,
      `${control.title}: test record`,
      [
        `Tested on ${dayFromNow(world)} by ${PEOPLE[control.tester].name}.`,
        control.check,
        `Result: ${result}, effectiveness ${Math.round(effectiveness * 100)}%.`,
        outcome,
      ],
    ),
  );
  const done = await tester.send<Completed>('POST', `/api/controls/${id}/complete-test`, {
    result,
    effectiveness,
    notes,
    evidenceIds: [record.id],
  });
  if (result === 'fail' || (result === 'partial' && world.rng.chance(0.3))) {
    planFinding(
      world,
      control,
      id,
      result === 'fail' ? control.severity : MILDER[control.severity],
    );
  }
  const next = done.nextTest?.scheduledFor;
  if (!next) return;
  // Testers are a few days late now and then; a lapsing control misses its latest test.
  const day = world.t.dayOf(new Date(next)) + world.rng.int(0, 3);
  if (control.lapses && day > world.t.lastDay - 40) return;
  planTest(world, control, id, day);
};

export const planTest = (world: DemoWorld, control: DemoControl, id: string, day: number) => {
  const first = day - control.live <= 14;
  world.t.plan(day, 10 + world.rng.int(0, 6), () => runTest(world, control, id, first));
};

type Severity = DemoControl['severity'];

/** The risk manager raises it the next morning; the owner works on it and resolves it. */
const planFinding = (
  world: DemoWorld,
  control: DemoControl,
  controlId: string,
  severity: Severity,
) => {
  const { t, rng } = world;
  const raisedOn = t.dayOf(world.clock.now()) + 1;
  const due = DUE_DAYS[severity];
  t.plan(raisedOn, 9, async () => {
    const risk = world.as('risk');
    const owner = world.as(control.owner);
    const finding = await risk.send<{ id: string }>('POST', '/api/findings', {
      title: `${control.title}: ${control.exception}`.slice(0, 200),
      description: `${control.exception}. Found by the ${MONTH.format(world.clock.now())} test of the control.`,
      severity,
      ownerUserId: owner.userId,
      dueDate: dayFromNow(world, due),
      remediation: control.fix,
      controlId,
    });
    const url = `/api/findings/${finding.id}`;
    t.plan(raisedOn + rng.int(1, 5), 14, () => owner.send('PATCH', url, { status: 'in-progress' }));
    // Most are fixed, some after their due date; of the autumn's, half are still open.
    if (rng.chance(raisedOn > t.lastDay - 120 ? 0.5 : 0.08)) return;
    const fixedOn = raisedOn + Math.round(due * (0.4 + rng.next() * 0.9));
    t.plan(fixedOn, 16, () => owner.send('PATCH', url, { status: 'resolved' }));
    t.plan(fixedOn + rng.int(2, 6), 11, () => risk.send('PATCH', url, { status: 'closed' }));
  });
};
