/** The server accepts OSCAL documents up to this size (NIST's full 800-53 is about 10 MB). */
export const OSCAL_MAX_BYTES = 20 * 1024 * 1024;

/** Reads a chosen file as JSON, refusing what the server would refuse anyway. */
export const readOscalJson = async (file: File): Promise<unknown> => {
  if (file.size > OSCAL_MAX_BYTES) throw new Error('The file is larger than 20 MB.');
  try {
    return JSON.parse(await file.text()) as unknown;
  } catch {
    throw new Error(`${file.name} is not a JSON file. OSCAL XML and YAML are not supported yet.`);
  }
};

/** A file-name-safe form of a framework's name. */
export const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'framework';
