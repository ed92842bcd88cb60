import type { FastifyInstance } from 'fastify';
import type { SignedIn } from '../../testing/factories.ts';
import { multipartBody, pdfBytes, type Part } from '../evidence/multipart-body.ts';

// Requests of the documents tests: multipart uploads and JSON calls as a signed-in person.

export const pdfPart = (fileName = 'policy.pdf', data = pdfBytes()): Part => ({
  name: 'file',
  fileName,
  contentType: 'application/pdf',
  data,
});

const postForm = (app: FastifyInstance, who: SignedIn | null, url: string, parts: Part[]) => {
  const { payload, headers } = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: who ? { ...headers, cookie: who.cookie } : headers,
  });
};

const fieldParts = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

/** POST /api/documents with these fields and file (or none). */
export const postDocument = (
  app: FastifyInstance,
  who: SignedIn | null,
  fields: Record<string, string>,
  file: Part | null = pdfPart(),
) => postForm(app, who, '/api/documents', [...fieldParts(fields), ...(file ? [file] : [])]);

/** A new document, checked to be created; answers its detail. */
export const createDocumentAs = async (
  app: FastifyInstance,
  who: SignedIn,
  fields: Record<string, string>,
  file?: Part,
) => {
  const res = await postDocument(app, who, fields, file);
  if (res.statusCode !== 200) throw new Error(`document not created: ${res.body}`);
  return res.json().data as { id: string; versions: { id: string; number: number }[] } & Record<
    string,
    unknown
  >;
};

/** POST /api/documents/:id/versions. */
export const postVersion = (
  app: FastifyInstance,
  who: SignedIn | null,
  id: string,
  file: Part | null = pdfPart(),
  fields: Record<string, string> = {},
) =>
  postForm(app, who, `/api/documents/${id}/versions`, [
    ...fieldParts(fields),
    ...(file ? [file] : []),
  ]);
