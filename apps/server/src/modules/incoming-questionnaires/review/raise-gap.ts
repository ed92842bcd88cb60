import {
  createControlBodySchema,
  createRiskBodySchema,
  GAP_KIND_LABELS,
  type GapKind,
} from '@rampart/contracts';
import {
  findIncomingQuestion,
  findIncomingQuestionnaire,
  findMembership,
  recordAudit,
  updateIncomingQuestionReview,
  type Db,
  type Executor,
} from '@rampart/db';
import { answerToSend, clipText as clip, hasPermission } from '@rampart/domain';
import type { Actor } from '../../../auth/actor.ts';
import { AppError, forbidden, invalid, notFound } from '../../../errors.ts';
import { createControlsIn } from '../../controls/create-controls.ts';
import { raiseFindingIn } from '../../findings/raise-finding.ts';
import { createRisksIn } from '../../risks/create-risks.ts';
import { notifyOwnerChanges } from '../../notifications/assignment-notices.ts';
import { GAP_PERMISSIONS } from '../incoming.presenter.ts';
import type { LivePush } from '../../../platform/live-push/live-push.ts';
import { announceReview } from '../live-review.ts';

/** The answers that leave a gap a record should track. */
const GAPS = new Set(['no', 'partial', 'unknown']);

type Gap = { title: string; description: string; ownerUserId: string | null };

const CREATE: Record<GapKind, (tx: Executor, actor: Actor, gap: Gap) => Promise<string>> = {
  risk: async (tx, actor, gap) => {
    const input = createRiskBodySchema.parse({
      title: gap.title,
      description: gap.description,
      category: 'COMPLIANCE',
      likelihood: 3,
      impact: 3,
      ...(gap.ownerUserId ? { ownerUserId: gap.ownerUserId } : {}),
    });
    const [risk] = await createRisksIn(tx, { actor, inputs: [input] });
    return risk!.id;
  },
  finding: async (tx, actor, gap) => {
    const finding = await raiseFindingIn(tx, actor.organizationId, {
      actor,
      finding: {
        title: gap.title,
        description: gap.description,
        severity: 'medium',
        ownerUserId: gap.ownerUserId,
        vendorId: null,
        findingKey: null,
      },
      origin: { source: 'customer_questionnaire' },
    });
    await notifyOwnerChanges(tx, actor, 'finding', [{ after: finding }]);
    return finding.id;
  },
  control: async (tx, actor, gap) => {
    const input = createControlBodySchema.parse({
      title: gap.title,
      description: gap.description,
      status: 'planned',
      implementationStatus: 'not_started',
      ...(gap.ownerUserId ? { ownerUserId: gap.ownerUserId } : {}),
    });
    const [control] = await createControlsIn(tx, { actor, inputs: [input] });
    return control!.id;
  },
};

/**
 * A gap in an answer ("no", "partially", "unknown": the reviewed answer where there is one)
 * becomes a risk, a finding or a control to build, in one step (issue 22 point 5): titled by
 * the question, its text naming the customer, the questionnaire, where the question stands and
 * why the answer fell short, owned by the answer's assignee. Once per question: asked again, 409.
 */
export const raiseGap = async ({
  actor,
  id,
  questionId,
  kind,
  db,
  livePush,
}: {
  actor: Actor;
  id: string;
  questionId: string;
  kind: GapKind;
  db: Db;
  livePush?: LivePush;
}): Promise<{ kind: GapKind; id: string }> => {
  const raised = await db.transaction(async (tx) => {
    const org = actor.organizationId;
    const questionnaire = await findIncomingQuestionnaire(tx, org, id);
    if (!questionnaire) throw notFound('Questionnaire');
    const q = await findIncomingQuestion(tx, org, id, questionId, { lock: true });
    if (!q) throw notFound('Question');
    if (!hasPermission(actor.permissions, GAP_PERMISSIONS[kind])) {
      throw forbidden(`Your role cannot create a ${GAP_KIND_LABELS[kind].toLowerCase()}`);
    }
    if (q.gapKind && q.gapId) {
      throw new AppError('CONFLICT', 'This gap is already tracked', {
        kind: q.gapKind,
        id: q.gapId,
      });
    }
    const answer = answerToSend(q);
    if (!answer || !GAPS.has(answer.answer)) {
      throw invalid('kind', 'Only an answer of no, partially or unknown leaves a gap to track');
    }
    const asker = questionnaire.customer || questionnaire.title;
    const where = `${q.sheet}, row ${q.row}${q.reference ? ` (${q.reference})` : ''}`;
    const gap: Gap = {
      title: clip(`Customer question: ${q.text}`, 200),
      description: clip(
        [
          `${asker} asked in “${questionnaire.title}” (${where}):`,
          q.text,
          `Our answer: ${answer.text || answer.answer}`,
          q.answerReason ? `Why: ${q.answerReason}` : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
        10_000,
      ),
      // The answer's reviewer owns it, while they are still a member.
      ownerUserId:
        q.assigneeId && (await findMembership(tx, org, q.assigneeId)) ? q.assigneeId : null,
    };
    const recordId = await CREATE[kind](tx, actor, gap);
    await updateIncomingQuestionReview(tx, org, questionId, { gapKind: kind, gapId: recordId });
    await recordAudit(tx, {
      organizationId: org,
      actorId: actor.userId,
      action: 'incoming_answer.gap_raised',
      entityType: 'incoming_question',
      entityId: questionId,
      after: { questionnaireId: id, kind, recordId },
      requestId: actor.requestId,
    });
    return { kind, id: recordId };
  });
  announceReview(livePush, id);
  return raised;
};
