import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { frameworks } from './compliance.ts';
import { orgRef, stampedNow, ts, userRef } from './columns.ts';

/** One requirement as a framework snapshot froze it: what it is and its status, nothing else. */
export type FrozenRequirement = {
  code: string;
  title: string;
  /** The requirement's group in its framework ("CC6 Logical and Physical Access"), or ''. */
  group: string;
  /** met, partly_met, not_met, not_applicable. */
  status: string;
};

/** The counts a snapshot froze, as the frameworks screen computes them. */
export type FrozenSummary = {
  total: number;
  met: number;
  partlyMet: number;
  notMet: number;
  notApplicable: number;
  percentMet: number;
  percentProgress: number;
};

/**
 * A framework's status as the owner chose to publish it (issue 24 point 1): frozen when taken,
 * so the page shows a figure the team stood behind on a date, never today's work in progress.
 * It holds requirement codes, titles and statuses only: no evidence, notes or control names.
 * One per framework; taking another replaces it. Whether it shows is its trust item's state.
 */
export const trustFrameworkSnapshots = pgTable(
  'trust_framework_snapshots',
  {
    organizationId: orgRef(),
    frameworkId: text('framework_id')
      .notNull()
      .references(() => frameworks.id, { onDelete: 'cascade' }),
    frameworkName: text('framework_name').notNull(),
    frameworkVersion: text('framework_version').notNull().default(''),
    summary: jsonb('summary').$type<FrozenSummary>().notNull(),
    requirements: jsonb('requirements').$type<FrozenRequirement[]>().notNull(),
    takenAt: stampedNow('taken_at'),
    takenBy: userRef('taken_by'),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.frameworkId] })],
);

/** A post on the trust centre's updates feed; confirmed subscribers are mailed when it goes up. */
export const trustUpdates = pgTable(
  'trust_updates',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    title: text('title').notNull(),
    /** Markdown; rendered without raw HTML. */
    body: text('body').notNull(),
    publishedAt: stampedNow('published_at'),
    /** How many subscribers the post was mailed to. */
    mailedTo: integer('mailed_to').notNull().default(0),
    createdBy: userRef('created_by'),
  },
  (t) => [index('trust_updates_org_idx').on(t.organizationId, t.publishedAt.desc(), t.id.desc())],
);

/**
 * Someone who asked to be mailed the trust centre's updates. `pending` until they follow the
 * confirmation link (double opt-in; the token is kept only as a hash); then `confirmed`. An
 * unsubscribed address is deleted, not kept.
 */
export const trustSubscribers = pgTable(
  'trust_subscribers',
  {
    id: text('id').primaryKey(),
    organizationId: orgRef(),
    email: text('email').notNull(),
    /** pending or confirmed. */
    status: text('status').notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: ts('confirm_expires_at'),
    /** Confirmation mails sent, to bound how often one address is mailed. */
    confirmSent: integer('confirm_sent').notNull().default(0),
    lastConfirmSentAt: ts('last_confirm_sent_at'),
    ip: text('ip').notNull().default(''),
    createdAt: stampedNow('created_at'),
    confirmedAt: ts('confirmed_at'),
  },
  (t) => [
    uniqueIndex('trust_subscribers_email_idx').on(t.organizationId, t.email),
    uniqueIndex('trust_subscribers_token_idx').on(t.confirmTokenHash),
    index('trust_subscribers_org_idx').on(t.organizationId, t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Page views per day (issue 24 point 6): a count only, with nothing about the visitor, so the
 * analytics need no consent banner and hold nothing personal.
 */
export const trustPageViews = pgTable(
  'trust_page_views',
  {
    organizationId: orgRef(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day] })],
);
