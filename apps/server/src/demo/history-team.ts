// Northwind Health's people: the owner founds the organisation on the first day of the demo's
// year and the team joins over the following weeks, each through an invitation.
import type { FastifyInstance } from 'fastify';
import type { Role } from '@rampart/contracts';
import { must, personCalls, type ApiCall, type As, type PersonKey } from './demo-api.ts';

export const DEMO_PASSWORD = 'rampart-demo-2026';
export const DEMO_ORG = 'Northwind Health (demo)';

export type Person = { email: string; name: string; role: Role; persona: string };

export const PEOPLE: Record<PersonKey, Person> = {
  owner: {
    email: 'owner@demo.rampart.test',
    name: 'Olivia Reyes',
    role: 'owner',
    persona: 'executive',
  },
  admin: {
    email: 'admin@demo.rampart.test',
    name: 'Marcus Chen',
    role: 'admin',
    persona: 'operator',
  },
  risk: {
    email: 'risk@demo.rampart.test',
    name: 'Priya Natarajan',
    role: 'risk_manager',
    persona: 'analyst',
  },
  auditor: {
    email: 'auditor@demo.rampart.test',
    name: 'Samuel Okafor',
    role: 'auditor',
    persona: 'auditor',
  },
  member: {
    email: 'member@demo.rampart.test',
    name: 'Lena Fischer',
    role: 'member',
    persona: 'operator',
  },
};

/** When each person is invited and joins (days from the start). */
export const JOINS: { key: Exclude<PersonKey, 'owner'>; day: number }[] = [
  { key: 'admin', day: 0 },
  { key: 'risk', day: 1 },
  { key: 'member', day: 6 },
  { key: 'auditor', day: 12 },
];

export const signInAs = async (api: ApiCall, person: Person) => {
  const res = await api('POST', '/api/auth/sign-in', {
    email: person.email,
    password: DEMO_PASSWORD,
  });
  const data = must<{ user: { id: string } }>(`sign in ${person.email}`, res);
  if (!res.cookie) throw new Error(`No session for ${person.email} (is email verification on?)`);
  return { cookie: res.cookie, userId: data.user.id };
};

/** The owner registers the organisation (decision 012: then signs in, as the web app does). */
export const foundOrganisation = async (app: FastifyInstance, api: ApiCall) => {
  const owner = PEOPLE.owner;
  must(
    'register the demo owner',
    await api('POST', '/api/auth/register', {
      email: owner.email,
      name: owner.name,
      password: DEMO_PASSWORD,
      organizationName: DEMO_ORG,
    }),
  );
  const first = await signInAs(api, owner);
  const calls = personCalls(app, () => signInAs(api, owner), first);
  await calls.send('PUT', '/api/users/me', { persona: owner.persona });
  await calls.send('PATCH', '/api/organizations/current', {
    size: 'medium',
    industry: 'Healthcare',
  });
  const org = await calls.get<{ id: string }>('/api/organizations/current');
  return { organizationId: org.id, owner: calls };
};

/** Invites a person as the owner and lets them accept: register with the token, sign in. */
export const joinTeam = async (
  app: FastifyInstance,
  api: ApiCall,
  owner: As,
  key: Exclude<PersonKey, 'owner'>,
): Promise<As> => {
  const person = PEOPLE[key];
  const invite = await owner.send<{ acceptUrl: string | null }>(
    'POST',
    '/api/organizations/current/invitations',
    { email: person.email, role: person.role },
  );
  if (!invite.acceptUrl)
    throw new Error('Invitations were mailed (SMTP_URL is set); run the demo without SMTP_URL.');
  const token = decodeURIComponent(invite.acceptUrl.split('/invitations/')[1] ?? '');
  must(
    `join ${person.email}`,
    await api('POST', '/api/auth/register', {
      email: person.email,
      name: person.name,
      password: DEMO_PASSWORD,
      invitationToken: token,
    }),
  );
  const calls = personCalls(app, () => signInAs(api, person), await signInAs(api, person));
  await calls.send('PUT', '/api/users/me', { persona: person.persona });
  return calls;
};
