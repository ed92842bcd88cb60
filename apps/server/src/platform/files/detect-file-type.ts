import { createReadStream } from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import { EVIDENCE_FILE_TYPES, EVIDENCE_TEXT_TYPES } from '@rampart/contracts';
import { invalid } from '../../errors.ts';
import { cleanFileName, extensionOf } from './file-name.ts';
import { FILE_FIELD, type UploadForm } from './upload-form.ts';

type Received = NonNullable<UploadForm['file']>;

const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };
const normalize = (type: string) => {
  const bare = type.split(';')[0]!.trim().toLowerCase();
  return ALIASES[bare] ?? bare;
};
/** Declared types that say nothing about the bytes. */
const UNDECLARED = new Set(['', 'application/octet-stream']);
/** What browsers declare for text files (Windows sends CSV as an Excel type). */
const TEXT_DECLARED = /^(text\/[a-z0-9.+-]+|application\/json|application\/vnd\.ms-excel)$/;

const refuse = (message: string) => invalid(FILE_FIELD, message);

/** Valid UTF-8 with no NUL bytes, read as a stream. */
const isUtf8Text = async (path: string): Promise<boolean> => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
};

/**
 * The type comes from the bytes (magic numbers), never from what the client says. A declared
 * type or a file name ending that disagrees with the bytes is refused.
 */
export const detectFileType = async (
  file: Received,
): Promise<{ contentType: string; fileName: string }> => {
  if (file.sizeBytes === 0) throw refuse('The file is empty');
  const fileName = cleanFileName(file.fileName);
  const ext = extensionOf(fileName);
  const declared = normalize(file.declaredType);
  const sniffed = await fileTypeFromFile(file.path);

  if (sniffed) {
    const exts = EVIDENCE_FILE_TYPES[sniffed.mime];
    if (!exts) throw refuse(`Files of this type (${sniffed.ext}) are not accepted as evidence`);
    if (!UNDECLARED.has(declared) && declared !== sniffed.mime) {
      throw refuse(`The file is declared as ${declared} but its contents are ${sniffed.ext}`);
    }
    if (exts.includes(ext)) return { contentType: sniffed.mime, fileName };
    const known =
      Object.values(EVIDENCE_FILE_TYPES).flat().includes(ext) || ext in EVIDENCE_TEXT_TYPES;
    if (known) throw refuse(`The file name ends .${ext} but its contents are ${sniffed.ext}`);
    // An unknown or missing ending gets the right one, so the download opens as what it is.
    return { contentType: sniffed.mime, fileName: `${fileName}.${exts[0]}` };
  }

  const textType = EVIDENCE_TEXT_TYPES[ext];
  if (!textType) {
    throw refuse(
      'This type of file is not accepted: use PDF, an image, an Office document or a text file',
    );
  }
  if (!UNDECLARED.has(declared) && !TEXT_DECLARED.test(declared)) {
    throw refuse(`The file is declared as ${declared} but its contents are text`);
  }
  if (!(await isUtf8Text(file.path))) throw refuse(`A .${ext} file must be UTF-8 text`);
  return { contentType: textType, fileName };
};
