import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.ts';

const env = { AUTH_SECRET: 'a'.repeat(32), DATA_DIR: '/tmp/rampart-config-test-unused' };

const S3 = {
  S3_BUCKET: 'rampart-files',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_FORCE_PATH_STYLE: 'true',
};
const OLD = Object.fromEntries(Object.entries(S3).map(([k, v]) => [`EVIDENCE_${k}`, v]));
const SETTINGS = {
  bucket: 'rampart-files',
  endpoint: 'http://127.0.0.1:9000',
  region: 'eu-west-1',
  accessKeyId: 'id',
  secretAccessKey: 'secret',
  forcePathStyle: true,
};

afterEach(() => vi.restoreAllMocks());

describe('the S3_* settings', () => {
  it('are the storage of every file when S3_BUCKET is set, else none', () => {
    expect(loadConfig(env).storage).toEqual({ s3: null, oldNames: [] });
    expect(loadConfig({ ...env, ...S3 }).storage).toEqual({ s3: SETTINGS, oldNames: [] });
    expect(loadConfig({ ...env, S3_BUCKET: 'b-1' }).storage.s3).toEqual({
      bucket: 'b-1',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('still read the old EVIDENCE_S3_* names, warning once with the new ones', () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const config = loadConfig({ ...env, ...OLD });
    expect(config.storage.s3).toEqual(SETTINGS);
    expect(config.storage.oldNames).toHaveLength(6);
    expect(warn).toHaveBeenCalledTimes(1);
    const [message] = warn.mock.calls[0] as [string];
    expect(message).toContain('EVIDENCE_S3_BUCKET → S3_BUCKET');
    expect(message).toContain('EVIDENCE_S3_FORCE_PATH_STYLE → S3_FORCE_PATH_STYLE');
    loadConfig({ ...env, ...OLD });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('take the new name over the old one when both say the same, and refuse a disagreement', () => {
    vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    expect(loadConfig({ ...env, ...S3, ...OLD }).storage.s3).toEqual(SETTINGS);
    expect(() =>
      loadConfig({ ...env, ...S3, EVIDENCE_S3_BUCKET: 'another', EVIDENCE_S3_REGION: 'x' }),
    ).toThrow(/S3_BUCKET: EVIDENCE_S3_BUCKET \(its old name\) is also set, to another value/);
    // A new name fills in for an old one that is not set, and the other way round.
    expect(
      loadConfig({ ...env, EVIDENCE_S3_BUCKET: 'old-b', S3_REGION: 'eu-north-1' }).storage.s3,
    ).toMatchObject({ bucket: 'old-b', region: 'eu-north-1' });
  });

  it('refuse bad values, naming the setting', () => {
    expect(() => loadConfig({ ...env, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('are where backups go with BACKUP_TO_S3, which wants a bucket', () => {
    expect(loadConfig(env).backups).toMatchObject({ dir: null, toS3: false });
    expect(loadConfig({ ...env, ...S3, BACKUP_TO_S3: 'true' }).backups.toS3).toBe(true);
    expect(() => loadConfig({ ...env, BACKUP_TO_S3: 'true' })).toThrow(
      /BACKUP_TO_S3: backups go to the bucket of S3_BUCKET, which is not set/,
    );
  });
});
