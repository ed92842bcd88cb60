import { COLLABORATION_ROLE_LABELS, type CollaborationRole } from '@rampart/contracts';
import type { Mail, Mailer } from '../../../platform/mail/mailer.ts';

/** Where an invited person opens the questionnaire (and accepts the invitation there). */
export const questionnaireUrl = (publicUrl: string, questionnaireId: string): string =>
  `${publicUrl}/dashboard/questionnaires/${encodeURIComponent(questionnaireId)}`;

export type InvitationToMail = {
  email: string;
  role: string;
  inviterName: string;
  title: string;
  questionnaireId: string;
};

export const invitationMail = (publicUrl: string, invite: InvitationToMail): Mail => {
  const role = COLLABORATION_ROLE_LABELS[invite.role as CollaborationRole] ?? invite.role;
  return {
    to: invite.email,
    subject: `${invite.inviterName} shared “${invite.title}” with you on Rampart`,
    text: `${invite.inviterName} invited you to the questionnaire “${invite.title}” as ${role}.\n\nOpen it to accept or decline the invitation:\n${questionnaireUrl(publicUrl, invite.questionnaireId)}\n`,
  };
};

export type InvitationMailer = {
  mailer: Mailer | null;
  publicUrl: string;
  log: { warn: (obj: object, msg: string) => void };
};

/**
 * Mails an invitation when a mail server is set. The invitation is made already (the invitee
 * sees it in the app either way), so a mail server that fails does not undo it: false tells
 * the inviter it was not mailed, and the failure is logged.
 */
export const sendInvitationMail = async (
  { mailer, publicUrl, log }: InvitationMailer,
  invite: InvitationToMail,
): Promise<boolean> => {
  if (!mailer) return false;
  try {
    await mailer.send(invitationMail(publicUrl, invite));
    return true;
  } catch (err) {
    log.warn({ err }, 'questionnaire invitation mail failed');
    return false;
  }
};
