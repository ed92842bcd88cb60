import {
  TRUST_FILE_ACCESS,
  TRUST_FILE_ACCESS_LABELS,
  type TrustFileAccess,
  type TrustItem,
  type TrustItemKind,
} from '@rampart/contracts';
import { formatBytes } from '../../../lib/files.ts';

// The files a trust page may hand out (issue 24): a document's current version and a
// certification's certificate. Only those kinds have one; who may take it is the item's choice.

export const FILE_KINDS = ['certification', 'document'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The record may have a file for visitors to take. */
export const hasFileKind = (kind: TrustItemKind): kind is FileKind =>
  (FILE_KINDS as readonly string[]).includes(kind);

/** The choices of who may take the file, as the page's words. */
export const FILE_ACCESS_OPTIONS = TRUST_FILE_ACCESS.map((value) => ({
  value,
  label: TRUST_FILE_ACCESS_LABELS[value],
}));

/** What each choice means for a visitor. */
export const FILE_ACCESS_HINTS: Record<TrustFileAccess, string> = {
  none: 'The page names it; visitors ask you for a copy.',
  restricted:
    'Visitors you approve download it after accepting your NDA; a PDF carries their email on every page.',
  public: 'The page offers it for download, without signing in.',
};

/** Why there is no file to offer, and how to add one. */
export const NO_FILE_WORDS: Record<FileKind, string> = {
  certification:
    'Attach the certificate as evidence on the certification to offer it for download.',
  document: 'Upload a version of the document on Documents to offer it for download.',
};

/** The file's name, size and who may take it; null for kinds without a file. */
export const fileParts = (item: Pick<TrustItem, 'kind' | 'file' | 'access'>): string[] | null => {
  if (!hasFileKind(item.kind)) return null;
  if (!item.file) return [item.kind === 'certification' ? 'No certificate attached' : 'No file'];
  const { fileName, sizeBytes } = item.file;
  return [fileName, formatBytes(sizeBytes), TRUST_FILE_ACCESS_LABELS[item.access]];
};

/** "policy.pdf · 1.2 MB · Anyone may download it"; null for kinds without a file. */
export const fileWords = (item: Pick<TrustItem, 'kind' | 'file' | 'access'>): string | null =>
  fileParts(item)?.join(' · ') ?? null;

/** The `access` a save sends: only for a record with a file to hand out. */
export const accessBody = (
  item: Pick<TrustItem, 'kind' | 'file'>,
  access: TrustFileAccess,
): { access?: TrustFileAccess } => (hasFileKind(item.kind) && item.file ? { access } : {});
