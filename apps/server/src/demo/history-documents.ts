// Policies and plans over the year: written, submitted and approved by someone else (four eyes),
// sent back once for changes, revised after the audit and the recovery test; one waits for
// approval now and one is past its review date.
import { dayFromNow, type DemoWorld, type PersonKey } from './demo-api.ts';
import { pdfFile } from './demo-pdf.ts';

type Step =
  | { day: number; do: 'version'; note: string; lines: string[] }
  | { day: number; do: 'submit' | 'approve' | 'request-changes'; comment?: string };

type DemoDocument = {
  title: string;
  kind: 'policy' | 'procedure' | 'standard' | 'plan';
  owner: Extract<PersonKey, 'admin' | 'risk'>;
  approver: Extract<PersonKey, 'owner' | 'risk'>;
  created: number;
  /** Its first version's content. */
  lines: string[];
  /** Days after each approval until the next review. */
  review: number;
  controls: string[];
  steps: Step[];
};

const submitApprove = (day: number): Step[] => [
  { day, do: 'submit' },
  { day: day + 2, do: 'approve', comment: 'Approved.' },
];

const DOCUMENTS: DemoDocument[] = [
  {
    title: 'Information security policy',
    kind: 'policy',
    owner: 'risk',
    approver: 'owner',
    created: 40,
    lines: [
      '1. Scope and objectives',
      '2. Roles and responsibilities',
      '3. Risk management',
      '4. Acceptable use and access',
    ],
    review: 365,
    controls: ['Information security policy management', 'Access control policy'],
    steps: [
      ...submitApprove(41),
      {
        day: 246,
        do: 'version',
        note: 'Yearly review: cloud identity provider, remote work, findings of the internal audit',
        lines: [
          '1. Scope and objectives',
          '2. Roles and responsibilities',
          '3. Identity and remote access',
          '4. Supplier security',
        ],
      },
      ...submitApprove(247),
    ],
  },
  {
    title: 'Incident response plan',
    kind: 'plan',
    owner: 'risk',
    approver: 'owner',
    created: 92,
    lines: ['Severity levels and who is called', 'First hour checklist', 'Ransomware playbook'],
    review: 180,
    controls: ['Incident response plan', 'Personal data breach notification'],
    steps: [
      { day: 93, do: 'submit' },
      {
        day: 94,
        do: 'request-changes',
        comment: 'Add the regulator notification step and who decides it.',
      },
      {
        day: 97,
        do: 'version',
        note: 'Regulator notification step added',
        lines: [
          'Severity levels and who is called',
          'First hour checklist',
          'Ransomware playbook',
          'Breach notification: decision within 72 hours by the privacy officer',
        ],
      },
      ...submitApprove(98),
      {
        day: 298,
        do: 'version',
        note: 'Lessons from the autumn tabletop exercise',
        lines: [
          'On-call tree kept in the paging tool',
          'First hour checklist',
          'Ransomware playbook',
          'Breach notification decision',
        ],
      },
      ...submitApprove(299),
    ],
  },
  {
    title: 'Business continuity and disaster recovery plan',
    kind: 'plan',
    owner: 'admin',
    approver: 'risk',
    created: 135,
    lines: [
      'Critical services and recovery objectives',
      'Recovery site and backups',
      'Contact tree',
    ],
    review: 170,
    controls: ['Disaster recovery plan and tests'],
    steps: [
      ...submitApprove(136),
      {
        day: 200,
        do: 'version',
        note: 'Recovery objective and replicas after the June recovery test',
        lines: [
          'Critical services and recovery objectives (scheduling: 12 hours)',
          'Nightly replicas at the recovery site',
          'Contact tree',
        ],
      },
      ...submitApprove(201),
    ],
  },
  {
    title: 'Access control standard',
    kind: 'standard',
    owner: 'admin',
    approver: 'risk',
    created: 30,
    lines: [
      'Accounts are personal',
      'Multi-factor authentication everywhere',
      'Leavers lose access on their last day',
    ],
    review: 365,
    controls: ['Joiner-mover-leaver access process', 'Privileged access management'],
    steps: submitApprove(31),
  },
  {
    title: 'Joiner, mover and leaver procedure',
    kind: 'procedure',
    owner: 'admin',
    approver: 'risk',
    created: 110,
    lines: [
      'HR leaver form triggers removal',
      'IT checks the removal queue daily',
      'Monthly sample test',
    ],
    review: 365,
    controls: ['Joiner-mover-leaver access process'],
    steps: submitApprove(112),
  },
  {
    title: 'Acceptable use policy',
    kind: 'policy',
    owner: 'risk',
    approver: 'owner',
    created: 60,
    lines: ['Use of devices and email', 'Patient data on personal devices', 'Reporting incidents'],
    review: 300,
    controls: ['Information security policy management'],
    steps: [
      ...submitApprove(61),
      {
        day: 374,
        do: 'version',
        note: 'Messaging apps and AI assistants',
        lines: [
          'Use of devices and email',
          'Messaging apps and AI assistants',
          'Reporting incidents',
        ],
      },
      { day: 375, do: 'submit' },
    ],
  },
];

const fileName = (title: string, day: number) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${day}.pdf`;

const planDocument = (world: DemoWorld, doc: DemoDocument) => {
  const { t } = world;
  let id = '';
  t.plan(doc.created, 10, async () => {
    const created = await world.as(doc.owner).upload<{ id: string }>(
      '/api/documents',
      {
        title: doc.title,
        kind: doc.kind,
        ownerUserId: world.as(doc.owner).userId,
        note: 'First version',
      },
      pdfFile(fileName(doc.title, doc.created), doc.title, doc.lines),
    );
    id = created.id;
    const controlIds = doc.controls.flatMap((c) => world.controls.get(c) ?? []);
    if (controlIds.length > 0)
      await world.as(doc.owner).send('PUT', `/api/documents/${id}/links`, { controlIds });
  });
  for (const step of doc.steps) {
    t.plan(step.day, 11, async () => {
      if (step.do === 'version') {
        await world
          .as(doc.owner)
          .upload(
            `/api/documents/${id}/versions`,
            { note: step.note },
            pdfFile(fileName(doc.title, step.day), doc.title, step.lines),
          );
        return;
      }
      const who = step.do === 'submit' ? doc.owner : doc.approver;
      await world
        .as(who)
        .send('POST', `/api/documents/${id}/${step.do}`, { comment: step.comment ?? '' });
      if (step.do === 'approve') {
        await world
          .as(doc.owner)
          .send('PATCH', `/api/documents/${id}`, { reviewDate: dayFromNow(world, doc.review) });
      }
    });
  }
};

/** Plans the documents (the monthly report is history-reports.ts). */
export const planDocuments = (world: DemoWorld): void => {
  for (const doc of DOCUMENTS) planDocument(world, doc);
};
