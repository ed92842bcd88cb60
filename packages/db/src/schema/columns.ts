import { text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { organizations } from './organizations.ts';

/** Column builders shared by the organisation-owned tables. */
export const orgRef = () =>
  text('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const userRef = (name: string) =>
  text(name).references(() => users.id, { onDelete: 'set null' });

export const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * When the row was written (created, updated, identified, fetched). SQL `now()` stays the
 * column's default, so the migrations are unchanged; an insert through Drizzle takes the
 * application's clock instead, as updates already do (`updatedAt: new Date()`): every stamp
 * comes from one clock, the process's own. The demo tool relies on that to date its history
 * (docs/decisions/023-demo-history.md); the server always runs on the real time.
 *
 * A function declaration, hoisted: auth.ts and organizations.ts, which this file imports, use
 * it while this module is still being evaluated.
 */
export function stampedNow(name: string) {
  return timestamp(name, { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date());
}
