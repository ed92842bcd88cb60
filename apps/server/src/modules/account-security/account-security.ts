import type { AccountSecurity } from '@rampart/contracts';
import { findTwoFactor, listPasskeys, organizationsRequiringTwoFactor, type Db } from '@rampart/db';
import { backupCodesLeft } from '../../auth/backup-codes.ts';
import type { RelyingParty } from '../../auth/webauthn.ts';
import { presentPasskey } from './passkey.presenter.ts';

/** The person's second factors as Account → Security shows them. */
export const accountSecurity = async (
  db: Db,
  userId: string,
  rp: RelyingParty,
): Promise<AccountSecurity> => {
  const [factor, passkeys, requiredBy] = await Promise.all([
    findTwoFactor(db, userId),
    listPasskeys(db, userId),
    organizationsRequiringTwoFactor(db, userId),
  ]);
  const locked = factor?.lockedUntil && factor.lockedUntil > new Date() ? factor.lockedUntil : null;
  return {
    twoFactor: {
      state: !factor ? 'off' : factor.verified ? 'on' : 'pending',
      backupCodesLeft: factor?.verified ? backupCodesLeft(factor.backupCodes) : 0,
      since: factor?.verified ? factor.createdAt.toISOString() : null,
      lockedUntil: locked?.toISOString() ?? null,
    },
    passkeys: { unavailable: rp.unavailable, items: passkeys.map(presentPasskey) },
    requiredBy,
  };
};
