import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@rampart/db';
import type { FileStorage } from '../platform/files/file-storage.ts';
import { summarize } from './backup-manifest.ts';
import { frameWriter } from './ops-frames.ts';
import { writeBackup } from './write-backup.ts';

/**
 * The embedded engine lives inside the server's process: no other process may open its folder
 * while the server runs. So `npm run backup` asks the running server, through this unix socket
 * in DATA_DIR (owner only, 0600), and the server writes the archive to it; restore and
 * migrate-to-postgres ping it to refuse while a server holds the folder.
 */
export const opsSocketPath = (dataDir: string): string => join(dataDir, 'ops.sock');

type Request = { command: 'ping' } | { command: 'backup' };

/** Whether a server answers on the data folder's socket. */
export const serverAnswers = (dataDir: string): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection(opsSocketPath(dataDir));
    socket.once('connect', () => socket.end(`${JSON.stringify({ command: 'ping' })}\n`));
    socket.once('data', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });

/** Connects and sends a command; null when no server answers there. */
export const connectOps = (dataDir: string, request: Request): Promise<Socket | null> =>
  new Promise((resolve) => {
    const socket = createConnection(opsSocketPath(dataDir));
    socket.once('connect', () => {
      socket.write(`${JSON.stringify(request)}\n`);
      resolve(socket);
    });
    socket.once('error', () => resolve(null));
  });

const readRequest = (socket: Socket): Promise<Request | null> =>
  new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const nl = text.indexOf('\n');
      if (nl < 0) return text.length > 1024 ? resolve(null) : undefined;
      socket.off('data', onData);
      try {
        resolve(JSON.parse(text.slice(0, nl)) as Request);
      } catch {
        resolve(null);
      }
    };
    socket.on('data', onData);
    socket.once('end', () => resolve(null));
  });

/**
 * Listens on DATA_DIR/ops.sock (call it once the embedded database is open). A socket file left
 * by a crashed server is replaced; one that answers means another server runs on this folder.
 */
export const startOpsSocket = async (deps: {
  dataDir: string;
  database: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
}): Promise<{ path: string | null; close(): Promise<void> }> => {
  const path = opsSocketPath(deps.dataDir);
  // Linux takes socket paths of up to 107 bytes. A deeper DATA_DIR still serves Rampart; only
  // backups while it runs are unavailable (the commands then ask to stop it first).
  if (Buffer.byteLength(path) > 100) {
    deps.log.warn(
      { path },
      'DATA_DIR is too long for the ops socket: `npm run backup` needs Rampart stopped; use a shorter DATA_DIR to back up while it runs',
    );
    return { path: null, close: async () => undefined };
  }
  if (await serverAnswers(deps.dataDir)) {
    throw new Error(`Another Rampart server is running on ${deps.dataDir} (it answers on ${path})`);
  }
  await rm(path, { force: true });
  let busy = false;
  const server: Server = createServer((socket) => {
    socket.on('error', () => undefined);
    void readRequest(socket).then(async (request) => {
      const frames = frameWriter(socket);
      if (request?.command === 'ping') return frames.end({ engine: deps.database.engine });
      if (request?.command !== 'backup') return frames.fail('Unknown command');
      if (busy) return frames.fail('A backup is already being taken by this server');
      busy = true;
      try {
        const { manifest } = await writeBackup(deps.database, deps.storage, async (archive) => {
          for await (const chunk of archive) {
            if (socket.destroyed) throw new Error('The backup client went away');
            if (!frames.data(chunk as Buffer)) {
              await new Promise((r) => {
                socket.once('drain', r);
                socket.once('close', r);
              });
            }
          }
        });
        frames.end({ summary: summarize(manifest) });
        deps.log.info({ summary: summarize(manifest) }, 'backup taken through the ops socket');
      } catch (error) {
        deps.log.warn({ err: error }, 'backup through the ops socket failed');
        frames.fail((error as Error).message);
      } finally {
        busy = false;
      }
    });
  });
  // Owner only: created with no permissions for others, then set exactly.
  const mask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
  } finally {
    process.umask(mask);
  }
  await chmod(path, 0o600);
  return {
    path,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(path, { force: true });
    },
  };
};
