import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../testing/app.ts';
import { createFileStorage } from './create-file-storage.ts';
import { checkedKey, fileKey, StoredFileMissing } from './file-storage.ts';
import { s3ClientOptions, s3ObjectKey } from './s3-storage.ts';
import { spoolUpload } from './spool.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rampart-storage-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const S3_ENV = {
  S3_BUCKET: 'rampart-evidence',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
};

describe('file keys', () => {
  it('are <orgId>/<id>, and S3 objects live under evidence/', () => {
    expect(fileKey('org_1', 'evd_2')).toBe('org_1/evd_2');
    expect(s3ObjectKey('org_1/evd_2')).toBe('evidence/org_1/evd_2');
  });

  it('cannot climb out of the folder', () => {
    expect(() => fileKey('..', 'x')).toThrow();
    expect(() => fileKey('org_1', 'a/b')).toThrow();
    expect(() => checkedKey('org_1/../../etc')).toThrow();
    expect(() => checkedKey('.incoming/x')).toThrow();
  });
});

describe('the storage switch', () => {
  it('is a folder by default and S3 when a bucket is set', () => {
    expect(createFileStorage(testConfig({ DATA_DIR: dataDir })).kind).toBe('local');
    const s3 = createFileStorage(testConfig({ DATA_DIR: dataDir, ...S3_ENV }));
    expect(s3.kind).toBe('s3');
    // Uploads are received on local disk first in both cases.
    expect(s3.spoolDir).toBe(join(dataDir, 'evidence', '.incoming'));
  });

  it('reads the S3 settings, and wants both keys or neither', () => {
    const config = testConfig({ DATA_DIR: dataDir, ...S3_ENV });
    expect(config.evidence).toEqual({ maxBytes: 25 * 1024 * 1024 });
    expect(config.storage).toEqual({
      oldNames: [],
      s3: {
        bucket: 'rampart-evidence',
        endpoint: 'http://127.0.0.1:9000',
        region: 'eu-west-1',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
    expect(s3ClientOptions(config.storage.s3!)).toMatchObject({
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    const half = testConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'id',
    });
    expect(() => createFileStorage(half)).toThrow(/both/);
  });
});

describe('local storage', () => {
  it('spools with a hash, moves the file in place, reads it back and removes it', async () => {
    const storage = createFileStorage(testConfig({ DATA_DIR: dataDir }));
    const bytes = Buffer.from('evidence bytes');
    const spooled = await spoolUpload(Readable.from([bytes]), storage.spoolDir);
    expect(spooled.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(spooled.sizeBytes).toBe(bytes.length);

    await storage.put('org_a/evd_b', spooled, 'text/plain');
    expect(await readFile(join(dataDir, 'evidence', 'org_a', 'evd_b'))).toEqual(bytes);
    expect(await readdir(storage.spoolDir)).toEqual([]);
    const chunks: Buffer[] = [];
    for await (const c of await storage.read('org_a/evd_b')) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes);

    await storage.remove('org_a/evd_b');
    await expect(storage.read('org_a/evd_b')).rejects.toBeInstanceOf(StoredFileMissing);
    await storage.remove('org_a/evd_b');
  });

  it('leaves nothing behind when the upload stream fails', async () => {
    const storage = createFileStorage(testConfig({ DATA_DIR: dataDir }));
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(spoolUpload(failing, storage.spoolDir)).rejects.toThrow('connection reset');
    expect(await readdir(storage.spoolDir)).toEqual([]);
  });
});
