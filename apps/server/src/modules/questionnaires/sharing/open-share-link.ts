import { shareLinkAccess } from '@rampart/domain';
import {
  findQuestionnaire,
  findQuestionnaireLinkByTokenHash,
  recordQuestionnaireLinkAccess,
  type Db,
  type QuestionnaireLinkRow,
  type QuestionnaireRecord,
} from '@rampart/db';
import { verifyPassword } from 'better-auth/crypto';
import type { SessionPrincipal } from '../../../auth/actor.ts';
import type { Config } from '../../../config.ts';
import { notFound } from '../../../errors.ts';
import { SHARE_GRANT_TTL_MS, signShareGrant, type ShareGrantClaims } from './share-grant.ts';
import { linkRules, shareLinkRefusal } from './share-link-rules.ts';
import type { ShareLinkThrottle } from './share-link-throttle.ts';
import { hashShareToken } from './share-link-token.ts';

export type OpenedShareLink = {
  grant: string;
  claims: ShareGrantClaims;
  link: QuestionnaireLinkRow;
  questionnaire: QuestionnaireRecord;
};

/**
 * Opens a share link (§5, the domain's shareLinkAccess): off, expired, sign-in and password are
 * checked in that order, so a dead link says nothing about its password. A password is checked
 * only after the throttle counted the attempt. Success counts the visit (§3 accessCount,
 * lastAccessed) and answers a signed pass for 12 hours, or until the link expires if sooner.
 */
export const openShareLink = async ({
  db,
  config,
  throttle,
  token,
  password,
  principal,
  ip,
  now = new Date(),
}: {
  db: Db;
  config: Pick<Config, 'authSecret'>;
  throttle: ShareLinkThrottle;
  token: string;
  password: string | undefined;
  principal: SessionPrincipal | null;
  ip: string;
  now?: Date;
}): Promise<OpenedShareLink> => {
  const link = await findQuestionnaireLinkByTokenHash(db, hashShareToken(token));
  if (!link) throw notFound('Share link');
  const rules = linkRules(link);
  const visit = { now, signedIn: principal !== null };
  const before = shareLinkAccess(rules, { ...visit, password: 'none' });
  if (!before.allowed && before.reason !== 'password_required') {
    throw shareLinkRefusal(before.reason, before.message);
  }
  let checked: 'none' | 'wrong' | 'right' = 'none';
  if (link.passwordHash !== null && password) {
    await throttle.admit(link.id, ip);
    const right = await verifyPassword({ hash: link.passwordHash, password });
    if (right) await throttle.succeeded(link.id, ip);
    checked = right ? 'right' : 'wrong';
  }
  const access = shareLinkAccess(rules, { ...visit, password: checked });
  if (!access.allowed) throw shareLinkRefusal(access.reason, access.message);
  const questionnaire = await findQuestionnaire(db, link.organizationId, link.questionnaireId);
  if (!questionnaire) throw notFound('Share link');
  await recordQuestionnaireLinkAccess(db, link.organizationId, link.id, now);
  const until = now.getTime() + SHARE_GRANT_TTL_MS;
  const claims: ShareGrantClaims = {
    linkId: link.id,
    questionnaireId: link.questionnaireId,
    organizationId: link.organizationId,
    type: rules.type,
    expiresAt: link.expiresAt ? Math.min(until, link.expiresAt.getTime()) : until,
    userId: principal?.userId ?? null,
    name: principal?.name ?? `Guest (${link.name})`,
  };
  return { grant: signShareGrant(config, claims), claims, link, questionnaire };
};
