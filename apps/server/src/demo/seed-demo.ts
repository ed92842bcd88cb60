import type { FastifyInstance } from 'fastify';
import type { Role } from '@rampart/contracts';

export type ApiCall = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  cookie?: string,
) => Promise<{
  status: number;
  json: { success: boolean; data?: unknown; error?: { message: string } };
  cookie?: string;
}>;

/** Calls the app in-process (no server listening): the demo without a running Rampart. */
export const apiViaInject =
  (app: FastifyInstance): ApiCall =>
  async (method, url, body, cookie) => {
    const res = await app.inject({
      method,
      url,
      payload: body as object | undefined,
      headers: cookie ? { cookie } : {},
    });
    const c = res.cookies.find((x) => x.name === 'rampart.session_token');
    return {
      status: res.statusCode,
      json: res.json(),
      cookie: c ? `${c.name}=${c.value}` : undefined,
    };
  };

export const DEMO_PASSWORD = 'rampart-demo-2026';
export const DEMO_ORG = 'Northwind Health (demo)';
const OWNER = { email: 'owner@demo.rampart.test', name: 'Olivia Reyes' };
const TEAM: { email: string; name: string; role: Exclude<Role, 'owner'>; persona: string }[] = [
  { email: 'admin@demo.rampart.test', name: 'Marcus Chen', role: 'admin', persona: 'operator' },
  {
    email: 'risk@demo.rampart.test',
    name: 'Priya Natarajan',
    role: 'risk_manager',
    persona: 'analyst',
  },
  {
    email: 'auditor@demo.rampart.test',
    name: 'Samuel Okafor',
    role: 'auditor',
    persona: 'auditor',
  },
  { email: 'member@demo.rampart.test', name: 'Lena Fischer', role: 'member', persona: 'operator' },
];

const must = <T>(label: string, r: Awaited<ReturnType<ApiCall>>): T => {
  if (r.status >= 300 || !r.json.success) {
    throw new Error(`${label} failed (${r.status}): ${r.json.error?.message ?? 'unknown error'}`);
  }
  return r.json.data as T;
};

/** Creates the demo organisation and its team through the API, once. */
export const seedDemo = async (api: ApiCall, publicUrl: string): Promise<void> => {
  const existing = await api('POST', '/api/auth/sign-in', {
    email: OWNER.email,
    password: DEMO_PASSWORD,
  });
  if (existing.status === 200) {
    console.log('The demo organisation already exists.');
    printCredentials(publicUrl);
    return;
  }
  const reg = await api('POST', '/api/auth/register', {
    ...OWNER,
    password: DEMO_PASSWORD,
    organizationName: DEMO_ORG,
  });
  must('register the demo owner', reg);
  // Registering signs nobody in (decision 012): sign in next, as the web app does.
  const signIn = (email: string) =>
    api('POST', '/api/auth/sign-in', { email, password: DEMO_PASSWORD });
  const owner = (await signIn(OWNER.email)).cookie;
  if (!owner) throw new Error('The demo owner could not be signed in (is email verification on?)');
  must('set the owner persona', await api('PUT', '/api/users/me', { persona: 'executive' }, owner));
  for (const person of TEAM) {
    const invite = must<{ acceptUrl: string | null }>(
      `invite ${person.email}`,
      await api(
        'POST',
        '/api/organizations/current/invitations',
        { email: person.email, role: person.role },
        owner,
      ),
    );
    if (!invite.acceptUrl)
      throw new Error('Invitations were mailed (SMTP_URL is set); run the demo without SMTP_URL.');
    const token = decodeURIComponent(invite.acceptUrl.split('/invitations/')[1] ?? '');
    const joined = await api('POST', '/api/auth/register', {
      email: person.email,
      name: person.name,
      password: DEMO_PASSWORD,
      invitationToken: token,
    });
    must(`join ${person.email}`, joined);
    const member = await signIn(person.email);
    must(`sign in ${person.email}`, member);
    must(
      `persona of ${person.email}`,
      await api('PUT', '/api/users/me', { persona: person.persona }, member.cookie),
    );
  }
  await seedCompliance(api, owner);
  await seedRisks(api, owner);
  console.log(`Created the demo organisation "${DEMO_ORG}".`);
  printCredentials(publicUrl);
};

/** A mid-sized company working towards ISO 27001 and SOC 2 with the recommended controls. */
const seedCompliance = async (api: ApiCall, owner: string) => {
  must(
    'set the organisation size',
    await api(
      'PATCH',
      '/api/organizations/current',
      { size: 'medium', industry: 'Healthcare' },
      owner,
    ),
  );
  for (const framework of ['ISO27001', 'SOC2']) {
    must(
      `adopt the ${framework} recommended controls`,
      await api('POST', `/api/frameworks/${framework}/recommended/adopt`, {}, owner),
    );
  }
};

type DemoRisk = {
  title: string;
  description: string;
  category: 'OPERATIONAL' | 'FINANCIAL' | 'STRATEGIC' | 'COMPLIANCE' | 'TECHNOLOGY';
  likelihood: number;
  impact: number;
  frameworks: string[];
  /** Adopted controls (by library name) that already address it. */
  controls: string[];
};

