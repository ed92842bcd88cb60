import type { CreateShareLinkBody } from '@rampart/contracts';
import { shareLinkName } from '@rampart/domain';
import {
  findQuestionnaireLink,
  insertQuestionnaireLink,
  newId,
  newToken,
  type Db,
  type QuestionnaireLinkRecord,
} from '@rampart/db';
import { hashPassword } from 'better-auth/crypto';
import type { Actor } from '../../../auth/actor.ts';
import type { LivePush } from '../../../platform/live-push/live-push.ts';
import { invalid } from '../../../errors.ts';
import { requireQuestionnaireAccess } from '../questionnaire-access.ts';
import { hashShareToken } from './share-link-token.ts';
import { recordSharing } from './sharing-record.ts';

export const checkExpiry = (expiresAt: Date | null | undefined, now: Date) => {
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw invalid('expiresAt', 'An expiry must be in the future');
  }
};

/**
 * §5 Share link ('Link Created'): view, comment or edit; named 'Shared Link' when left unnamed;
 * a password only when protection is on (then it is required), kept as a hash like an account's.
 * The token is returned once, to be given out in the link's address; only its hash is kept.
 */
export const createShareLink = async ({
  db,
  livePush,
  actor,
  id,
  input,
  now = new Date(),
}: {
  db: Db;
  /** Told after the change commits (platform/live-push). */
  livePush: LivePush;
  actor: Actor;
  id: string;
  input: CreateShareLinkBody;
  now?: Date;
}): Promise<{ link: QuestionnaireLinkRecord; token: string }> => {
  await requireQuestionnaireAccess(db, actor, id, 'share');
  const password = input.passwordProtected ? (input.password ?? '') : null;
  if (password !== null && password.trim() === '') {
    throw invalid('password', 'Enter a password, or turn password protection off');
  }
  checkExpiry(input.expiresAt, now);
  // Hashing is slow on purpose: done before the transaction, which then only writes.
  const passwordHash = password === null ? null : await hashPassword(password);
  const token = newToken();
  const name = shareLinkName(input.name);
  const link = await db.transaction(async (tx) => {
    await requireQuestionnaireAccess(tx, actor, id, 'share');
    const row = await insertQuestionnaireLink(tx, {
      id: newId('qlink'),
      organizationId: actor.organizationId,
      questionnaireId: id,
      name,
      type: input.type,
      tokenHash: hashShareToken(token),
      passwordHash,
      expiresAt: input.expiresAt ?? null,
      requiresSignIn: input.requiresSignIn,
      downloadAllowed: input.downloadAllowed,
      createdBy: actor.userId,
      createdAt: now,
    });
    await recordSharing(tx, actor, id, {
      action: 'questionnaire.link_created',
      description: `${actor.name} created the ${input.type} link “${name}”`,
      after: {
        linkId: row.id,
        name,
        type: input.type,
        expiresAt: row.expiresAt?.toISOString() ?? null,
        passwordProtected: passwordHash !== null,
        requiresSignIn: row.requiresSignIn,
        downloadAllowed: row.downloadAllowed,
      },
    });
    return (await findQuestionnaireLink(tx, actor.organizationId, id, row.id))!;
  });
  livePush.announce(id, 'links');
  livePush.announce(id, 'activity');
  return { link, token };
};
