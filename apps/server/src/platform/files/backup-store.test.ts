import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server.ts';
import {
  BackupMissing,
  checkedBackupName,
  createBackupStore,
  localBackupStore,
  type BackupStore,
} from './backup-store.ts';
import { s3BackupStore } from './s3-backup-store.ts';

let s3: LocalS3;
let dir: string;
beforeAll(async () => {
  s3 = await startLocalS3('rampart-backups');
  dir = await mkdtemp(join(tmpdir(), 'rampart-backups-'));
});
afterAll(async () => {
  await s3?.stop();
  await rm(dir, { recursive: true, force: true });
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Deterministic bytes, made chunk by chunk so the test never needs them whole twice. */
const pattern = (sizeBytes: number, seed: number) => {
  const out = Buffer.alloc(sizeBytes);
  for (let i = 0; i < sizeBytes; i += 1) out[i] = (i * 31 + seed * 7 + (i >> 11)) & 0xff;
  return out;
};

const chunked = (bytes: Buffer, size = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
    })(),
  );

const readAll = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

const failing = () =>
  new Readable({
    read() {
      this.push(Buffer.alloc(1024, 1));
      this.destroy(new Error('archive failed'));
    },
  });

describe('backup names', () => {
  it('are plain file names', () => {
    expect(checkedBackupName('rampart-2026-12-07T0200Z.tar.gz.enc')).toBeTruthy();
    for (const bad of ['', '.', '..', '../x', 'a/b', '.hidden', 'a\\b', 'x'.repeat(201)]) {
      expect(() => checkedBackupName(bad)).toThrow(/Invalid backup name/);
    }
  });
});

const contract = (label: string, store: () => BackupStore, bigBytes: number) => {
  describe(label, () => {
    it('writes, lists, reads back and removes', async () => {
      const bytes = pattern(100_000, 1);
      expect(await store().write('one.bak', chunked(bytes))).toEqual({ sizeBytes: bytes.length });
      const listed = await store().list();
      expect(listed.map((b) => [b.name, b.sizeBytes])).toEqual([['one.bak', bytes.length]]);
      expect(listed[0]!.modifiedAt).toBeInstanceOf(Date);
      expect(await readAll(await store().read('one.bak'))).toEqual(bytes);
      await store().remove('one.bak');
      await store().remove('one.bak');
      expect(await store().list()).toEqual([]);
      await expect(store().read('one.bak')).rejects.toBeInstanceOf(BackupMissing);
    });

    it('stores an empty stream as an empty backup', async () => {
      expect(await store().write('empty.bak', Readable.from([]))).toEqual({ sizeBytes: 0 });
      expect(await readAll(await store().read('empty.bak'))).toEqual(Buffer.alloc(0));
      await store().remove('empty.bak');
    });

    it('leaves no backup when the stream fails', async () => {
      await expect(store().write('broken.bak', failing())).rejects.toThrow('archive failed');
      expect(await store().list()).toEqual([]);
    });

    it('leaves no backup when the stream fails past the first part', async () => {
      const late = Readable.from(
        (async function* () {
          for (let i = 0; i < 10; i += 1) yield Buffer.alloc(1024 * 1024, i);
          throw new Error('archive failed late');
        })(),
      );
      await expect(store().write('late.bak', late)).rejects.toThrow('archive failed late');
      expect(await store().list()).toEqual([]);
    });

    it('refuses names with folders in them', async () => {
      await expect(store().write('../escape', Readable.from([]))).rejects.toThrow(/Invalid/);
      await expect(store().read('a/b')).rejects.toThrow(/Invalid/);
    });

    it(`round-trips ${Math.floor(bigBytes / 1024 / 1024)} MiB and more, byte for byte`, async () => {
      const bytes = pattern(bigBytes, 2);
      expect(await store().write('big.bak', chunked(bytes))).toEqual({ sizeBytes: bigBytes });
      expect(sha(await readAll(await store().read('big.bak')))).toBe(sha(bytes));
      await store().remove('big.bak');
    });
  });
};

contract('a backup folder', () => localBackupStore(join(dir, 'local')), 20 * 1024 * 1024);
// Past two 8 MiB parts, so the multipart upload runs, with a short last part.
contract('backups in the bucket', () => s3BackupStore(s3.settings), 20 * 1024 * 1024 + 12345);

describe('a backup folder', () => {
  it('keeps nothing hidden behind after a failed write', async () => {
    const store = localBackupStore(join(dir, 'failed'));
    await expect(store.write('x.bak', failing())).rejects.toThrow('archive failed');
    expect(await readdir(join(dir, 'failed'))).toEqual([]);
  });
});

describe('backups in the bucket', () => {
  it('are objects under backups/, beside the stored files', async () => {
    const store = s3BackupStore(s3.settings);
    expect(store.where).toBe(`s3://${s3.bucket}/backups/`);
    await store.write('listed.bak', Readable.from([Buffer.from('x')]));
    const other = s3BackupStore(s3.settings, 'other/');
    expect(await other.list()).toEqual([]);
    expect((await store.list()).map((b) => b.name)).toEqual(['listed.bak']);
    await store.remove('listed.bak');
  });
});

describe('createBackupStore', () => {
  it('is the folder of BACKUP_DIR, else the bucket with BACKUP_TO_S3, else none', () => {
    const storage = { s3: s3.settings, oldNames: [] };
    const folder = createBackupStore({ backups: { dir, toS3: true }, storage });
    expect(folder?.where).toBe(dir);
    const bucket = createBackupStore({ backups: { dir: null, toS3: true }, storage });
    expect(bucket?.where).toBe(`s3://${s3.bucket}/backups/`);
    expect(createBackupStore({ backups: { dir: null, toS3: false }, storage })).toBeNull();
  });
});
