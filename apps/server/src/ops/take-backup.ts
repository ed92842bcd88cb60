import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { encryptingStream } from './archive-crypto.ts';
import { summarize, type BackupSummary } from './backup-manifest.ts';
import { frameReader } from './ops-frames.ts';
import { connectOps } from './ops-socket.ts';
import { openInstallation, type OpsContext } from './ops-context.ts';
import { writeBackup } from './write-backup.ts';

export type TakenBackup = { summary: BackupSummary; via: 'server' | 'database' };

/**
 * Takes a backup into `sink`, encrypted here when a key is set. On the embedded engine with a
 * server running, the server dumps its own database through the ops socket (the only process
 * that may open it); otherwise this process opens the database, and on PostgreSQL reads one
 * snapshot while Rampart keeps running.
 */
export const takeBackup = async (
  ctx: OpsContext,
  sink: (archive: Readable) => Promise<void>,
): Promise<TakenBackup> => {
  const key = ctx.config.backupSchedule.key;
  if (!ctx.config.databaseUrl) {
    const socket = await connectOps(ctx.config.dataDir, { command: 'backup' });
    if (socket) {
      const { data, outcome } = frameReader(socket);
      const archive = key ? data.pipe(encryptingStream(key)) : data;
      data.on('error', (e) => archive.destroy(e));
      await Promise.all([sink(archive), outcome]);
      const { summary } = (await outcome) as { summary: BackupSummary };
      return { summary, via: 'server' };
    }
  }
  const database = await openInstallation(ctx.config, 'a backup');
  try {
    const { manifest } = await writeBackup(database, ctx.storage, sink, {
      key,
      workDir: ctx.config.dataDir,
    });
    return { summary: summarize(manifest), via: 'database' };
  } finally {
    await database.close();
  }
};

/** A sink writing through a pipeline into a writable (a file, stdout). */
export const intoWritable =
  (make: () => NodeJS.WritableStream) =>
  (archive: Readable): Promise<void> =>
    pipeline(archive, make());
