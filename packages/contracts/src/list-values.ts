// Zod-free (decision 008): the web app's API client reads this in the first load, to walk a list.

/** The largest page any list endpoint answers (its `limit`). */
export const LIST_LIMIT_MAX = 200;
