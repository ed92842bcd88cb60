import { contentDisposition } from './file-name.ts';

const TEXTUAL = /^(text\/|application\/json$)/;

/** Headers of a download: always an attachment, never sniffed, never rendered in our origin. */
export const downloadHeaders = (row: {
  contentType: string;
  sizeBytes: number;
  fileName: string;
}): Record<string, string> => ({
  'content-type': TEXTUAL.test(row.contentType)
    ? `${row.contentType}; charset=utf-8`
    : row.contentType,
  'content-length': String(row.sizeBytes),
  'content-disposition': contentDisposition(row.fileName),
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, no-store',
});
