import type { FastifyRequest } from 'fastify';
import type { BackupCodes, ConfirmPasswordBody } from '@rampart/contracts';
import { findTwoFactor, recordPersonAudit, type Db } from '@rampart/db';
import { authHeaders } from '../../auth/auth-headers.ts';
import type { SessionPrincipal } from '../../auth/actor.ts';
import type { Auth } from '../../auth/better-auth.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { AppError } from '../../errors.ts';
import { withPasswordAgain } from './password-again.ts';

/** Ten new backup codes, shown once; every earlier code stops working. */
export const regenerateBackupCodes = async ({
  principal,
  input,
  request,
  auth,
  db,
  throttle,
}: {
  principal: SessionPrincipal;
  input: ConfirmPasswordBody;
  request: FastifyRequest;
  auth: Auth;
  db: Db;
  throttle: SignInThrottle;
}): Promise<BackupCodes> => {
  if (!(await findTwoFactor(db, principal.userId))?.verified) {
    throw new AppError('CONFLICT', 'Turn on two-factor authentication first.');
  }
  const result = await withPasswordAgain(principal, request, throttle, () =>
    auth.api.generateBackupCodes({
      body: { password: input.password },
      headers: authHeaders(request),
    }),
  );
  await recordPersonAudit(db, {
    userId: principal.userId,
    actorId: principal.userId,
    action: 'user.backup_codes_regenerated',
    requestId: String(request.id),
  });
  return { backupCodes: result.backupCodes };
};