/** A register a healthcare company would recognise; some risks have controls, some do not. */
const DEMO_RISKS: DemoRisk[] = [
  {
    title: 'Ransomware encrypts the patient scheduling system',
    description:
      'A phishing email or an exposed remote desktop lets ransomware spread to the scheduling servers; appointments cannot be booked for days.',
    category: 'TECHNOLOGY',
    likelihood: 4,
    impact: 5,
    frameworks: ['HIPAA', 'ISO27001'],
    controls: ['Disaster recovery plan and tests', 'Endpoint device management'],
  },
  {
    title: 'Former employees keep access to the clinical records portal',
    description:
      'Leavers are removed from HR the same day but their portal accounts stay active for weeks because nobody tells IT.',
    category: 'COMPLIANCE',
    likelihood: 3,
    impact: 4,
    frameworks: ['HIPAA', 'SOC2'],
    controls: ['Joiner-mover-leaver access process', 'Quarterly user access reviews'],
  },
  {
    title: 'Payroll changes are entered and approved by the same person',
    description:
      'One payroll officer can add an employee, change bank details and release the payment run without a second approval.',
    category: 'FINANCIAL',
    likelihood: 3,
    impact: 4,
    frameworks: ['SOX'],
    controls: ['Segregation of duties for finance and payroll'],
  },
  {
    title: 'Patient data sent to a lab partner over unencrypted email',
    description:
      'Test requests with names and dates of birth are emailed to an external lab as plain attachments.',
    category: 'COMPLIANCE',
    likelihood: 4,
    impact: 4,
    frameworks: ['HIPAA', 'GDPR'],
    controls: ['Encryption of data in transit'],
  },
  {
    title: 'Billing vendor breach exposes insurance details',
    description:
      'The outsourced billing provider stores insurance numbers; its security has not been reviewed since onboarding.',
    category: 'OPERATIONAL',
    likelihood: 3,
    impact: 5,
    frameworks: ['HIPAA', 'SOC2'],
    controls: [],
  },
  {
    title: 'An expired TLS certificate takes the patient portal down',
    description:
      'Certificates are renewed by hand and nobody is alerted before they expire; the last outage lasted six hours.',
    category: 'TECHNOLOGY',
    likelihood: 3,
    impact: 3,
    frameworks: ['SOC2'],
    controls: [],
  },
  {
    title: 'Shared administrator accounts on the EHR database',
    description:
      'Three engineers share one database superuser password, so changes cannot be traced to a person.',
    category: 'TECHNOLOGY',
    likelihood: 4,
    impact: 4,
    frameworks: ['HIPAA', 'ISO27001'],
    controls: ['Privileged access management'],
  },
  {
    title: 'Data centre fire destroys the on-premises backup server',
    description: 'Backups are kept in the same room as the servers they protect.',
    category: 'OPERATIONAL',
    likelihood: 2,
    impact: 5,
    frameworks: ['ISO27001'],
    controls: [],
  },
  {
    title: 'Breach notification deadline missed',
    description:
      'There is no agreed process to decide within 72 hours whether a personal data breach must be reported.',
    category: 'COMPLIANCE',
    likelihood: 2,
    impact: 4,
    frameworks: ['GDPR', 'HIPAA'],
    controls: ['Personal data breach notification'],
  },
  {
    title: 'Key clinical systems engineer leaves with undocumented knowledge',
    description:
      'Only one engineer knows how the lab interface engine is configured and restarted.',
    category: 'STRATEGIC',
    likelihood: 3,
    impact: 3,
    frameworks: [],
    controls: [],
  },
];

/** The demo register: risks, and mappings to the adopted controls that address them. */
const seedRisks = async (api: ApiCall, owner: string) => {
  const created = must<{ id: string; title: string }[]>(
    'create the demo risks',
    await api(
      'POST',
      '/api/risks/bulk-create',
      {
        risks: DEMO_RISKS.map(({ controls: _controls, ...risk }) => ({
          ...risk,
          status: 'assessed',
          owner: 'Priya Natarajan',
        })),
      },
      owner,
    ),
  );
  const controls = must<{ items: { id: string; title: string }[] }>(
    'list the adopted controls',
    await api('GET', '/api/controls?limit=200', undefined, owner),
  ).items;
  for (const [i, risk] of DEMO_RISKS.entries()) {
    for (const name of risk.controls) {
      const control = controls.find((c) => c.title === name);
      if (!control) continue;
      must(
        `map ${name}`,
        await api(
          'POST',
          '/api/control-risk-mappings',
          { riskId: created[i]!.id, controlId: control.id, effectivenessRating: 3 },
          owner,
        ),
      );
    }
  }
};

const printCredentials = (publicUrl: string) => {
  console.log(
    `\nSign in at ${publicUrl}/auth/login with any of these (password: ${DEMO_PASSWORD}):`,
  );
  console.log(`  ${OWNER.email.padEnd(28)} owner`);
  for (const p of TEAM) console.log(`  ${p.email.padEnd(28)} ${p.role}`);
};
