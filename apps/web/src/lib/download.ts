/** Saves a blob as a file through a temporary link (no server round trip, no new tab). */
export const downloadBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** The file name of a Content-Disposition header, or the fallback. */
export const fileNameFrom = (header: string | null, fallback: string): string => {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
};

/**
 * A base64 data URL (a chart's image) as a Blob. Decoded here: the Content Security Policy
 * lets fetch() reach only the app's own origin, so fetch(dataUrl) is refused.
 */
export const dataUrlToBlob = (url: string): Blob => {
  const [head = '', body = ''] = url.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
};
