/** Where S3-compatible storage is (config.storage.s3, from the S3_* settings). */
export type S3Settings = {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
};
