import {
  findQuestionnaire,
  findQuestionnaireLinkByTokenHash,
  type Db,
  type QuestionnaireLinkRow,
  type QuestionnaireRecord,
} from '@rampart/db';
import type { Config } from '../../../config.ts';
import { AppError, notFound } from '../../../errors.ts';
import { verifyShareGrant, type VerifiedShareGrant } from './share-grant.ts';
import { linkState, shareLinkRefusal } from './share-link-rules.ts';
import { hashShareToken } from './share-link-token.ts';
import { SHARE_LINK_REFUSAL_MESSAGES } from '@rampart/domain';

export const GRANT_NEEDED = 'Open the link again to continue.';

/**
 * The questionnaire behind a link, for the holder of a pass it gave. The pass must be this
 * link's and still good; a link turned off or expired since is gone (410).
 */
export const readSharedQuestionnaire = async ({
  db,
  config,
  token,
  grant,
  now = new Date(),
}: {
  db: Db;
  config: Pick<Config, 'authSecret'>;
  token: string;
  grant: string | undefined;
  now?: Date;
}): Promise<{
  verified: VerifiedShareGrant;
  link: QuestionnaireLinkRow;
  questionnaire: QuestionnaireRecord;
}> => {
  const link = await findQuestionnaireLinkByTokenHash(db, hashShareToken(token));
  if (!link) throw notFound('Share link');
  const state = linkState(link, now);
  if (state !== 'active') throw shareLinkRefusal(state, SHARE_LINK_REFUSAL_MESSAGES[state]);
  const verified = grant ? await verifyShareGrant(config, db, grant, now) : null;
  if (!verified || verified.linkId !== link.id) {
    throw new AppError('FORBIDDEN', GRANT_NEEDED, [
      { field: 'x-share-grant', message: GRANT_NEEDED },
    ]);
  }
  const questionnaire = await findQuestionnaire(db, link.organizationId, link.questionnaireId);
  if (!questionnaire) throw notFound('Share link');
  return { verified, link, questionnaire };
};
