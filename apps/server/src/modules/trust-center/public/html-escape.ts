// What every server-rendered trust centre page writes text and paths with.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe in an element or a quoted attribute. */
export const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A path of plain segments (`/trust/acme` or ''), so links built from it stay on this site. */
export const SAFE_PATH = /^(\/[a-z0-9._~-]+)*$/i;
