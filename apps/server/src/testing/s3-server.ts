// A local S3-compatible server (s3rver) for the tests that store files in a bucket (S3_*): it
// listens on loopback, keeps its objects in a temporary folder and starts with one bucket.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../platform/files/s3-settings.ts';

export type LocalS3 = {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point a child process (or testConfig) at this server. */
  env: Record<string, string>;
  /** The same, as the settings the storage takes (config.storage.s3). */
  settings: S3Settings;
  /** The folder s3rver keeps objects in (read-only for tests; layout is s3rver's own). */
  directory: string;
  stop(): Promise<void>;
};

/** s3rver accepts any signature made with these (its documented defaults). */
const ACCESS_KEY = 'S3RVER';

export const startLocalS3 = async (bucket = 'rampart-test'): Promise<LocalS3> => {
  if (bucket.length < 3) throw new Error('s3rver wants bucket names of 3 characters or more');
  const directory = await mkdtemp(join(tmpdir(), 'rampart-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    endpoint,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    forcePathStyle: true,
  };
  return {
    endpoint,
    bucket,
    directory,
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      // The SDK keeps connections alive; close them so close() does not wait on idle sockets.
      const closing = server.close();
      server.httpServer?.closeAllConnections();
      await closing;
      await rm(directory, { recursive: true, force: true });
    },
  };
};
