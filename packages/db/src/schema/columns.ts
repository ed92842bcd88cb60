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
