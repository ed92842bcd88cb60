// Compliance over the year: documents of record with their validity (some expired lately, some
// expiring soon), the ISO 27001 internal audit recorded over the early summer and signed off,
// a SOC 2 readiness review in progress now, and the coverage snapshot of every week.
import { snapshotCoverage } from '../modules/frameworks/snapshot-coverage.ts';
import { dayFromNow, type DemoWorld, type PersonKey } from './demo-api.ts';
import { pdfFile } from './demo-pdf.ts';
import { PEOPLE } from './history-team.ts';

type Filed = {
  day: number;
  by: Extract<PersonKey, 'member' | 'risk'>;
  title: string;
  control: string;
  /** Effective this many days before the upload, valid for `valid` days from then. */
  effectiveAgo: number;
  valid: number;
  lines: string[];
};

const r = (
  day: number,
  by: Filed['by'],
  title: string,
  control: string,
  effectiveAgo: number,
  valid: number,
  lines: string[],
): Filed => ({ day, by, title, control, effectiveAgo, valid, lines });

/** Dated so that, counted from today, a few expired lately and a few expire within weeks. */
const RECORDS: Filed[] = [
  r(
    5,
    'risk',
    'External penetration test report, previous year',
    'Access control policy',
    330,
    365,
    ['Scope: patient portal, VPN, scheduling API.', 'Two high findings, both retested and closed.'],
  ),
  r(15, 'risk', 'HIPAA security risk analysis, signed', 'Access control policy', 0, 365, [
    'Approved by the executive team.',
    'Next analysis due in twelve months.',
  ]),
  r(26, 'member', 'Server room badge access list, signed off', 'Physical access control', 0, 365, [
    '41 badges with server room access, each with a named approver.',
  ]),
  r(
    48,
    'risk',
    'Information security policy, board approval minutes',
    'Information security policy management',
    0,
    365,
    ['Minute 7: the board approves version 3 of the policy.'],
  ),
  r(60, 'risk', 'External penetration test report', 'Vulnerability management', 2, 330, [
    'Scope: patient portal, VPN, scheduling API.',
    'One high finding (VPN appliance), fixed within 19 days.',
  ]),
  r(
    90,
    'member',
    'Security awareness training completion, all staff',
    'Security awareness training',
    0,
    365,
    ['Completion 91% overall, 78% among clinical staff.'],
  ),
  r(140, 'risk', 'Cyber liability insurance certificate', 'Enterprise risk assessment', 128, 365, [
    'Cover: 5 million, including incident response costs.',
  ]),
  r(
    170,
    'risk',
    'Supplier contract data protection schedule, legal approval',
    'Security and privacy terms in supplier contracts',
    0,
    365,
    ['Breach notice within 24 hours, audit rights, deletion at exit.'],
  ),
  r(196, 'member', 'Disaster recovery test report', 'Disaster recovery plan and tests', 1, 180, [
    'Scheduling system restored at the recovery site in 31 hours.',
    'Objective: 12 hours. Actions agreed.',
  ]),
  r(300, 'member', 'TLS certificate inventory', 'Encryption of data in transit', 0, 100, [
    '27 certificates, renewal owner named for each.',
  ]),
];

const fileRecord = async (world: DemoWorld, rec: Filed) => {
  const controlId = world.controls.get(rec.control);
  if (!controlId) return;
  const effective = dayFromNow(world, -rec.effectiveAgo);
  await world.as(rec.by).upload(
    '/api/evidence',
    {
      title: rec.title,
      description: rec.lines.join(' '),
      effectiveDate: effective,
      expiresAt: dayFromNow(world, rec.valid - rec.effectiveAgo),
      controlId,
    },
    pdfFile(`${rec.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`, rec.title, [
      `Effective ${effective}. Filed by ${PEOPLE[rec.by].name}.`,
      ...rec.lines,
    ]),
  );
};

type Detail = {
  requirements: {
    id: string;
    code: string;
    result: string;
    suggested: { status: string; reasons: string[] };
  }[];
};

/** Records results for the next `count` open requirements, as the live status suggests. */
const recordResults = async (world: DemoWorld, assessmentId: string, count: number) => {
  const priya = world.as('risk');
  const detail = await priya.get<Detail>(`/api/assessments/${assessmentId}`);
  const open = detail.requirements.filter((q) => q.result === 'not_assessed').slice(0, count);
  for (const q of open) {
    const reasons = q.suggested.reasons.slice(0, 2).join('; ');
    await priya.send('PUT', `/api/assessments/${assessmentId}/results/${q.id}`, {
      result: q.suggested.status,
      assessorUserId: world.as('auditor').userId,
      notes:
        q.suggested.status === 'met'
          ? 'Operating as described; test records and evidence reviewed.'
          : reasons || 'Agreed with the control owners during the walkthrough.',
    });
  }
};

const planAssessment = (
  world: DemoWorld,
  a: {
    framework: string;
    name: string;
    created: number;
    period: [number, number];
    sessions: number[];
    perSession: number;
    signOff?: number;
  },
) => {
  let id = '';
  const { t } = world;
  t.plan(a.created, 10, async () => {
    const created = await world.as('risk').send<{ id: string }>('POST', '/api/assessments', {
      frameworkId: a.framework,
      name: a.name,
      periodStart: t.at(a.period[0]).toISOString().slice(0, 10),
      periodEnd: t.at(a.period[1]).toISOString().slice(0, 10),
      leadAssessorUserId: world.as('auditor').userId,
    });
    id = created.id;
  });
  for (const day of a.sessions) t.plan(day, 14, () => recordResults(world, id, a.perSession));
  if (a.signOff !== undefined) {
    t.plan(a.signOff, 12, () =>
      world.as('owner').send('POST', `/api/assessments/${id}/sign-off`, {
        statement: `Reviewed with ${PEOPLE.auditor.name} (internal audit). The controls in scope operate as described; the open gaps are on the SOC 2 readiness plan with named owners.`,
      }),
    );
  }
};

export const planCompliance = (world: DemoWorld): void => {
  const { t } = world;
  for (const rec of RECORDS) t.plan(rec.day, 13, () => fileRecord(world, rec));
  const year = (day: number) => t.at(day).getUTCFullYear();
  planAssessment(world, {
    framework: 'ISO27001',
    name: `ISO 27001 internal audit ${year(196)}`,
    created: 200,
    period: [14, 196],
    sessions: [205, 212, 219, 226, 233],
    perSession: 19,
    signOff: 240,
  });
  planAssessment(world, {
    framework: 'SOC2',
    name: `SOC 2 readiness review ${year(t.lastDay)}`,
    created: 350,
    period: [290, t.lastDay - 5],
    sessions: [356, 363, 370, 377],
    perSession: 6,
  });
  // Every week's coverage, as the hourly job would have recorded it (decision 020).
  for (let day = 7; day <= t.lastDay; day += 7) {
    t.plan(day, 22, () => snapshotCoverage(world.db, world.clock.now(), world.organizationId));
  }
};
