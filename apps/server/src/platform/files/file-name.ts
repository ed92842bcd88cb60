/** Keeps a name a person gave, minus what could be a path or a control character. */
export const cleanFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  return (clean || 'evidence').slice(-200);
};

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** RFC 6266: an ASCII fallback for old clients, and the exact name in UTF-8 for the rest. */
export const contentDisposition = (name: string): string => {
  const clean = cleanFileName(name);
  const ascii = clean.replace(/[^\x20-\x7e]|[%;\\]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
