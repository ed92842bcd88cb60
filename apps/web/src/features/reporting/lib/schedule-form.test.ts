import { describe, expect, it } from 'vitest';
import type { ReportDefinition } from '@rampart/contracts';
import {
  recipientSummary,
  scheduleBody,
  scheduleFormFrom,
  scheduleSummary,
} from './schedule-form.ts';

type Schedule = NonNullable<ReportDefinition['schedule']>;
const schedule = (over: Partial<Schedule> = {}): Schedule => ({
  frequency: 'monthly',
  weekday: null,
  dayOfMonth: 1,
  hour: 7,
  recipients: [{ userId: 'u1', name: 'Priya Shah', email: 'risk@demo.rampart.test' }],
  nextRunAt: '2026-12-01T07:00:00.000Z',
  ...over,
});

describe('the schedule form', () => {
  it('starts monthly on the 1st at 07:00, sent to me', () => {
    expect(scheduleFormFrom({ schedule: null }, 'me')).toEqual({
      frequency: 'monthly',
      weekday: 1,
      dayOfMonth: 1,
      hour: 7,
      recipients: ['me'],
    });
  });

  it('reads a saved schedule back', () => {
    const s = schedule({ frequency: 'weekly', weekday: 5, dayOfMonth: null, hour: 18 });
    expect(scheduleFormFrom({ schedule: s }, 'me')).toEqual({
      frequency: 'weekly',
      weekday: 5,
      dayOfMonth: 1,
      hour: 18,
      recipients: ['u1'],
    });
  });

  it('sends only the day field of the chosen frequency', () => {
    const f = {
      frequency: 'monthly' as const,
      weekday: 3,
      dayOfMonth: 28,
      hour: 0,
      recipients: ['a', 'b'],
    };
    expect(scheduleBody(f)).toEqual({
      frequency: 'monthly',
      dayOfMonth: 28,
      hour: 0,
      recipients: ['a', 'b'],
    });
    expect(scheduleBody({ ...f, frequency: 'weekly' })).toEqual({
      frequency: 'weekly',
      weekday: 3,
      hour: 0,
      recipients: ['a', 'b'],
    });
  });

  it.each([
    [schedule(), 'Monthly on the 1st, 07:00 UTC'],
    [schedule({ dayOfMonth: 2, hour: 13 }), 'Monthly on the 2nd, 13:00 UTC'],
    [schedule({ dayOfMonth: 3 }), 'Monthly on the 3rd, 07:00 UTC'],
    [schedule({ dayOfMonth: 11 }), 'Monthly on the 11th, 07:00 UTC'],
    [schedule({ dayOfMonth: 12 }), 'Monthly on the 12th, 07:00 UTC'],
    [schedule({ dayOfMonth: 21 }), 'Monthly on the 21st, 07:00 UTC'],
    [schedule({ dayOfMonth: 22 }), 'Monthly on the 22nd, 07:00 UTC'],
    [
      schedule({ frequency: 'weekly', weekday: 7, dayOfMonth: null, hour: 0 }),
      'Weekly on Sunday, 00:00 UTC',
    ],
  ])('says when it is sent', (s, words) => {
    expect(scheduleSummary(s)).toBe(words);
  });

  it('names two recipients, then counts the others', () => {
    expect(recipientSummary(['A'])).toBe('A');
    expect(recipientSummary(['A', 'B'])).toBe('A and B');
    expect(recipientSummary(['A', 'B', 'C'])).toBe('A and 2 others');
  });
});
