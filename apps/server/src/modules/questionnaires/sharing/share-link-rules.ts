import type { ShareLinkType } from '@rampart/contracts';
import { shareLinkExpired, type ShareLinkRefusal, type ShareLinkRules } from '@rampart/domain';
import type { QuestionnaireLinkRow } from '@rampart/db';
import { AppError } from '../../../errors.ts';

export const linkRules = (link: QuestionnaireLinkRow): ShareLinkRules => ({
  type: link.type as ShareLinkType,
  isActive: link.isActive,
  expiresAt: link.expiresAt,
  passwordProtected: link.passwordHash !== null,
  requiresSignIn: link.requiresSignIn,
});

export const linkState = (link: QuestionnaireLinkRow, now: Date) =>
  !link.isActive ? 'inactive' : shareLinkExpired(link, now) ? 'expired' : 'active';

/**
 * A refused visit on the wire: a link turned off or expired is gone (410); signing in is 401;
 * a password asked for is 401 and a wrong one 403, both naming `password`. The 401s for the
 * password use INVALID_CREDENTIALS, as a wrong sign-in password does, so a signed-in visitor's
 * session is left alone by the web client.
 */
export const shareLinkRefusal = (reason: ShareLinkRefusal, message: string): AppError => {
  const onPassword = [{ field: 'password', message }];
  switch (reason) {
    case 'inactive':
    case 'expired':
      return new AppError('GONE', message);
    case 'sign_in_required':
      return new AppError('UNAUTHENTICATED', message);
    case 'password_required':
      return new AppError('INVALID_CREDENTIALS', message, onPassword);
    case 'wrong_password':
      return new AppError('FORBIDDEN', message, onPassword);
  }
};
