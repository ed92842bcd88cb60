import { readInIsolation, ReadingFailed, type ReadingTask } from './isolated-reading.ts';
import { DOCX, PDF, TEXT_TYPES, XLSX } from './file-types.ts';

// Reads the text of stored files for search (docs/decisions/022). PDF, DOCX and XLSX are parsed
// in the server's reading child (decision 017: bounded in time, heap and resident memory, killed
// and restarted when a file breaks a limit, none of the server's secrets); plain text is decoded
// here. Whatever happens, the answer is a result to store, never an exception.

export const FILE_TEXT_LIMITS = {
  /** Larger files are stored but their text is not read. */
  maxBytes: 25 * 1024 * 1024,
  /** Characters kept for search; the rest is dropped (the text is marked truncated). */
  maxChars: 200_000,
  maxPdfPages: 300,
};
export type FileTextLimits = typeof FILE_TEXT_LIMITS;

export type FileTextResult = {
  status: 'extracted' | 'failed' | 'unsupported';
  note: string | null;
  text: string;
  truncated: boolean;
};

const NOT_EXTRACTED = 'Text not extracted';
/** What a person reads beside a file whose text was not read. */
export const fileTextNotes = (limits: FileTextLimits) => ({
  tooLarge: `${NOT_EXTRACTED}: the file is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MiB`,
  timeout: `${NOT_EXTRACTED}: reading the file took too long`,
  memory: `${NOT_EXTRACTED}: the file needs more memory to read than allowed`,
  password: `${NOT_EXTRACTED}: the file is password-protected`,
  unreadable: `${NOT_EXTRACTED}: the file could not be read (it may be damaged)`,
  image: 'Text is not read from images',
  other: 'Text is not read from files of this type',
});

/** PostgreSQL text holds no NUL (dropped) and no lone surrogate (replaced by U+FFFD). */
export const storable = (text: string): string =>
  text
    .replaceAll('\u0000', '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** A file whose text could not be read, and why. */
export const failedText = (note: string): FileTextResult => ({
  status: 'failed',
  note,
  text: '',
  truncated: false,
});

const extracted = (text: string, truncated: boolean, maxChars: number): FileTextResult => {
  const clean = storable(text);
  return {
    status: 'extracted',
    note: null,
    text: clean.slice(0, maxChars),
    truncated: truncated || clean.length > maxChars,
  };
};

/** Reads a task in the isolated child (the server's shared one unless a test gives its own). */
export type IsolatedRead = <T extends ReadingTask>(
  task: T,
) => ReturnType<typeof readInIsolation<T>>;

export type FileTextReader = { read(bytes: Buffer, contentType: string): Promise<FileTextResult> };

export const createFileTextReader = (
  isolated: IsolatedRead = readInIsolation,
  limits: FileTextLimits = FILE_TEXT_LIMITS,
): FileTextReader => {
  const notes = fileTextNotes(limits);
  /** The child's refusal in the reader's words: which limit, a password, or a broken file. */
  const why = (error: ReadingFailed) => {
    if (/password/i.test(error.message)) return notes.password;
    if (/longer than/.test(error.message)) return notes.timeout;
    if (/memory|MB to read/.test(error.message)) return notes.memory;
    return notes.unreadable;
  };
  const parse = async (data: Uint8Array, contentType: string): Promise<FileTextResult> => {
    if (contentType === PDF) {
      const pdf = await isolated({ op: 'pdf', data, maxPages: limits.maxPdfPages });
      return extracted(pdf.lines.join('\n'), pdf.pagesRead < pdf.pageCount, limits.maxChars);
    }
    const office = await isolated({ op: 'office', data, contentType, maxChars: limits.maxChars });
    return extracted(office.text, office.truncated, limits.maxChars);
  };
  return {
    async read(bytes, contentType) {
      if (bytes.length > limits.maxBytes) return failedText(notes.tooLarge);
      if (TEXT_TYPES.test(contentType)) {
        const text = bytes.toString('utf8');
        return extracted(text, false, limits.maxChars);
      }
      if (![PDF, DOCX, XLSX].includes(contentType)) {
        const note = contentType.startsWith('image/') ? notes.image : notes.other;
        return { status: 'unsupported', note, text: '', truncated: false };
      }
      try {
        return await parse(new Uint8Array(bytes), contentType);
      } catch (error) {
        if (error instanceof ReadingFailed) return failedText(why(error));
        throw error;
      }
    },
  };
};
