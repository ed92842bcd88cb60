import { fileTypeFromFile } from 'file-type';
import { TRUST_LOGO_TYPES, type TrustCenterSettings } from '@rampart/contracts';
import { findTrustCenter, newId, recordAudit, saveTrustCenter, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { AppError, invalid } from '../../../errors.ts';
import { fileKey, storingFile, type FileStorage } from '../../../platform/files/file-storage.ts';
import { discardSpooled } from '../../../platform/files/spool.ts';
import { FILE_FIELD, type UploadForm } from '../../../platform/files/upload-form.ts';
import { trustSettingsOf, type TrustSiteConfig } from '../trust-center-view.ts';

const noCenter = () => {
  const message = 'Set up the trust centre first.';
  return new AppError('CONFLICT', message, [{ field: FILE_FIELD, message }]);
};

/**
 * Sets the logo the trust page shows (issue 24 point 6): a PNG, JPEG or WebP, told by its bytes,
 * never by its name or declared type (an SVG could carry script). The old file is removed once
 * the new one is in place.
 */
export const setTrustLogo = async ({
  actor,
  form,
  db,
  storage,
  site,
  now = new Date(),
}: {
  actor: Actor;
  form: UploadForm;
  db: Db;
  storage: FileStorage;
  site: TrustSiteConfig;
  now?: Date;
}): Promise<TrustCenterSettings> => {
  const file = form.file;
  try {
    if (!file) throw invalid(FILE_FIELD, 'Choose an image to upload');
    const extra = Object.keys(form.fields)[0];
    if (extra) throw invalid(extra, `${extra}: this field is not accepted`);
    const sniffed = await fileTypeFromFile(file.path);
    const type = TRUST_LOGO_TYPES.find((t) => t === sniffed?.mime);
    if (!type) throw invalid(FILE_FIELD, 'A logo must be a PNG, JPEG or WebP image');
    const key = fileKey(actor.organizationId, newId('logo'));
    const { before, row } = await storingFile(storage, key, (put) =>
      db.transaction(async (tx) => {
        const center = await findTrustCenter(tx, actor.organizationId);
        if (!center) throw noCenter();
        await put(file, type);
        await saveTrustCenter(tx, {
          ...center,
          logoStorage: storage.kind,
          logoStorageKey: key,
          logoContentType: type,
          logoSizeBytes: file.sizeBytes,
          logoSha256: file.sha256,
          updatedBy: actor.userId,
          updatedAt: now,
        });
        await recordAudit(tx, {
          organizationId: actor.organizationId,
          actorId: actor.userId,
          action: 'trust_logo.changed',
          entityType: 'trust_center',
          entityId: actor.organizationId,
          before: { logo: center.logoSha256 },
          after: { logo: file.sha256 },
          requestId: actor.requestId,
        });
        return { before: center, row: (await findTrustCenter(tx, actor.organizationId))! };
      }),
    );
    if (before.logoStorageKey && before.logoStorage === storage.kind) {
      await storage.remove(before.logoStorageKey).catch(() => undefined);
    }
    return trustSettingsOf(row, site);
  } finally {
    await discardSpooled(file);
  }
};

/** Takes the logo off the page. */
export const removeTrustLogo = async ({
  actor,
  db,
  storage,
  site,
  now = new Date(),
}: {
  actor: Actor;
  db: Db;
  storage: FileStorage;
  site: TrustSiteConfig;
  now?: Date;
}): Promise<TrustCenterSettings> => {
  const { before, row } = await db.transaction(async (tx) => {
    const center = await findTrustCenter(tx, actor.organizationId);
    if (!center) throw noCenter();
    await saveTrustCenter(tx, {
      ...center,
      logoStorage: null,
      logoStorageKey: null,
      logoContentType: null,
      logoSizeBytes: null,
      logoSha256: null,
      updatedBy: actor.userId,
      updatedAt: now,
    });
    if (center.logoSha256) {
      await recordAudit(tx, {
        organizationId: actor.organizationId,
        actorId: actor.userId,
        action: 'trust_logo.changed',
        entityType: 'trust_center',
        entityId: actor.organizationId,
        before: { logo: center.logoSha256 },
        after: { logo: null },
        requestId: actor.requestId,
      });
    }
    return { before: center, row: (await findTrustCenter(tx, actor.organizationId))! };
  });
  if (before.logoStorageKey && before.logoStorage === storage.kind) {
    await storage.remove(before.logoStorageKey).catch(() => undefined);
  }
  return trustSettingsOf(row, site);
};
