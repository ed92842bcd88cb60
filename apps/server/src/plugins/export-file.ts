import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../platform/files/file-name.ts';

/** A file a use case built for download: the route only sends it with these headers. */
export type ExportFile = { bytes: Buffer; fileName: string; contentType: string };

/** `rampart-<what>-<YYYY-MM-DD>.<ext>`, dated by the UTC day of the export. */
export const exportFileName = (what: string, now: Date, extension: string): string =>
  `rampart-${what}-${now.toISOString().slice(0, 10)}.${extension}`;

/** Sends the file as an attachment (its name safely quoted, non-ASCII names kept). */
export const sendExportFile = (reply: FastifyReply, file: ExportFile): FastifyReply =>
  reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .send(file.bytes);
