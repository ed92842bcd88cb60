/** `YYYY-MM-DD` of the day `days` after `from` (UTC, as the date inputs read). */
export const addDays = (from: Date, days: number): string =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A link chosen to expire "on" a day works until that day ends (UTC). */
export const endOfDay = (day: string): string => `${day}T23:59:59.000Z`;
