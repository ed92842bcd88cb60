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
 * application's clock instead, as updates already do (`updatedAt: new Date()`). One clock for
 * every stamp is what lets `npm run demo` write a year of history under a simulated clock
 * (docs/decisions/023-demo-history.md).
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
