import type { RunSql } from '@rampart/db/transfer';
import { BackupRefused } from './archive-crypto.ts';

/** An empty installation holds the shipped library only: no organisation, no user. */
export const installationHolds = async (
  run: RunSql,
): Promise<{ organizations: number; users: number }> => {
  const [row] = await run<{ organizations: number; users: number }>(
    `select (select count(*) from organizations)::int as organizations, (select count(*) from users)::int as users`,
  );
  return row!;
};

export const assertEmptyInstallation = async (run: RunSql, flag = '--replace'): Promise<void> => {
  const { organizations, users } = await installationHolds(run);
  if (organizations > 0 || users > 0) {
    throw new BackupRefused(
      `This installation is not empty (${organizations} organisations, ${users} users)${flag ? `: pass ${flag} to replace everything in it` : ''}`,
    );
  }
};
