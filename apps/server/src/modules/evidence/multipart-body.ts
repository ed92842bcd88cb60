import { randomBytes } from 'node:crypto';

/** A field, or a file with a name and a declared type. */
export type Part =
  | { name: string; value: string }
  | { name: string; fileName: string; contentType?: string; data: Buffer };

/** A multipart/form-data body built by hand, as a browser's FormData would send it (tests). */
export const multipartBody = (parts: Part[]) => {
  const boundary = `----rampart${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** A small, well-formed PDF. */
export const pdfBytes = (text = 'Evidence'): Buffer =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n` +
      `2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n` +
      `% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** A 1x1 PNG. */
export const pngBytes = (): Buffer =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

/** The start of a Windows executable. */
export const exeBytes = (): Buffer =>
  Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58),
    Buffer.from([0x80, 0, 0, 0]),
    Buffer.alloc(64),
  ]);
