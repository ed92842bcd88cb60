import type { InjectOptions } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../../testing/app.ts';
import { buildOrg, uniqueIp, type SignedIn } from '../../../testing/factories.ts';
import { createQuestionnaire, smallStructure } from '../questionnaire-test-kit.ts';
import { call } from './sharing-test-kit.ts';

// Share link test helpers, over the worker's app and database (testApp, testDatabase).

export const HOUR = 3_600_000;

/** An organisation's owner and a questionnaire of theirs with questions. */
export const setup = async (visibility = 'private') => {
  const app = await testApp();
  const owner = await buildOrg(app);
  const q = await createQuestionnaire(app, owner, {
    title: 'Supplier security review',
    visibility,
    structure: smallStructure(),
  });
  return { owner, q };
};

/** A new link, with the token read from the address the create answer tells once. */
export const createLink = async (who: SignedIn, id: string, body: object) => {
  const res = await call(await testApp(), who, 'POST', `/api/questionnaires/${id}/links`, body);
  if (res.statusCode !== 200) throw new Error(res.body);
  const link = res.json().data;
  return { ...link, token: decodeURIComponent(link.url.split('/shared/')[1]) as string };
};

/** A visitor: no cookie unless one is given, from an address of their own. */
const visit = async (options: InjectOptions & { cookie?: string; ip?: string; grant?: string }) =>
  (await testApp()).inject({
    ...options,
    remoteAddress: options.ip ?? uniqueIp(),
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.grant ? { 'x-share-grant': options.grant } : {}),
    },
  });

export const open = (
  token: string,
  password?: string,
  extra: { cookie?: string; ip?: string } = {},
) =>
  visit({
    method: 'POST',
    url: `/api/shared-links/${token}/open`,
    payload: password === undefined ? {} : { password },
    ...extra,
  });
export const info = (token: string) => visit({ method: 'GET', url: `/api/shared-links/${token}` });
export const readWith = (token: string, grant?: string) =>
  visit({ method: 'GET', url: `/api/shared-links/${token}/questionnaire`, grant });

/** Moves a link's expiry into the past (an expiry in the past cannot be set through the API). */
export const expireLink = async (linkId: string) =>
  (await testDatabase()).raw(
    `update questionnaire_links set expires_at = now() - interval '1 minute' where id = $1`,
    [linkId],
  );
