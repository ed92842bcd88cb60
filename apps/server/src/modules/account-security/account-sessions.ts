import type { AccountSession } from '@rampart/contracts';
import { listLiveSessions, type Db } from '@rampart/db';
import type { SessionPrincipal } from '../../auth/actor.ts';
import { deviceName } from './device-name.ts';

/** Profile → Sessions: where the person is signed in, this one first. */
export const accountSessions = async (
  db: Db,
  principal: SessionPrincipal,
): Promise<AccountSession[]> => {
  const rows = await listLiveSessions(db, principal.userId);
  return rows
    .map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent),
      address: row.ipAddress || null,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.updatedAt.toISOString(),
      current: row.token === principal.sessionToken,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
};
