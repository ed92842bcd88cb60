import { describe, expect, it } from 'vitest';
import type { Control, OverdueControlTest, Risk } from '@rampart/contracts';
import {
  countByState,
  countText,
  daysUntil,
  dueLabel,
  pageTruncated,
  reviewsDue,
  testsDue,
} from './due-items.ts';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString();

const risk = (id: string, nextReview: string | null) => ({ id, nextReview }) as Risk;
const control = (id: string, nextTestDate: string | null, status: Control['status'] = 'active') =>
  ({ id, nextTestDate, status, testAssigneeUserId: null }) as Control;
const late = (c: Control, due: string): OverdueControlTest => ({
  control: c,
  testId: `t_${c.id}`,
  scheduledFor: due,
  daysOverdue: 3,
  assigneeUserId: 'usr_1',
});

describe('daysUntil', () => {
  it.each([
    [day(-2), -2],
    [day(-0.5), 0],
    [day(-0.6), -1],
    [day(0.5), 1],
    [day(0.4), 0],
    [day(1), 1],
    [day(30), 30],
  ])('%s is %i days away', (due, days) => {
    expect(daysUntil(new Date(due), NOW)).toBe(days);
  });
});

describe('reviewsDue', () => {
  it('keeps past and next-30-day reviews, in order, and skips later or undated ones', () => {
    const risks = [
      risk('a', day(-10)),
      risk('b', day(0.1)),
      risk('c', day(30)),
      risk('d', day(31)),
      risk('e', null),
    ];
    expect(reviewsDue(risks, NOW).map((r) => [r.risk.id, r.state])).toEqual([
      ['a', 'overdue'],
      ['b', 'due-soon'],
      ['c', 'due-soon'],
    ]);
  });
});

describe('testsDue', () => {
  it('lists overdue tests first, then upcoming ones, each control once', () => {
    const c1 = control('c1', day(-4));
    const items = testsDue(
      [late(c1, day(-4))],
      [c1, control('c2', day(2)), control('c3', day(45)), control('c4', day(5), 'retired')],
      NOW,
    );
    expect(items.map((t) => [t.control.id, t.state, t.testId])).toEqual([
      ['c1', 'overdue', 't_c1'],
      ['c2', 'due-soon', null],
    ]);
    expect(countByState(items)).toEqual({ overdue: 1, dueSoon: 1 });
  });

  it('leaves a past date the server did not call overdue to the server', () => {
    expect(testsDue([], [control('c1', day(-1))], NOW)).toEqual([]);
  });
});

describe('dueLabel', () => {
  it.each([
    [day(-3), '3 days overdue'],
    [day(-1), '1 day overdue'],
    // Calendar days: earlier today is due today, and just after midnight is tomorrow.
    [day(-0.1), 'Due today'],
    [day(-0.6), '1 day overdue'],
    [day(0.2), 'Due today'],
    [day(0.5), 'Due in 1 day'],
    [day(1), 'Due in 1 day'],
    [day(12), 'Due in 12 days'],
  ])('%s reads %s', (due, text) => {
    expect(dueLabel(due, NOW)).toBe(text);
  });
});

describe('counts from one page', () => {
  it('is a floor when a full page ends inside the horizon', () => {
    const page = { items: [1, 2], total: 5 };
    expect(pageTruncated(page, day(3), NOW)).toBe(true);
    expect(pageTruncated(page, day(31), NOW)).toBe(false);
    expect(pageTruncated({ items: [1, 2], total: 2 }, day(3), NOW)).toBe(false);
    expect(pageTruncated(page, null, NOW)).toBe(false);
    expect(countText(1200, true)).toBe('1,200+');
    expect(countText(3, false)).toBe('3');
  });
});
