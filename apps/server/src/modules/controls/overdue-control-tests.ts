import type { OverdueControlTest } from '@rampart/contracts';
import { findControlsByIds, listOverdueControlTests, type Db, type PageQuery } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { presentOverdueTest } from './control.presenter.ts';
import { presentControls } from './control-views.ts';

/** The organisation's overdue control tests, a page of them, each with its control. */
export const overdueControlTests = async (
  db: Db,
  actor: Actor,
  query: PageQuery,
  now: Date = new Date(),
): Promise<{ items: OverdueControlTest[]; total: number; nextCursor: string | null }> => {
  const late = await listOverdueControlTests(db, actor.organizationId, now, query);
  const rows = await findControlsByIds(db, actor.organizationId, [
    ...new Set(late.rows.map((l) => l.controlId)),
  ]);
  const controls = new Map((await presentControls(db, actor, rows)).map((c) => [c.id, c]));
  return {
    items: late.rows.map((l) => presentOverdueTest(l, controls.get(l.controlId)!, now)),
    total: late.total,
    nextCursor: late.nextCursor,
  };
};
