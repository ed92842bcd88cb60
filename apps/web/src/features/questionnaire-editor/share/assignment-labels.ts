import type { AssignmentPriority } from '@rampart/contracts';

export const PRIORITY_LABELS: Record<AssignmentPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** "7, 3 and 1 days before" */
export const reminderDaysText = (days: readonly number[]): string => {
  const sorted = [...days].sort((a, b) => b - a).map(String);
  if (sorted.length === 0) return 'no reminder days';
  const list =
    sorted.length === 1 ? sorted[0] : `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
  return `${list} day${sorted.length === 1 && sorted[0] === '1' ? '' : 's'} before`;
};
