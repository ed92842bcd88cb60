// `npm run backup -- [--out <file>|-]`: one archive of the whole installation (database and
// every stored file, with the schema version and checksums), encrypted when BACKUP_KEY is set.
// Works while Rampart runs, on either engine (take-backup.ts).
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { describeSummary } from './backup-manifest.ts';
import { argValue, backupFileName, opsContext, runCli } from './ops-context.ts';
import { intoWritable, takeBackup } from './take-backup.ts';

runCli(async () => {
  const ctx = opsContext();
  const args = process.argv.slice(2);
  const out = argValue(args, '--out');
  const encrypted = ctx.config.backupSchedule.key !== null;
  if (out === '-') {
    const taken = await takeBackup(
      ctx,
      intoWritable(() => process.stdout),
    );
    console.error(`Backup written to stdout: ${describeSummary(taken.summary)}`);
    return;
  }
  const path = resolve(
    out ?? join(ctx.config.dataDir, 'backups', backupFileName(new Date(), encrypted)),
  );
  await mkdir(dirname(path), { recursive: true });
  // Written under a temporary name first: a failed backup leaves no file that looks whole.
  const partial = `${path}.part`;
  try {
    const taken = await takeBackup(
      ctx,
      intoWritable(() => createWriteStream(partial, { mode: 0o600 })),
    );
    await rename(partial, path);
    const { size } = await stat(path);
    console.log(
      `Backup written to ${path} (${taken.via === 'server' ? 'taken by the running server' : 'read from the database'}${encrypted ? ', encrypted' : ''}):\n  ${describeSummary({ ...taken.summary, archiveBytes: size })}`,
    );
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
});
