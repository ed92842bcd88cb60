import { describe, expect, it } from 'vitest';
import { testDatabase } from '@rampart/db/testing';
import { recordingLogger } from '../../ai/testing/recording-logger.ts';
import { startJobs } from './start-jobs.ts';

// The runner takes every module's registration: their kinds, and their schedules, run in every
// process that starts jobs. Tests wait for a schedule's run, never on the clock.
describe('startJobs', () => {
  it('runs each registered schedule once started, and none after stopping', async () => {
    const { db } = await testDatabase();
    const runs: string[] = [];
    let ran!: () => void;
    const both = new Promise<void>((resolve) => (ran = resolve));
    const schedule = (name: string) => ({
      name,
      everyMs: 10,
      run: async () => {
        if (!runs.includes(name)) runs.push(name);
        if (runs.length === 2) ran();
      },
    });
    const jobs = startJobs(
      db,
      recordingLogger(),
      [{ schedules: [schedule('a')] }, { schedules: [schedule('b')] }],
      { start: true },
    );
    await both;
    await jobs.stop();
    expect(runs.sort()).toEqual(['a', 'b']);
  });

  it('starts no schedule when not started (tests tick the runner themselves)', async () => {
    const { db } = await testDatabase();
    let runs = 0;
    const jobs = startJobs(db, recordingLogger(), [
      { schedules: [{ name: 'never', everyMs: 1, firstAfterMs: 0, run: async () => void runs++ }] },
    ]);
    // Draining claims nothing of these kinds, and no timer was set to run the schedule.
    expect(await jobs.drain()).toBe(0);
    await jobs.stop();
    expect(runs).toBe(0);
  });

  it('refuses two modules registering one job kind', async () => {
    const { db } = await testDatabase();
    const handler = async () => 'done' as const;
    expect(() =>
      startJobs(db, recordingLogger(), [
        { handlers: { same_kind: handler } },
        { handlers: { same_kind: handler } },
      ]),
    ).toThrow('Two job handlers for same_kind jobs');
  });
});
