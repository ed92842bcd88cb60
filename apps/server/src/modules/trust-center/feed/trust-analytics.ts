import type { TrustAnalytics } from '@rampart/contracts';
import { trustActivityByDay, type Executor } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The trust centre's activity over the last `days` UTC days, today included (issue 24 point 6):
 * page views, files taken, access requests and new subscribers, every day of the period listed.
 */
export const trustAnalytics = async (
  db: Executor,
  actor: Actor,
  days: number,
  now: Date = new Date(),
): Promise<TrustAnalytics> => {
  const today = new Date(`${dayOf(now)}T00:00:00.000Z`);
  const since = new Date(today.getTime() - (days - 1) * DAY_MS);
  const counted = new Map(
    (await trustActivityByDay(db, actor.organizationId, since)).map((d) => [d.day, d]),
  );
  const calendar = Array.from({ length: days }, (_, i) => {
    const day = dayOf(new Date(since.getTime() + i * DAY_MS));
    const c = counted.get(day);
    return {
      day,
      views: c?.views ?? 0,
      downloads: c?.downloads ?? 0,
      requests: c?.requests ?? 0,
      subscribers: c?.subscribers ?? 0,
    };
  });
  const totals = { views: 0, downloads: 0, requests: 0, subscribers: 0 };
  for (const d of calendar) {
    totals.views += d.views;
    totals.downloads += d.downloads;
    totals.requests += d.requests;
    totals.subscribers += d.subscribers;
  }
  return { from: dayOf(since), to: dayOf(today), days: calendar, totals };
};
