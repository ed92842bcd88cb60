import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3FileStorage } from '../../platform/files/s3-storage.ts';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server.ts';
import { checkReadiness, type ReadinessDeps } from './readiness.ts';

// Readiness over S3-compatible storage: the bucket must answer a HeadBucket (s3rver on loopback).
let s3: LocalS3;
let spoolDir: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  spoolDir = await mkdtemp(join(tmpdir(), 'rampart-ready-spool-'));
});
afterAll(async () => {
  await s3?.stop();
  await rm(spoolDir, { recursive: true, force: true });
});

const depsWith = (bucket: string): ReadinessDeps => ({
  // Only the storage is under test here; the database answers.
  database: { ping: async () => true } as ReadinessDeps['database'],
  redis: null,
  storage: s3FileStorage({ ...s3.settings, bucket }, spoolDir),
});

describe('readiness with S3 storage', () => {
  it('is ready when the bucket answers', async () => {
    const readiness = await checkReadiness(depsWith(s3.bucket), false);
    expect(readiness).toEqual({
      status: 'ready',
      checks: { database: { ok: true }, storage: { kind: 's3', ok: true } },
    });
  });

  it('names the bucket when it does not exist', async () => {
    const readiness = await checkReadiness(depsWith('no-such-bucket'), false);
    expect(readiness.status).toBe('unavailable');
    expect(readiness.checks.storage).toEqual({
      kind: 's3',
      ok: false,
      message: expect.stringMatching(/^The S3 bucket failed: \S/),
    });
  });
});
