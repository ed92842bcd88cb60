import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { BackupMissing, BACKUP_NAME, checkedBackupName } from './backup-name.ts';
import type { BackupStore } from './backup-store.ts';
import { s3ClientOptions } from './s3-storage.ts';
import type { S3Settings } from './s3-settings.ts';

/**
 * Parts of a multipart upload: S3 wants at least 5 MiB but the last, and at most 10,000 parts,
 * so the part size grows by 8 MiB every thousand parts (about 400 GiB in all). One part is held
 * in memory at a time, never the whole backup.
 */
const PART_BYTES = 8 * 1024 * 1024;
const partSizeFor = (partNumber: number) => PART_BYTES * (1 + Math.floor(partNumber / 1000));

/** Reads the stream into parts of `size(n)` bytes (the last one shorter), one at a time. */
async function* parts(body: Readable, size: (partNumber: number) => number) {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let partNumber = 1;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    held.push(bytes);
    heldBytes += bytes.length;
    while (heldBytes >= size(partNumber)) {
      const all = Buffer.concat(held);
      const want = size(partNumber);
      yield all.subarray(0, want);
      held = [all.subarray(want)];
      heldBytes = all.length - want;
      partNumber += 1;
    }
  }
  if (heldBytes > 0 || partNumber === 1) yield Buffer.concat(held);
}

/** Backups as objects `backups/<name>` in the bucket of the file storage (BACKUP_TO_S3). */
export const s3BackupStore = (s3: S3Settings, prefix = 'backups/'): BackupStore => {
  if (!/^([A-Za-z0-9_-]+\/)+$/.test(prefix)) throw new Error(`Invalid backup prefix ${prefix}`);
  const client = new S3Client(s3ClientOptions(s3));
  const Bucket = s3.bucket;
  const keyOf = (name: string) => `${prefix}${checkedBackupName(name)}`;

  /** Small backups in one request; larger ones in parts, aborted on any failure. */
  const upload = async (Key: string, body: Readable): Promise<number> => {
    const source = parts(body, partSizeFor)[Symbol.asyncIterator]();
    const first = await source.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    const second = firstPart.length < PART_BYTES ? null : await source.next();
    if (!second || second.done) {
      await client.send(
        new PutObjectCommand({ Bucket, Key, Body: firstPart, ContentLength: firstPart.length }),
      );
      return firstPart.length;
    }
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    const done: CompletedPart[] = [];
    let sizeBytes = 0;
    const send = async (part: Buffer) => {
      const PartNumber = done.length + 1;
      const { ETag } = await client.send(
        new UploadPartCommand({
          Bucket,
          Key,
          UploadId,
          PartNumber,
          Body: part,
          ContentLength: part.length,
        }),
      );
      done.push({ ETag, PartNumber });
      sizeBytes += part.length;
    };
    try {
      await send(firstPart);
      await send(second.value);
      for (let next = await source.next(); !next.done; next = await source.next()) {
        await send(next.value);
      }
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key,
          UploadId,
          MultipartUpload: { Parts: done },
        }),
      );
      return sizeBytes;
    } catch (error) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  };

  return {
    where: `s3://${Bucket}/${prefix}`,
    async write(name, body) {
      return { sizeBytes: await upload(keyOf(name), body) };
    },
    async list() {
      const found: { name: string; sizeBytes: number; modifiedAt: Date }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = (object.Key ?? '').slice(prefix.length);
          if (!BACKUP_NAME.test(name)) continue;
          found.push({
            name,
            sizeBytes: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(0),
          });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found.sort((a, b) => a.name.localeCompare(b.name));
    },
    async read(name) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
        return out.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey) throw new BackupMissing(name);
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
  };
};
