// `npm run restore -- <file> [--replace]`: restores a backup into this installation (the
// configured engine and file storage). Refuses an archive of another schema version, one whose
// checksums fail, an encrypted one without its key, a non-empty installation without
// --replace, and the embedded database while Rampart runs on it; nothing is written then.
import { resolve } from 'node:path';
import { describeSummary, summarize } from './backup-manifest.ts';
import { openInstallation, opsContext, runCli } from './ops-context.ts';
import { restoreBackup } from './restore-backup.ts';

runCli(async () => {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('Usage: npm run restore -- <backup file> [--replace]');
  const unknown = args.find((a) => a.startsWith('--') && a !== '--replace');
  if (unknown) throw new Error(`Unknown option ${unknown}`);
  const ctx = opsContext();
  const database = await openInstallation(ctx.config, 'restoring');
  try {
    const manifest = await restoreBackup(database, ctx.storage, resolve(file), {
      key: ctx.config.backupSchedule.key,
      replace: args.includes('--replace'),
      // The decrypted copy goes beside the data (a private folder), not to a small /tmp.
      workDir: ctx.config.dataDir,
    });
    console.log(
      `Restored ${file} (made ${manifest.createdAt} on ${manifest.sourceEngine}) into ${database.engine}, every checksum verified:\n  ${describeSummary(summarize(manifest))}`,
    );
  } finally {
    await database.close();
  }
});
