/** Days between an owner's request and the purge: the time in which an owner can restore it. */
export const DELETION_GRACE_DAYS = 30;

/** When an organisation whose deletion was asked for at `requestedAt` is purged. */
export const purgeDateOf = (requestedAt: Date): Date =>
  new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * 86_400_000);

/** Requests made at or before this moment are due for purging at `now`. */
export const dueIfAskedBy = (now: Date): Date =>
  new Date(now.getTime() - DELETION_GRACE_DAYS * 86_400_000);
