// @mentions: everyone mentioned must be able to see the questionnaire; they are notified (and
// mailed) through notifications/assignment-notices.ts.
import { parseMentions } from '@rampart/domain';
import type { Executor, QuestionnaireRow } from '@rampart/db';
import { invalid } from '../../../errors.ts';
import { canDo, peopleWithAccess, type Person } from './panel-context.ts';

/** At most this many people in one comment. */
export const MENTIONS_MAX = 20;

/**
 * The people the text mentions, each checked: someone outside the organisation, or who may not
 * see this questionnaire, is refused (naming `content`), since they could never read it.
 */
export const checkedMentions = async (
  db: Executor,
  organizationId: string,
  row: Pick<QuestionnaireRow, 'id' | 'createdBy' | 'visibility' | 'status' | 'allowDownload'>,
  content: string,
): Promise<Person[]> => {
  const mentioned = parseMentions(content);
  if (mentioned.length === 0) return [];
  if (mentioned.length > MENTIONS_MAX) {
    throw invalid('content', `Mention at most ${MENTIONS_MAX} people in one comment`);
  }
  const people = await peopleWithAccess(
    db,
    organizationId,
    row,
    mentioned.map((m) => m.userId),
  );
  for (const m of mentioned) {
    if (!canDo(people.get(m.userId), 'view')) {
      throw invalid('content', `@${m.name || m.userId} cannot see this questionnaire`);
    }
  }
  return mentioned.map((m) => people.get(m.userId)!);
};
