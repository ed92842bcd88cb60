/** The open conversation lives in the URL (?c=<id>), so a reload or a shared link keeps it. */
export type AriaSearch = { c?: string };

const MAX_ID = 64;

export const validateAriaSearch = (raw: Record<string, unknown>): AriaSearch => {
  const c = typeof raw.c === 'string' ? raw.c.trim() : '';
  return { c: c && c.length <= MAX_ID ? c : undefined };
};
