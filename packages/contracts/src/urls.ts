// Zod-free (decision 008): the web app's shell shows avatars in its first load.

/**
 * Whether a stored avatar may be shown: only http(s) addresses. Other schemes (`javascript:`,
 * `data:`, `file:`) are refused on the way in and hidden on the way out, for rows written before.
 */
export const isHttpUrl = (value: string): boolean => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};
