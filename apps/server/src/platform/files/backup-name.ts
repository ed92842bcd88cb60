/** The names backups are stored under, in a folder or a bucket (backup-store.ts). */

export class BackupMissing extends Error {
  constructor(name: string) {
    super(`No backup named ${name}`);
  }
}

// A plain file name: no folders, nothing hidden (temporary files start with a dot), no "..".
export const BACKUP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export const checkedBackupName = (name: string): string => {
  if (!BACKUP_NAME.test(name)) {
    throw new Error(
      `Invalid backup name "${name}": letters, digits, ".", "_" and "-", starting with a letter or digit`,
    );
  }
  return name;
};
