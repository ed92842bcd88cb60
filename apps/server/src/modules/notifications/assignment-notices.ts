// The event-driven notifications, each called in one line from the use case whose transaction
// makes the change: something given to someone (an owner, an assignee) and @mentions.
import { clipText, mentionsAsText, type QuestionnaireStructure } from '@rampart/domain';
import type { Executor } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { sectionTitle } from '../questionnaires/panel/assignment-rules.ts';
import {
  controlLink,
  customerQuestionnaireLink,
  placeLink,
  questionnaireLink,
  riskLink,
  shortDay,
} from './notification-links.ts';
import { notifyMany, type NotifyInput } from './notify.ts';

type Who = Pick<Actor, 'organizationId' | 'userId' | 'name'>;

type Owned = {
  id: string;
  title: string;
  ownerUserId: string | null;
  dueDate?: Date | null;
  controlId?: string | null;
  vendorId?: string | null;
  assessmentId?: string | null;
};

const LINKS: Record<'risk' | 'control' | 'finding', (row: Owned) => string | null> = {
  risk: (row) => riskLink(row.id),
  control: (row) => controlLink(row.id),
  finding: placeLink,
};

const assigned = (
  actor: Who,
  userId: string,
  what: Omit<NotifyInput, 'organizationId' | 'userId' | 'kind' | 'eventKey' | 'actorId'>,
  now: Date,
): NotifyInput => ({
  organizationId: actor.organizationId,
  userId,
  actorId: actor.userId,
  kind: 'assigned',
  ...what,
  eventKey: `assigned:${what.entityType}:${what.entityId}:${userId}:${now.getTime()}`,
});

/**
 * Tells each new owner of a risk, control or finding (created with an owner, or given to
 * someone else) that it is theirs now.
 */
export const notifyOwnerChanges = async (
  tx: Executor,
  actor: Who,
  entityType: 'risk' | 'control' | 'finding',
  changes: { before?: Pick<Owned, 'ownerUserId'> | null; after: Owned }[],
  now: Date = new Date(),
) => {
  const inputs = changes.flatMap(({ before, after }) => {
    const owner = after.ownerUserId;
    if (!owner || owner === before?.ownerUserId) return [];
    const due = after.dueDate ? `Due ${shortDay(after.dueDate)}.` : '';
    return [
      assigned(
        actor,
        owner,
        {
          title: `${actor.name} made you the owner of the ${entityType} “${after.title}”`,
          body: due,
          link: LINKS[entityType](after),
          entityType,
          entityId: after.id,
        },
        now,
      ),
    ];
  });
  return notifyMany(tx, inputs, now);
};

/** Tells the assignee of a control's scheduled test, when the test is new to them. */
export const notifyTestAssignee = async (
  tx: Executor,
  actor: Who,
  change: {
    control: { id: string; title: string };
    test: { id: string; assigneeUserId: string | null; scheduledFor: Date | null };
    before: { assigneeUserId: string | null } | null;
  },
  now: Date = new Date(),
) => {
  const { control, test, before } = change;
  if (!test.assigneeUserId || test.assigneeUserId === before?.assigneeUserId) return [];
  const title = `${actor.name} assigned you the test of the control “${control.title}”`;
  const body = test.scheduledFor ? `Scheduled for ${shortDay(test.scheduledFor)}.` : '';
  const link = controlLink(control.id);
  const what = { title, body, link, entityType: 'control_test', entityId: test.id };
  return notifyMany(tx, [assigned(actor, test.assigneeUserId, what, now)], now);
};

/** Tells the assignee of a questionnaire (or one of its sections), when it is new to them. */
export const notifyQuestionnaireAssignment = async (
  tx: Executor,
  actor: Who,
  change: {
    questionnaire: { id: string; title: string };
    structure: QuestionnaireStructure;
    assignment: {
      id: string;
      assigneeId: string;
      sectionId: string | null;
      dueDate: Date | null;
      instructions: string;
    };
    before?: { assigneeId: string } | null;
  },
  now: Date = new Date(),
) => {
  const { questionnaire: q, assignment: a } = change;
  if (a.assigneeId === change.before?.assigneeId) return [];
  const section = sectionTitle(change.structure, a.sectionId);
  const what = section ? `the section “${section}” of “${q.title}”` : `“${q.title}”`;
  const body = [a.dueDate ? `Due ${shortDay(a.dueDate)}.` : '', a.instructions]
    .filter(Boolean)
    .join('\n\n');
  const notice = {
    title: `${actor.name} assigned you ${what}`,
    body,
    link: questionnaireLink(q.id),
    entityType: 'questionnaire_assignment',
    entityId: a.id,
  };
  return notifyMany(tx, [assigned(actor, a.assigneeId, notice, now)], now);
};

/** Tells the person asked to review an answer to a customer's questionnaire, when it is new to them. */
export const notifyAnswerAssignee = async (
  tx: Executor,
  actor: Who,
  change: {
    questionnaire: { id: string; title: string };
    question: { id: string; text: string; assigneeId: string | null; dueOn: string | null };
    before: { assigneeId: string | null };
  },
  now: Date = new Date(),
) => {
  const { questionnaire: q, question, before } = change;
  if (!question.assigneeId || question.assigneeId === before.assigneeId) return [];
  const asked = clipText(question.text, 120);
  const notice = {
    title: `${actor.name} asked you to review an answer in “${q.title}”`,
    body: [`“${asked}”`, question.dueOn ? `Due ${shortDay(question.dueOn)}.` : '']
      .filter(Boolean)
      .join('\n\n'),
    link: customerQuestionnaireLink(q.id),
    entityType: 'incoming_question',
    entityId: question.id,
  };
  return notifyMany(tx, [assigned(actor, question.assigneeId, notice, now)], now);
};

/** Tells everyone a comment mentions (never its author). */
export const notifyMentions = async (
  tx: Executor,
  mention: {
    questionnaire: { id: string; title: string; organizationId: string };
    author: { userId: string | null; name: string };
    commentId: string;
    people: { id: string }[];
    content: string;
  },
) => {
  const { questionnaire: q, author } = mention;
  const inputs = mention.people.map((p): NotifyInput => ({
    organizationId: q.organizationId,
    userId: p.id,
    actorId: author.userId,
    kind: 'mention',
    title: `${author.name} mentioned you in “${q.title}”`,
    body: mentionsAsText(mention.content),
    link: questionnaireLink(q.id),
    entityType: 'questionnaire',
    entityId: q.id,
    eventKey: `mention:${mention.commentId}:${p.id}`,
  }));
  return notifyMany(tx, inputs);
};
