import { createWriteStream } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInstallation } from './ops-context.ts';
import { opsSocketPath, serverAnswers, startOpsSocket } from './ops-socket.ts';
import { takeBackup } from './take-backup.ts';
import { verifyBackup } from './verify-backup.ts';
import { emptyInstallation, type Installation } from './lived-in.fixtures.ts';

const quiet = { info: () => undefined, warn: () => undefined } as never;
let installation: Installation;
let socket: Awaited<ReturnType<typeof startOpsSocket>>;

beforeAll(async () => {
  installation = await emptyInstallation();
  // A socket file left by a crashed server is replaced.
  await writeFile(opsSocketPath(installation.dataDir), '');
  socket = await startOpsSocket({ ...installation, log: quiet });
}, 60_000);

afterAll(async () => {
  await socket.close();
  await installation.database.close();
  await rm(installation.dataDir, { recursive: true, force: true });
});

describe('the ops socket of a server on the embedded engine', () => {
  it('is the owner’s only, and a second server on the folder is refused', async () => {
    expect((await stat(socket.path!)).mode & 0o777).toBe(0o600);
    expect(await serverAnswers(installation.dataDir)).toBe(true);
    await expect(startOpsSocket({ ...installation, log: quiet })).rejects.toThrow(
      /Another Rampart server is running/,
    );
  });

  it('leaves a data folder too deep for a socket without one, and says so', async () => {
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (_o: unknown, m: string) => warnings.push(m) };
    const deep = join(installation.dataDir, 'd'.repeat(120));
    const none = await startOpsSocket({ ...installation, dataDir: deep, log: log as never });
    expect(none.path).toBeNull();
    expect(warnings.join()).toMatch(/too long for the ops socket/);
    await none.close();
  });

  it(
    'takes the backup for `npm run backup`, and makes restore refuse while it runs',
    { timeout: 60_000 },
    async () => {
      const path = join(installation.dataDir, 'through-socket.tar.gz');
      const taken = await takeBackup(installation, (archive) =>
        pipeline(archive, createWriteStream(path)),
      );
      expect(taken.via).toBe('server');
      const version = (await installation.database.migrationVersion())!;
      const manifest = await verifyBackup(path, version);
      expect(manifest.tables.length).toBe(taken.summary.tables);
      await expect(openInstallation(installation.config, 'restoring')).rejects.toThrow(
        /Rampart is running on the embedded database .*stop it before restoring/,
      );
    },
  );
});
