import type { Control, OverdueControlTest, Risk } from '@rampart/contracts';
import { calendarDaysUntil, dueInWords, formatNumber } from '@rampart/domain';

/** "Due soon" means within this many days from now (the count cards and both lists). */
export const DUE_SOON_DAYS = 30;
const DAY_MS = 86_400_000;

export type DueState = 'overdue' | 'due-soon';

/** Calendar days from `now` to `due` (UTC days, as everywhere): negative when past, 0 today. */
export const daysUntil = (due: Date, now: Date): number => calendarDaysUntil(due, now);

const horizon = (now: Date, days: number) => now.getTime() + days * DAY_MS;

export type ReviewDue = { risk: Risk; due: string; state: DueState };

/**
 * Risks whose review is past or within the horizon, from a list sorted by nextReview ascending
 * (risks without a review date come last and are skipped).
 */
export const reviewsDue = (risks: readonly Risk[], now: Date, days = DUE_SOON_DAYS): ReviewDue[] =>
  risks.flatMap((risk) => {
    if (!risk.nextReview) return [];
    const due = new Date(risk.nextReview).getTime();
    if (due > horizon(now, days)) return [];
    // A review due today is due, not late: late means a calendar day before today.
    const late = calendarDaysUntil(risk.nextReview, now) < 0;
    return [{ risk, due: risk.nextReview, state: late ? 'overdue' : 'due-soon' }];
  });

export type TestDue = {
  control: Control;
  due: string;
  state: DueState;
  /** The scheduled test, when one exists. */
  testId: string | null;
  assigneeUserId: string | null;
};

/**
 * Tests to do: the server's overdue tests first (oldest first), then controls whose next test
 * falls within the horizon, from a list sorted by nextTestDate ascending. A control appears once.
 */
export const testsDue = (
  overdue: readonly OverdueControlTest[],
  upcoming: readonly Control[],
  now: Date,
  days = DUE_SOON_DAYS,
): TestDue[] => {
  const late: TestDue[] = overdue.map((o) => ({
    control: o.control,
    due: o.scheduledFor,
    state: 'overdue',
    testId: o.testId,
    assigneeUserId: o.assigneeUserId,
  }));
  const seen = new Set(late.map((t) => t.control.id));
  const soon: TestDue[] = upcoming.flatMap((control) => {
    if (!control.nextTestDate || seen.has(control.id) || control.status === 'retired') return [];
    const due = new Date(control.nextTestDate).getTime();
    if (due < now.getTime() || due > horizon(now, days)) return [];
    seen.add(control.id);
    return [
      {
        control,
        due: control.nextTestDate,
        state: 'due-soon',
        testId: null,
        assigneeUserId: control.testAssigneeUserId,
      },
    ];
  });
  return [...late, ...soon];
};

export const countByState = (items: readonly { state: DueState }[]) => ({
  overdue: items.filter((i) => i.state === 'overdue').length,
  dueSoon: items.filter((i) => i.state === 'due-soon').length,
});

/** How far a date is, in words: "3 days overdue", "Due today", "Due in 12 days". */
export const dueLabel = (due: string, now: Date): string => dueInWords(due, now);

/**
 * A count from one fetched page of a sorted list: when the page was full and still within the
 * horizon at its end, more rows may follow, so the count is a floor ("200+").
 */
export const countText = (n: number, truncated: boolean): string =>
  truncated ? `${formatNumber(n)}+` : formatNumber(n);

export const pageTruncated = (
  page: { items: readonly unknown[]; total: number },
  lastDue: string | null | undefined,
  now: Date,
  days = DUE_SOON_DAYS,
): boolean =>
  page.items.length < page.total &&
  Boolean(lastDue) &&
  new Date(lastDue!).getTime() <= horizon(now, days);
