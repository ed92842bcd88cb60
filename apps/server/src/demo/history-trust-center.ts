// The trust centre (issue 24): a few days ago the owner recorded the organisation's
// certifications and published its public security page from what Rampart already knew: the
// certifications held, the controls in place, the vendors that process patient data, and the
// answers the team had approved. Every later change to those records shows on it as it happens.
import { dayFromNow, type DemoWorld } from './demo-api.ts';

export const DEMO_TRUST_SLUG = 'northwind-health';

type Items = {
  items: {
    kind: string;
    recordId: string;
    recordName: string;
    stands: boolean;
    standing: string;
  }[];
};

/** Where each active vendor processes data, as the page says it. */
const LOCATIONS: Record<string, string> = {
  'CloudCare Hosting': 'Ireland (EU)',
  'MedBill Partners': 'United States',
  'LabLink Diagnostics': 'United Kingdom',
  ShiftRoster: 'Germany (EU)',
};

const OVERVIEW = [
  'Northwind Health runs primary care clinics and the systems behind them. Patient data is',
  'protected by controls we test on a schedule, and this page is published from the records of',
  'those tests: a certification shows while it is held, a control says *in place* while its last',
  'test passed.',
  '',
  'Questions about security or a report of a vulnerability: write to our security team.',
].join('\n');

const NDA = [
  'Mutual non-disclosure agreement',
  '',
  'You may receive documents from Northwind Health Ltd that are not public. You agree to use them',
  'only to assess Northwind Health as a supplier, to share them only with colleagues who need them',
  'for that purpose and are bound by the same terms, and to delete them when asked. The copies you',
  'download carry your email address. This agreement is governed by the laws of England and Wales.',
].join('\n');

export const planTrustCenter = (world: DemoWorld): void => {
  const { t } = world;
  t.plan(t.lastDay - 3, 15, async () => {
    const owner = world.as('owner');
    const certification = (body: Record<string, unknown>) =>
      owner.send<{ id: string }>('POST', '/api/certifications', body);
    const iso = await certification({
      name: 'ISO/IEC 27001',
      status: 'held',
      issuer: 'BSI',
      number: 'IS 781204',
      scope: 'Clinical systems, patient portal and their operations',
      issuedOn: dayFromNow(world, -290),
      expiresOn: dayFromNow(world, 805),
    });
    const soc2 = await certification({
      name: 'SOC 2 Type II',
      status: 'held',
      issuer: 'Hale & Partners LLP',
      scope: 'Security and availability of the patient portal',
      periodStart: dayFromNow(world, -400),
      periodEnd: dayFromNow(world, -35),
    });
    await certification({
      name: 'PCI DSS',
      status: 'in_progress',
      scope: 'Card payments at the clinics',
    });

    await owner.send('PUT', '/api/trust-center', {
      slug: DEMO_TRUST_SLUG,
      title: 'Northwind Health',
      legalName: 'Northwind Health Ltd',
      address: '14 Harbour Street\nBristol BS1 4QA\nUnited Kingdom',
      overview: OVERVIEW,
      contactEmail: 'security@northwind-health.example',
      live: true,
    });
    const publish = (kind: string, id: string, body: Record<string, unknown> = {}) =>
      owner.send('PUT', `/api/trust-center/items/${kind}/${id}`, { state: 'published', ...body });
    await publish('certification', iso.id);
    await publish('certification', soc2.id);

    const items = async (kind: string) =>
      (await owner.get<Items>(`/api/trust-center/items?kind=${kind}&limit=200`)).items;
    // The controls in place, and two still on their way as drafts.
    const controls = await items('control');
    for (const c of controls.filter((x) => x.standing.startsWith('In place')).slice(0, 14)) {
      await publish('control', c.recordId);
    }
    for (const c of controls.filter((x) => !x.standing.startsWith('In place')).slice(0, 2)) {
      await publish('control', c.recordId, { state: 'draft' });
    }
    // The approved policies, for anyone to read, but one kept for approved visitors under the NDA.
    const documents = (await items('document')).filter((x) => x.stands).slice(0, 5);
    for (const [i, d] of documents.entries()) {
      await publish('document', d.recordId, { access: i === 4 ? 'restricted' : 'public' });
    }
    await owner.send('POST', '/api/trust-center/ndas', { text: NDA });
    for (const v of await items('subprocessor')) {
      const location = LOCATIONS[v.recordName];
      if (location && v.stands) await publish('subprocessor', v.recordId, { location });
    }
    for (const a of (await items('faq')).filter((x) => x.stands).slice(0, 6)) {
      await publish('faq', a.recordId);
    }
    // The frameworks tracked, each with its status frozen today, but the last, still being
    // prepared; and a first update.
    for (const f of (await items('framework')).slice(0, -1)) {
      await publish('framework', f.recordId);
    }
    await owner.send('POST', '/api/trust-center/updates', {
      title: 'Our SOC 2 Type II report is available',
      body:
        'The report for the last twelve months is on this page for approved visitors. ' +
        'Ask for access with your work email; we answer within two working days.',
    });
  });
};
