import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkedKey, StoredFileMissing, type FileStorage } from './file-storage.ts';
import type { S3Settings } from './s3-settings.ts';

/** Objects are named `evidence/<orgId>/<id>` in the bucket. */
export const s3ObjectKey = (key: string): string => `evidence/${checkedKey(key).join('/')}`;

export const s3ClientOptions = (s3: S3Settings) => {
  if (Boolean(s3.accessKeyId) !== Boolean(s3.secretAccessKey)) {
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
    // S3-compatible services (MinIO, R2, Ceph) do not all accept the SDK's default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  };
};

/** S3-compatible storage; its tests run against a local S3-compatible server (s3rver). */
export const s3FileStorage = (s3: S3Settings, spoolDir: string): FileStorage => {
  const client = new S3Client(s3ClientOptions(s3));
  return {
    kind: 's3',
    spoolDir,
    async put(key, file, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: s3.bucket,
            Key: s3ObjectKey(key),
            Body: createReadStream(file.path),
            ContentLength: file.sizeBytes,
            ContentType: contentType,
            Metadata: { sha256: file.sha256 },
          }),
        );
      } finally {
        await rm(file.path, { force: true });
      }
    },
    async read(key) {
      try {
        const out = await client.send(
          new GetObjectCommand({ Bucket: s3.bucket, Key: s3ObjectKey(key) }),
        );
        return out.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey) throw new StoredFileMissing(key);
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: s3ObjectKey(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: s3.bucket }));
    },
  };
};
