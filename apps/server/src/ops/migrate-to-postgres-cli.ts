// `npm run migrate-to-postgres -- <DATABASE_URL> [--move-files]`: copies this embedded
// installation (every organisation, its history) into an empty PostgreSQL database and proves
// each table's rows and checksum there. Stored files stay in DATA_DIR/evidence (the rows say
// "local"), or with --move-files are copied into the configured S3 bucket and their rows say "s3".
import { join } from 'node:path';
import { openDatabase } from '@rampart/db';
import { localFileStorage } from '../platform/files/local-storage.ts';
import { copyInstallation } from './copy-installation.ts';
import { openInstallation, opsContext, runCli } from './ops-context.ts';

runCli(async () => {
  const args = process.argv.slice(2);
  const url = args.find((a) => !a.startsWith('--'));
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(
      'Usage: npm run migrate-to-postgres -- postgres://user@host:5432/rampart [--move-files]',
    );
  }
  const ctx = opsContext();
  if (ctx.config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is already set: this installation runs on PostgreSQL. Unset it to move the embedded one.',
    );
  }
  const move = args.includes('--move-files');
  if (move && ctx.storage.kind !== 's3') {
    throw new Error(
      '--move-files moves stored files into S3: set S3_BUCKET (and its settings) first',
    );
  }
  const source = await openInstallation(ctx.config, 'moving to PostgreSQL');
  const target = await openDatabase({ url, poolSize: 2 });
  try {
    await target.migrate();
    const evidence = join(ctx.config.dataDir, 'evidence');
    const result = await copyInstallation(source, target, {
      move: move
        ? { from: localFileStorage(evidence, join(evidence, '.incoming')), to: ctx.storage }
        : undefined,
    });
    const width = Math.max(...result.tables.map((t) => t.name.length));
    console.log(
      `${'table'.padEnd(width)}  ${'rows'.padStart(8)} ${'on target'.padStart(9)}  sha256 (source = target)`,
    );
    for (const t of result.tables) {
      console.log(
        `${t.name.padEnd(width)}  ${String(t.sourceRows).padStart(8)} ${String(t.targetRows).padStart(9)}  ${t.sourceSha256.slice(0, 16)} = ${t.targetSha256.slice(0, 16)}`,
      );
    }
    const rows = result.tables.reduce((n, t) => n + t.targetRows, 0);
    console.log(
      `\nCopied ${result.tables.length} tables, ${rows} rows; every count and checksum verified on the target.`,
    );
    console.log(
      move
        ? `Moved ${result.filesMoved} stored files into S3.`
        : `Stored files stay in ${join(ctx.config.dataDir, 'evidence')}: keep DATA_DIR pointing there.`,
    );
    console.log(`\nPut this in Rampart's environment, then start it:\n  DATABASE_URL=${url}`);
  } finally {
    await target.close();
    await source.close();
  }
});
