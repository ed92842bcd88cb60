/** localStorage keys shared with the spec and other sessions of the app. */
export const STORAGE_KEYS = {
  organizationId: 'rampart.organizationId',
  rememberMe: 'rampart.rememberMe',
  theme: 'rampart.theme',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can throw (private mode, disabled cookies); the app must keep working without it.
export const readStorage = (key: StorageKey): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const writeStorage = (key: StorageKey, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Not persisted; the in-memory state still applies for this visit.
  }
};
