import type { SendQuestionnaireRequestBody, SentQuestionnaireRequest } from '@rampart/contracts';
import { formatDate, responseCompletion } from '@rampart/domain';
import {
  findOrganization,
  findQuestionnaireRequest,
  insertQuestionnaireRequest,
  newId,
  newToken,
  recordAudit,
  recordQuestionnaireActivity,
  vendorExistsInOrg,
  type Db,
} from '@rampart/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../auth/actor.ts';
import type { LivePush } from '../../platform/live-push/live-push.ts';
import { AppError, invalid } from '../../errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { requireQuestionnaireAccess } from '../questionnaires/questionnaire-access.ts';
import { asStructure } from '../questionnaires/questionnaire-structure.ts';
import { presentQuestionnaireRequest } from './questionnaire-request.presenter.ts';
import { defaultExpiry, expiryProblem } from './request-rules.ts';
import { hashRequestToken, respondLinkFor } from './request-token.ts';
import { announceRequestChange } from './announce.ts';

type Options = {
  actor: Actor;
  questionnaireId: string;
  input: SendQuestionnaireRequestBody;
  db: Db;
  mailer: Mailer | null;
  publicUrl: string;
  livePush: LivePush;
  log?: FastifyBaseLogger;
  now?: Date;
};

/**
 * Sends a published questionnaire to a recipient: the questions are frozen as they are now, a
 * link is made (only its hash kept) and mailed when a mail server is set. The answer carries
 * the link this once, so the sender can pass it on themselves.
 */
export const sendQuestionnaireRequest = async (
  opts: Options,
): Promise<SentQuestionnaireRequest> => {
  const { actor, input, db } = opts;
  const now = opts.now ?? new Date();
  const org = actor.organizationId;
  const expiresAt = input.expiresAt ?? defaultExpiry(now);
  const token = newToken();
  const id = newId('qrq');
  const { record, permissions, organizationName } = await db.transaction(async (tx) => {
    const { questionnaire, access } = await requireQuestionnaireAccess(
      tx,
      actor,
      opts.questionnaireId,
      'share',
    );
    if (questionnaire.status !== 'published') {
      const message = `Only a published questionnaire can be sent; this one is ${questionnaire.status}`;
      throw new AppError('CONFLICT', message, [{ field: 'status', message }]);
    }
    const problem = expiryProblem(expiresAt, now);
    if (problem) throw invalid('expiresAt', problem);
    if (input.vendorId && !(await vendorExistsInOrg(tx, org, input.vendorId))) {
      throw invalid('vendorId', 'Vendor not found in this organisation');
    }
    const structure = asStructure(questionnaire.structure);
    const completion = responseCompletion(structure, {});
    await insertQuestionnaireRequest(tx, {
      id,
      organizationId: org,
      questionnaireId: questionnaire.id,
      vendorId: input.vendorId ?? null,
      recipientEmail: input.recipientEmail,
      recipientName: input.recipientName ?? '',
      message: input.message ?? '',
      tokenHash: hashRequestToken(token),
      structure: questionnaire.structure,
      versionLabel: questionnaire.versionLabel,
      status: 'sent',
      answeredCount: completion.answered,
      requiredCount: completion.required,
      expiresAt,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      organizationId: org,
      actorId: actor.userId,
      action: 'questionnaire_request.sent',
      entityType: 'questionnaire_request',
      entityId: id,
      after: {
        questionnaireId: questionnaire.id,
        versionLabel: questionnaire.versionLabel,
        recipientEmail: input.recipientEmail,
        vendorId: input.vendorId ?? null,
        expiresAt: expiresAt.toISOString(),
      },
      requestId: actor.requestId,
    });
    await recordQuestionnaireActivity(tx, {
      organizationId: org,
      questionnaireId: questionnaire.id,
      type: 'share',
      description: `Sent to ${input.recipientEmail} to answer`,
      userId: actor.userId,
      userName: actor.name,
      metadata: { requestId: id, vendorId: input.vendorId ?? null },
    });
    return {
      record: (await findQuestionnaireRequest(tx, org, id))!,
      permissions: access.permissions,
      organizationName: (await findOrganization(tx, org))?.name ?? '',
    };
  });
  announceRequestChange(opts.livePush, record.questionnaireId, { activity: true });
  const link = respondLinkFor(opts.publicUrl, token);
  let emailed = false;
  if (opts.mailer) {
    try {
      await opts.mailer.send({
        to: record.recipientEmail,
        subject: `${organizationName} asks you to answer "${record.questionnaireTitle}"`,
        text: mailText({ actorName: actor.name, organizationName, record, link }),
      });
      emailed = true;
    } catch (err) {
      // The request stands; the sender sees it was not mailed and can pass the link on.
      opts.log?.warn({ err, requestId: id }, 'questionnaire request mail failed');
    }
  }
  return { request: presentQuestionnaireRequest(record, permissions, now), link, emailed };
};

const mailText = (m: {
  actorName: string;
  organizationName: string;
  record: { questionnaireTitle: string; message: string; expiresAt: Date };
  link: string;
}) =>
  [
    `${m.actorName} at ${m.organizationName} asks you to answer the questionnaire "${m.record.questionnaireTitle}".`,
    m.record.message ? `\n${m.record.message}\n` : '',
    `Open it here (no account needed):\n${m.link}`,
    `\nYou can save your answers and come back before you submit them. The link expires on ${formatDate(m.record.expiresAt)}.`,
  ].join('\n');
