// The register over the year: risks identified at different moments, re-assessed every quarter,
// mapped to the controls that address them once those are adopted (the residual falls when a
// control starts operating, and rises when its tests fail), some mitigated or accepted late on.
import { dayFromNow, type DemoWorld } from './demo-api.ts';
import { BATCHES, DEMO_CONTROLS } from './demo-controls.ts';
import { DEMO_RISKS, type DemoRisk } from './demo-risks.ts';

const QUARTER = 91;

const adoptedOn = (title: string): number => {
  const control = DEMO_CONTROLS.find((c) => c.title === title);
  if (!control) throw new Error(`The demo risks name an unknown control: ${title}`);
  return BATCHES[control.batch].day;
};

const identify = async (world: DemoWorld, risk: DemoRisk) => {
  const [likelihood, impact] = risk.scores[0]!;
  const created = await world.as('risk').send<{ id: string }>('POST', '/api/risks', {
    title: risk.title,
    description: risk.description,
    category: risk.category,
    likelihood,
    impact,
    status: 'assessed',
    ownerUserId: world.as(risk.owner).userId,
    reviewCadence: 'quarterly',
    frameworks: risk.frameworks,
    lastAssessed: dayFromNow(world),
  });
  world.risks.set(risk.title, created.id);
};

const riskUrl = (world: DemoWorld, risk: DemoRisk) => `/api/risks/${world.risks.get(risk.title)}`;

const mapControl = async (world: DemoWorld, risk: DemoRisk, title: string, first: boolean) => {
  const controlId = world.controls.get(title);
  const riskId = world.risks.get(risk.title);
  if (!controlId || !riskId) return;
  const priya = world.as('risk');
  await priya.send('POST', '/api/control-risk-mappings', {
    riskId,
    controlId,
    effectivenessRating: 4,
    rationale: `${title} addresses how this risk would happen.`,
  });
  // The first control chosen starts the treatment.
  if (first) await priya.send('PATCH', riskUrl(world, risk), { status: 'in-progress' });
};

export const planRisks = (world: DemoWorld): void => {
  const { t } = world;
  for (const risk of DEMO_RISKS) {
    t.plan(risk.identified, 14, () => identify(world, risk));
    const mappingDays = risk.controls.map(
      (title) => Math.max(risk.identified, adoptedOn(title)) + 1,
    );
    const firstDay = Math.min(...mappingDays);
    risk.controls.forEach((title, i) => {
      t.plan(mappingDays[i]!, 15 + i * 0.25, () =>
        mapControl(
          world,
          risk,
          title,
          mappingDays[i] === firstDay && mappingDays.indexOf(firstDay) === i,
        ),
      );
    });
    risk.scores.slice(1).forEach(([likelihood, impact], i) => {
      t.plan(risk.identified + QUARTER * (i + 1), 11, () =>
        world.as(risk.owner).send('PATCH', riskUrl(world, risk), {
          likelihood,
          impact,
          lastAssessed: dayFromNow(world),
        }),
      );
    });
    if (risk.end) {
      const { status } = risk.end;
      const who = status === 'accepted' ? 'owner' : 'risk';
      t.plan(risk.end.day, 16, () => world.as(who).send('PATCH', riskUrl(world, risk), { status }));
    }
  }
};
