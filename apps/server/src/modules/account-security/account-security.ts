import type { AccountSecurity } from '@rampart/contracts';
import { findTwoFactor, listUserOrganizations, type Db } from '@rampart/db';
import { backupCodesLeft } from '../../auth/backup-codes.ts';

/** The person's second factor as Account → Security shows it. */
export const accountSecurity = async (db: Db, userId: string): Promise<AccountSecurity> => {
  const [factor, orgs] = await Promise.all([
    findTwoFactor(db, userId),
    listUserOrganizations(db, userId),
  ]);
  const locked = factor?.lockedUntil && factor.lockedUntil > new Date() ? factor.lockedUntil : null;
  return {
    twoFactor: {
      state: !factor ? 'off' : factor.verified ? 'on' : 'pending',
      backupCodesLeft: factor?.verified ? backupCodesLeft(factor.backupCodes) : 0,
      since: factor?.verified ? factor.createdAt.toISOString() : null,
      lockedUntil: locked?.toISOString() ?? null,
    },
    requiredBy: orgs.filter((o) => o.twoFactorRequired).map((o) => o.name),
  };
};
