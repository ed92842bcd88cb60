import { join } from 'node:path';
import { openDatabase, type Database } from '@rampart/db';
import { loadConfig, type Config } from '../config.ts';
import { createFileStorage } from '../platform/files/create-file-storage.ts';
import type { FileStorage } from '../platform/files/file-storage.ts';
import { serverAnswers } from './ops-socket.ts';

/** What the operator commands share: settings, the file storage, the database when opened. */
export type OpsContext = { config: Config; storage: FileStorage };

export const opsContext = (): OpsContext => {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  return { config, storage: createFileStorage(config) };
};

export const embeddedDir = (config: Config): string => join(config.dataDir, 'pglite');

/**
 * Opens this installation's database, migrated. The embedded folder is refused while a server
 * answers on it: two processes on one PGlite folder would damage it.
 */
/**
 * A server that predates the ops socket (or could not open it) still answers over HTTP on this
 * port: when it says it runs the embedded engine, it may hold this folder.
 */
const embeddedServerOnPort = async (config: Config): Promise<boolean> => {
  try {
    const url = `http://127.0.0.1:${config.port}/api/health`;
    const res = await fetch(url, { signal: AbortSignal.timeout(1500) });
    const body = (await res.json()) as { data?: { database?: { engine?: string } } };
    return body.data?.database?.engine === 'pglite';
  } catch {
    return false;
  }
};

export const openInstallation = async (config: Config, what: string): Promise<Database> => {
  if (
    !config.databaseUrl &&
    ((await serverAnswers(config.dataDir)) || (await embeddedServerOnPort(config)))
  ) {
    throw new Error(
      `Rampart is running on the embedded database in ${config.dataDir}: stop it before ${what}, then start it again.`,
    );
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, poolSize: 2 }
      : { dataDir: embeddedDir(config) },
  );
  await database.migrate();
  return database;
};

/** Runs a command's main, printing a refusal or failure as one clear line and exiting 1. */
export const runCli = (main: () => Promise<void>): void => {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
};

/** `--name value` or `--name=value` from argv; flags are `--name`. */
export const argValue = (args: string[], name: string): string | undefined => {
  const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  const arg = args[i]!;
  if (arg.includes('=')) return arg.slice(name.length + 1);
  const value = args[i + 1];
  if (value === undefined) throw new Error(`${name} needs a value`);
  return value;
};

export const backupFileName = (now: Date, encrypted: boolean): string =>
  `rampart-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz${encrypted ? '.enc' : ''}`;
