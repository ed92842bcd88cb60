import { formatDate } from '@rampart/domain';

/** A due date in words, and whether it has passed (a calendar day, compared in UTC). */
export const dueLabel = (
  dueDate: string | null,
  now = new Date(),
): { text: string; overdue: boolean } | null => {
  if (!dueDate) return null;
  const overdue = dueDate < now.toISOString().slice(0, 10);
  return { text: overdue ? `${formatDate(dueDate)} (overdue)` : formatDate(dueDate), overdue };
};
