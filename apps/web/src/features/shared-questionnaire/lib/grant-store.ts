// A link's pass for this tab (sessionStorage): a reload does not ask for the password again,
// and closing the tab forgets it. The pass ends by itself after 12 hours or with the link.

const key = (token: string) => `rampart.shareGrant.${token}`;

export const readGrant = (token: string): string | null => {
  try {
    return window.sessionStorage.getItem(key(token));
  } catch {
    return null;
  }
};

export const writeGrant = (token: string, grant: string | null): void => {
  try {
    if (grant === null) window.sessionStorage.removeItem(key(token));
    else window.sessionStorage.setItem(key(token), grant);
  } catch {
    // Not kept: this visit still has it in memory.
  }
};
