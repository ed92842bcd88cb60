import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server.ts';
import { readStoredFile, StoredFileMissing, type FileStorage } from './file-storage.ts';
import { s3ClientOptions, s3FileStorage } from './s3-storage.ts';
import { spoolUpload } from './spool.ts';

// The S3 storage against a real S3-compatible server (s3rver on loopback).
let s3: LocalS3;
let spoolDir: string;
let storage: FileStorage;
let client: S3Client;
beforeAll(async () => {
  s3 = await startLocalS3();
  spoolDir = await mkdtemp(join(tmpdir(), 'rampart-s3-spool-'));
  storage = s3FileStorage(s3.settings, spoolDir);
  client = new S3Client(s3ClientOptions(s3.settings));
});
afterAll(async () => {
  client?.destroy();
  await s3?.stop();
  await rm(spoolDir, { recursive: true, force: true });
});

const head = (Key: string) => client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key }));
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const readAll = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

describe('S3 storage on a real server', () => {
  it('puts the spooled file under evidence/<org>/<id>, reads it back and removes it', async () => {
    const bytes = Buffer.from('%PDF-1.7 evidence bytes');
    const spooled = await spoolUpload(Readable.from([bytes]), spoolDir);
    await storage.put('org_a/evd_b', spooled, 'application/pdf');
    // The spooled file is consumed, as with local storage.
    expect(existsSync(spooled.path)).toBe(false);
    expect(await readdir(spoolDir)).toEqual([]);

    const object = await head('evidence/org_a/evd_b');
    expect(object.ContentLength).toBe(bytes.length);
    expect(object.ContentType).toBe('application/pdf');
    expect(object.Metadata).toMatchObject({ sha256: sha(bytes) });

    const body = await storage.read('org_a/evd_b');
    expect(body).toBeInstanceOf(Readable);
    expect(await readAll(body)).toEqual(bytes);

    await storage.remove('org_a/evd_b');
    await expect(head('evidence/org_a/evd_b')).rejects.toMatchObject({ name: 'NotFound' });
    await storage.remove('org_a/evd_b');
  });

  it('says a missing key is missing, and readStoredFile turns that into a 404', async () => {
    await expect(storage.read('org_a/none')).rejects.toBeInstanceOf(StoredFileMissing);
    await expect(
      readStoredFile(storage, { storage: 's3', storageKey: 'org_a/none' }, 'this evidence'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      readStoredFile(storage, { storage: 'local', storageKey: 'org_a/none' }, 'this evidence'),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('passes its readiness check while the bucket answers, and fails for a missing one', async () => {
    await expect(storage.check?.()).resolves.toBeUndefined();
    const other = s3FileStorage({ ...s3.settings, bucket: 'no-such-bucket' }, spoolDir);
    await expect(other.check?.()).rejects.toThrow();
  });

  it('refuses keys that are not <org>/<id>', async () => {
    await expect(storage.read('../x')).rejects.toThrow(/Invalid file key/);
  });

  it('removes the spooled file even when the bucket refuses it', async () => {
    const other = s3FileStorage({ ...s3.settings, bucket: 'no-such-bucket' }, spoolDir);
    const spooled = await spoolUpload(Readable.from([Buffer.from('x')]), spoolDir);
    await expect(other.put('org_a/evd_c', spooled, 'text/plain')).rejects.toThrow();
    expect(await readdir(spoolDir)).toEqual([]);
  });

  it('streams 30 MiB both ways, byte for byte', async () => {
    const size = 30 * 1024 * 1024;
    const hash = createHash('sha256');
    const source = Readable.from(
      (function* () {
        for (let i = 0; i < size; i += 1024 * 1024) {
          const chunk = Buffer.alloc(1024 * 1024, i / (1024 * 1024));
          chunk.writeUInt32BE(i, 0);
          hash.update(chunk);
          yield chunk;
        }
      })(),
    );
    const spooled = await spoolUpload(source, spoolDir);
    const expected = hash.digest('hex');
    expect(spooled).toMatchObject({ sizeBytes: size, sha256: expected });
    await storage.put('org_a/big', spooled, 'application/octet-stream');
    const back = createHash('sha256');
    let got = 0;
    for await (const chunk of await storage.read('org_a/big')) {
      back.update(chunk as Buffer);
      got += (chunk as Buffer).length;
    }
    expect(got).toBe(size);
    expect(back.digest('hex')).toBe(expected);
    await storage.remove('org_a/big');
  });
});
