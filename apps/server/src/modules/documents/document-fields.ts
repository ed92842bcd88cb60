import {
  unknownLinkTargets,
  type DocumentLinkTargets,
  type DocumentLinkType,
  type DocumentRow,
  type Executor,
} from '@rampart/db';
import { fieldErrors } from '../../errors.ts';
import type { FileStorage, SpooledFile } from '../../platform/files/file-storage.ts';

const LINK_NOUNS: Record<DocumentLinkType, string> = {
  control: 'Control',
  requirement: 'Requirement',
  vendor: 'Vendor',
};

/**
 * Link targets must be the organisation's controls and vendors and requirements it may see;
 * each unknown one is refused under the field that named it.
 */
export const checkLinkTargets = async (
  db: Executor,
  organizationId: string,
  targets: DocumentLinkTargets,
  fieldOf: (type: DocumentLinkType) => string,
): Promise<void> => {
  const unknown = await unknownLinkTargets(db, organizationId, targets);
  const issues = (Object.entries(unknown) as [DocumentLinkType, string[]][]).flatMap(
    ([type, ids]) =>
      ids.map((id) => ({
        field: fieldOf(type),
        message: `${LINK_NOUNS[type]} ${id} not found in this organisation`,
      })),
  );
  if (issues.length > 0) throw fieldErrors(issues);
};

/** Stores a file inside `work` (a transaction); if the work fails, the stored file is removed. */
export const storingFile = async <T>(
  storage: FileStorage,
  key: string,
  work: (put: (file: SpooledFile, contentType: string) => Promise<void>) => Promise<T>,
): Promise<T> => {
  let stored = false;
  try {
    return await work(async (file, contentType) => {
      await storage.put(key, file, contentType);
      stored = true;
    });
  } catch (error) {
    if (stored) await storage.remove(key).catch(() => undefined);
    throw error;
  }
};

/** The auditable view of a document. */
export const documentSnapshot = (d: DocumentRow) => ({
  title: d.title,
  kind: d.kind,
  description: d.description,
  ownerUserId: d.ownerUserId,
  status: d.status,
  reviewDate: d.reviewDate?.toISOString() ?? null,
  expiresAt: d.expiresAt?.toISOString() ?? null,
  currentVersionId: d.currentVersionId,
});
