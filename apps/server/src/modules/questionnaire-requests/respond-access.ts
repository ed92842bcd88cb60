import { formatDate } from '@rampart/domain';
import {
  findQuestionnaireRequestByToken,
  type Executor,
  type QuestionnaireRequestRow,
} from '@rampart/db';
import { AppError, notFound } from '../../errors.ts';
import { isExpired } from './request-rules.ts';
import { hashRequestToken } from './request-token.ts';

/** The link no longer opens: 410, with what the recipient can do about it. */
const gone = (message: string, reason: 'revoked' | 'expired') =>
  new AppError('GONE', message, { reason });

/**
 * The request a recipient's link names. Unknown: 404. Revoked or past its expiry: 410, saying
 * which. Locked for the caller's transaction when it changes the request.
 */
export const requestByToken = async (
  db: Executor,
  token: string,
  now: Date,
  opts: { lock?: boolean } = {},
): Promise<QuestionnaireRequestRow> => {
  const row = await findQuestionnaireRequestByToken(db, hashRequestToken(token), opts);
  if (!row) throw notFound('Questionnaire link');
  if (row.status === 'revoked') {
    throw gone(
      'This questionnaire link was withdrawn by the sender. Ask them for a new one.',
      'revoked',
    );
  }
  if (isExpired(row, now)) {
    throw gone(
      `This questionnaire link expired on ${formatDate(row.expiresAt)}. Ask the sender to extend it.`,
      'expired',
    );
  }
  return row;
};
