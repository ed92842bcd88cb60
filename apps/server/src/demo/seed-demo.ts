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
  const owner = reg.cookie;
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
    must(
      `persona of ${person.email}`,
      await api('PUT', '/api/users/me', { persona: person.persona }, joined.cookie),
    );
  }
  await seedCompliance(api, owner);
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

const printCredentials = (publicUrl: string) => {
  console.log(
    `\nSign in at ${publicUrl}/auth/login with any of these (password: ${DEMO_PASSWORD}):`,
  );
  console.log(`  ${OWNER.email.padEnd(28)} owner`);
  for (const p of TEAM) console.log(`  ${p.email.padEnd(28)} ${p.role}`);
};
