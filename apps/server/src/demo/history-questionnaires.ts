// The vendor security questionnaire: made from the template, published, sent to the billing
// supplier's security lead, answered through the public link over a few days, one answer
// clarified, then accepted (the supplier's next assessment reads it). Another supplier has it now.
import { dayFromNow, must, uploadViaInject, type DemoWorld } from './demo-api.ts';
import { pdfFile } from './demo-pdf.ts';

type Answer = boolean | number | string | string[];
type View = {
  sections: {
    questions: { id: string; type: string; options?: { id: string; label: string }[] }[];
  }[];
};

/** Choice answers by the start of their label; the rest as they are stored. */
const MEDBILL: Record<string, Answer> = {
  'gov-policy': true,
  'gov-owner':
    'Rachel Moore, Chief Information Security Officer, rachel.moore@medbill-partners.example',
  'gov-certs': ['SOC 2 Type II'],
  'gov-training': true,
  'acc-mfa': true,
  'acc-grant': ['By role, with access review'],
  'acc-leavers': ['Within three working days'],
  'acc-shared-admin': false,
  'acc-lifecycle': 4,
  'dat-kinds': ['Personal data about our c', 'Financial or payment data', 'Health data'],
  'dat-rest': true,
  'dat-transit': true,
  'dat-keys': ['You do, in a dedicated key'],
  'dat-location': ['Elsewhere, under standard'],
  'dat-deletion-days': 90,
  'dat-deletion-proof': true,
  'ops-pentest': ['Once a year'],
  'ops-patch': ['Within 30 days'],
  'ops-edr': true,
  'ops-logs': true,
  'ops-sdlc': true,
  'inc-plan': true,
  'inc-notice': ['Within 72 hours'],
  'inc-breach': false,
  'inc-insurance': true,
  'bc-plan': true,
  'bc-rto': 48,
  'bc-restore-test': ['Once a year'],
  'bc-immutable': true,
  'sub-any': true,
  'sub-assessed': true,
  'sub-notice': true,
};

/** The answers to the questions `ids` names, choices resolved from label starts to option ids. */
const answersFor = (view: View, ids: string[], from: Record<string, Answer>) => {
  const out: Record<string, Answer> = {};
  for (const q of view.sections.flatMap((s) => s.questions)) {
    const given = from[q.id];
    if (!ids.includes(q.id) || given === undefined) continue;
    if (q.type !== 'single_choice' && q.type !== 'multiple_choice') {
      out[q.id] = given;
      continue;
    }
    const chosen = (given as string[]).map(
      (start) => q.options!.find((o) => o.label.startsWith(start))!.id,
    );
    out[q.id] = q.type === 'single_choice' ? chosen[0]! : chosen;
  }
  return out;
};

export const planQuestionnaires = (world: DemoWorld): void => {
  const { t, app, api } = world;
  let questionnaireId = '';
  const links = new Map<string, { token: string; requestId: string }>();
  const respond = (vendor: string, path = '') => `/api/respond/${links.get(vendor)!.token}${path}`;
  const recipient = async (
    vendor: string,
    method: 'GET' | 'PUT' | 'POST',
    path = '',
    body?: unknown,
  ) => must<View>(`respond ${path}`, await api(method, respond(vendor, path), body));

  t.plan(188, 10, async () => {
    const priya = world.as('risk');
    const q = await priya.send<{ id: string }>('POST', '/api/questionnaires', {
      title: 'Vendor security assessment',
      templateId: 'vendor-security',
    });
    questionnaireId = q.id;
  });
  t.plan(189, 11, () =>
    world
      .as('risk')
      .send('POST', `/api/questionnaires/${questionnaireId}/status`, { action: 'publish' }),
  );
  const send = (vendor: string, email: string, name: string, message: string) => async () => {
    const sent = await world
      .as('risk')
      .send<{ request: { id: string }; link: string }>(
        'POST',
        `/api/questionnaires/${questionnaireId}/requests`,
        {
          vendorId: world.vendors.get(vendor),
          recipientEmail: email,
          recipientName: name,
          message,
          expiresAt: dayFromNow(world, 30),
        },
      );
    links.set(vendor, { token: sent.link.split('/respond/')[1]!, requestId: sent.request.id });
  };
  const ids = (...groups: string[]) =>
    Object.keys(MEDBILL).filter((id) => groups.some((g) => id.startsWith(g)));

  // MedBill: answered over a week, one answer clarified, accepted.
  t.plan(
    190,
    9,
    send(
      'MedBill Partners',
      'rachel.moore@medbill-partners.example',
      'Rachel Moore',
      'Ahead of our contract review, please answer by the end of the month. Thank you!',
    ),
  );
  t.plan(193, 16, async () => {
    const view = await recipient('MedBill Partners', 'GET');
    await recipient('MedBill Partners', 'PUT', '/answers', {
      answers: answersFor(view, ids('gov', 'acc', 'dat'), MEDBILL),
    });
  });
  t.plan(197, 10, async () => {
    const view = await recipient('MedBill Partners', 'GET');
    await recipient('MedBill Partners', 'PUT', '/answers', {
      answers: answersFor(view, ids('ops', 'inc', 'bc', 'sub'), MEDBILL),
    });
    must(
      'upload the subprocessor list',
      await uploadViaInject(
        app,
        respond('MedBill Partners', '/files'),
        { questionId: 'sub-list' },
        pdfFile('medbill-subprocessors.pdf', 'MedBill Partners: subprocessors', [
          'Print and mail house: statements.',
          'Clearing house: insurance claims.',
          'Cloud hosting: claims platform.',
        ]),
      ),
    );
    await recipient('MedBill Partners', 'POST', '/submit');
  });
  t.plan(200, 14, () =>
    world
      .as('risk')
      .send(
        'POST',
        `/api/questionnaire-requests/${links.get('MedBill Partners')!.requestId}/items/bc-rto`,
        {
          action: 'clarify',
          text: 'Does the 48-hour recovery time cover patient statements as well as claims?',
        },
      ),
  );
  t.plan(203, 9, async () => {
    await recipient('MedBill Partners', 'PUT', '/answers', { answers: { 'bc-rto': 24 } });
    await recipient('MedBill Partners', 'POST', '/notes', {
      questionId: 'bc-rto',
      text: 'Both run on the same platform; since the new replica went live in June the objective is 24 hours for each.',
    });
    await recipient('MedBill Partners', 'POST', '/submit');
  });
  t.plan(205, 15, () =>
    world
      .as('risk')
      .send(
        'POST',
        `/api/questionnaire-requests/${links.get('MedBill Partners')!.requestId}/accept`,
      ),
  );

  // LabLink: sent lately, partly answered so far.
  t.plan(
    t.lastDay - 20,
    10,
    send(
      'LabLink Diagnostics',
      'sam.ortiz@lablink-diagnostics.example',
      'Sam Ortiz',
      'Part of our yearly supplier review; please answer within four weeks.',
    ),
  );
  t.plan(t.lastDay - 14, 17, async () => {
    const view = await recipient('LabLink Diagnostics', 'GET');
    await recipient('LabLink Diagnostics', 'PUT', '/answers', {
      answers: answersFor(view, ids('gov', 'acc'), { ...MEDBILL, 'gov-certs': ['None of these'] }),
    });
  });
};
