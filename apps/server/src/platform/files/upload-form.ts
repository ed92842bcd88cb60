import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FieldIssue } from '@rampart/contracts';
import { AppError, fieldErrors, invalid } from '../../errors.ts';
import type { SpooledFile } from './file-storage.ts';
import { discardSpooled, spoolUpload } from './spool.ts';
import { unstorableText } from '../../plugins/input-hardening.ts';

export const FILE_FIELD = 'file';

/** A multipart upload, read: its text fields and its one file, spooled to disk and hashed. */
export type UploadForm = {
  fields: Record<string, string>;
  file: (SpooledFile & { fileName: string; declaredType: string }) | null;
};

/** Over the size limit: 413, naming the file field (contracts has no code of its own for it). */
export class TooLargeError extends AppError {
  constructor(maxBytes: number) {
    const message = `The file is larger than the limit of ${formatBytes(maxBytes)}`;
    super('VALIDATION_ERROR', message, [{ field: FILE_FIELD, message }] satisfies FieldIssue[]);
  }

  override get status(): number {
    return 413;
  }
}

const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${+(n / 1024 / 1024).toFixed(1)} MiB` : `${+(n / 1024).toFixed(1)} KiB`;

/** @fastify/multipart's own errors, in the words of the form. */
const translate = (error: unknown, maxBytes: number): unknown => {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new TooLargeError(maxBytes);
    case 'FST_FILES_LIMIT':
      return invalid(FILE_FIELD, 'Send one file per upload');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalid('body', 'The form has too many fields');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return invalid(FILE_FIELD, 'Send the file as multipart/form-data');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return invalid('body', 'The form could not be read');
    default:
      return isMalformedForm(error) ? invalid('body', 'The form could not be read') : error;
  }
};

/**
 * The multipart parser's own errors (no boundary, a boundary that never comes, a body cut
 * short) are plain Errors; the disk's carry an errno and stay server errors.
 */
const isMalformedForm = (error: unknown): boolean =>
  error instanceof Error &&
  !(error instanceof AppError) &&
  !('errno' in error) &&
  /multipart|unexpected end|malformed|boundary/i.test(error.message);

/** A field name, value or file name PostgreSQL could not store, refused by name (decision 010). */
const unstorablePart = (name: string, text: string) => {
  const message = unstorableText(name) ?? unstorableText(text);
  if (!message) return null;
  const field = unstorableText(name) ? JSON.stringify(name).slice(1, -1) : name;
  return invalid(field, `${field}: ${message}`);
};

/**
 * Reads the parts in any order. The file goes to disk as it arrives (never whole into memory);
 * on any failure nothing is left behind.
 */
export const readUploadForm = async (
  request: FastifyRequest,
  spoolDir: string,
  maxBytes: number,
): Promise<UploadForm> => {
  const form: UploadForm = { fields: {}, file: null };
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 20_000, parts: 25 },
    });
    for await (const part of parts) {
      const refused = unstorablePart(
        part.fieldname,
        part.type === 'field' ? String(part.value) : part.filename,
      );
      if (refused) {
        if (part.type === 'file') part.file.resume();
        throw refused;
      }
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        throw invalid(part.fieldname, `Send the file in the "${FILE_FIELD}" field`);
      }
      const spooled = await spoolUpload(part.file, spoolDir);
      form.file = { ...spooled, fileName: part.filename, declaredType: part.mimetype };
      if (part.file.truncated) throw new TooLargeError(maxBytes);
    }
    return form;
  } catch (error) {
    await discardSpooled(form.file);
    throw translate(error, maxBytes);
  }
};

/**
 * The text fields of a multipart form, checked against the schema; every problem named by its
 * field (an unknown field by its own name), and a missing file named `file`.
 */
export const parseUploadFields = <S extends z.ZodType>(
  schema: S,
  form: UploadForm,
): { input: z.infer<S>; file: NonNullable<UploadForm['file']> } => {
  const parsed = schema.safeParse(form.fields);
  const issues: FieldIssue[] = parsed.success
    ? []
    : parsed.error.issues.flatMap((i) =>
        i.code === 'unrecognized_keys'
          ? i.keys.map((key) => ({ field: key, message: `${key}: this field is not accepted` }))
          : [{ field: i.path.join('.') || 'body', message: i.message }],
      );
  if (!form.file) issues.push({ field: FILE_FIELD, message: 'Choose a file to upload' });
  if (!parsed.success || !form.file) throw fieldErrors(issues);
  return { input: parsed.data, file: form.file };
};
