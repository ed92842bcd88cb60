// @mentions: everyone mentioned must be able to see the questionnaire; they are told by mail.
import { mentionsAsText, parseMentions } from '@rampart/domain';
import type { Executor, QuestionnaireRow } from '@rampart/db';
import { invalid } from '../../../errors.ts';
import {
  canDo,
  peopleWithAccess,
  questionnaireUrl,
  type PanelDeps,
  type Person,
} from './panel-context.ts';

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

/**
 * Mails each person mentioned (never the author) after the comment is stored. A failed mail is
 * logged: the comment stands, and the mention shows in the app either way.
 */
export const mailMentions = async (
  deps: Pick<PanelDeps, 'mailer' | 'publicUrl' | 'log'>,
  input: {
    people: Person[];
    authorId: string | null;
    authorName: string;
    questionnaire: { id: string; title: string };
    content: string;
  },
): Promise<void> => {
  const { mailer } = deps;
  if (!mailer) return;
  const url = `${questionnaireUrl(deps.publicUrl, input.questionnaire.id)}?mode=collaborate`;
  const text = mentionsAsText(input.content);
  for (const person of input.people) {
    if (person.id === input.authorId) continue;
    await mailer
      .send({
        to: person.email,
        subject: `${input.authorName} mentioned you in “${input.questionnaire.title}”`,
        text: `${input.authorName} mentioned you in a comment on “${input.questionnaire.title}”:\n\n${text}\n\nOpen the questionnaire: ${url}\n`,
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'mention mail failed'));
  }
};
