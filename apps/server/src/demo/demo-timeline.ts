// The demo's year as a list of dated things to do, done in date order under the simulated clock.
// A thing done may plan more (the next test on the control's cadence, closing a finding weeks
// later); whatever falls after today is left undone, as it would be.

const DAY = 86_400_000;

export type Step = () => Promise<unknown>;

type Planned = { at: number; order: number; step: Step };

export type Timeline = {
  /** The moment `day` days after the start, at `hour` (UTC, fractions for minutes). */
  at(day: number, hour?: number): Date;
  /** Whole days from the start to `date`. */
  dayOf(date: Date): number;
  /** Days from the start to today (the last day of the year). */
  readonly lastDay: number;
  plan(day: number, hour: number, step: Step): void;
  /** Does everything planned, in date order (same moment: planning order), up to today. */
  run(setClock: (at: Date) => void): Promise<void>;
};

export const timeline = (start: Date, today: Date): Timeline => {
  const startDay = Math.floor(start.getTime() / DAY) * DAY;
  const queue: Planned[] = [];
  let order = 0;
  const lastDay = Math.floor((today.getTime() - startDay) / DAY);
  const at = (day: number, hour = 9) => new Date(startDay + day * DAY + hour * 3_600_000);
  return {
    at,
    dayOf: (date) => Math.floor((date.getTime() - startDay) / DAY),
    lastDay,
    plan(day, hour, step) {
      const when = at(day, hour).getTime();
      if (when > today.getTime()) return;
      queue.push({ at: when, order: (order += 1), step });
    },
    async run(setClock) {
      while (queue.length > 0) {
        // Small lists (hundreds): picking the earliest each time keeps later plans simple.
        let first = 0;
        for (let i = 1; i < queue.length; i += 1) {
          const a = queue[i]!;
          const b = queue[first]!;
          if (a.at < b.at || (a.at === b.at && a.order < b.order)) first = i;
        }
        const [next] = queue.splice(first, 1);
        setClock(new Date(next!.at));
        await next!.step();
      }
    },
  };
};
