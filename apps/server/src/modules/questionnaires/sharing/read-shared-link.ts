import type { SharedLinkInfo, ShareLinkType } from '@rampart/contracts';
import { findQuestionnaireLinkByTokenHash, type Db } from '@rampart/db';
import { notFound } from '../../../errors.ts';
import { linkState } from './share-link-rules.ts';
import { hashShareToken } from './share-link-token.ts';

/**
 * What the link page shows before it is opened: the link's name, type and what it will ask for.
 * Nothing of the questionnaire is told until the link opens.
 */
export const readSharedLink = async ({
  db,
  token,
  now = new Date(),
}: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<SharedLinkInfo> => {
  const link = await findQuestionnaireLinkByTokenHash(db, hashShareToken(token));
  if (!link) throw notFound('Share link');
  return {
    name: link.name,
    type: link.type as ShareLinkType,
    passwordProtected: link.passwordHash !== null,
    requiresSignIn: link.requiresSignIn,
    state: linkState(link, now),
  };
};
