/** A file's name without its ending, as a starting title: "soc2-2026.pdf" -> "soc2-2026". */
export const titleFromFileName = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim().slice(0, 200);
};

/** Bytes for people: "820 B", "14.2 KB", "3.1 MB". */
export const formatBytes = (n: number): string => {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
};
