import { z } from 'zod';
import { listQuerySchema, page } from './envelope.ts';
import { accentColorSchema, hiddenSectionsSchema, TRUST_SECTIONS } from './trust-center-feed.ts';

// The trust centre (issue 24): the organisation's public security page, published from its own
// records. Each record the page may show (a certification, a control, a subprocessor, an approved
// answer) becomes an item with a state of its own; nothing shows until it is published, and a
// published item shows only while its record still stands (the rules in @rampart/domain).

/** What the page may show, each from its register. */
export const TRUST_ITEM_KINDS = [
  'certification',
  'framework',
  'control',
  'document',
  'subprocessor',
  'faq',
] as const;
export type TrustItemKind = (typeof TRUST_ITEM_KINDS)[number];
export const TRUST_ITEM_KIND_LABELS: Record<TrustItemKind, string> = {
  certification: 'Certifications',
  framework: 'Compliance frameworks',
  control: 'Controls',
  document: 'Policies and documents',
  subprocessor: 'Subprocessors',
  faq: 'Security FAQ',
};

/** A record not on the page yet is `unlisted`; a `draft` is prepared but not shown. */
export const TRUST_ITEM_STATES = ['unlisted', 'draft', 'published'] as const;
export type TrustItemState = (typeof TRUST_ITEM_STATES)[number];
export const TRUST_ITEM_STATE_LABELS: Record<TrustItemState, string> = {
  unlisted: 'Not on the page',
  draft: 'Draft',
  published: 'Published',
};

/**
 * Who may take an item's file (a document, a certificate): nobody, it is listed only; visitors
 * the organisation approved, under its NDA and a time-limited grant; or anyone.
 */
export const TRUST_FILE_ACCESS = ['none', 'restricted', 'public'] as const;
export type TrustFileAccess = (typeof TRUST_FILE_ACCESS)[number];
export const TRUST_FILE_ACCESS_LABELS: Record<TrustFileAccess, string> = {
  none: 'Listed only',
  restricted: 'Approved visitors',
  public: 'Anyone may download it',
};

/** How long a grant lasts unless the team says otherwise, and the longest it may. */
export const TRUST_GRANT_DAYS_DEFAULT = 30;
export const TRUST_GRANT_DAYS_MAX = 365;
/** Email domains whose confirmed requests are approved without waiting for the team. */
export const TRUST_AUTO_APPROVE_DOMAINS_MAX = 50;
const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A page address: lower-case letters, digits and inner hyphens, 3 to 48 characters. */
export const TRUST_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,46}[a-z0-9])$/;

export const trustCenterSettingsSchema = z.object({
  slug: z.string(),
  /** The name the page carries (the organisation's name unless changed). */
  title: z.string(),
  /** The legal entity, shown in the page's footer and its Organization data. */
  legalName: z.string(),
  /** The registered address, one line or several. */
  address: z.string(),
  /** Markdown; rendered without raw HTML. */
  overview: z.string(),
  /** Where security reports go: the page's contact and its security.txt. */
  contactEmail: z.string(),
  /** The page is public; off, it answers 404 to visitors (the team still previews it). */
  live: z.boolean(),
  /** Email domains whose visitors are approved once they confirm and accept the NDA. */
  autoApproveDomains: z.array(z.string()),
  /** How many days a grant lasts. */
  grantDays: z.number().int(),
  /** The page's accent as `#rrggbb`, or '' for Rampart's own. */
  accentColor: z.string(),
  /** The logo in the page's header, served from the page's own address; null when none. */
  logo: z
    .object({ href: z.string(), contentType: z.string(), sizeBytes: z.number().int() })
    .nullable(),
  /** Sections the page leaves out. */
  hiddenSections: z.array(z.enum(TRUST_SECTIONS)),
  /** The page's address, e.g. https://rampart.example/trust/acme. */
  url: z.string(),
  /** A hostname of its own the server's TRUST_HOSTS gives the page (`trust.acme.com`), or null. */
  hostname: z.string().nullable(),
  updatedAt: z.string(),
});
export type TrustCenterSettings = z.infer<typeof trustCenterSettingsSchema>;

export const trustCenterSchema = z.object({
  /** Null until the trust centre is set up. */
  settings: trustCenterSettingsSchema.nullable(),
  /** A slug to offer when setting it up, from the organisation's name. */
  suggestedSlug: z.string(),
  suggestedTitle: z.string(),
  /** Published items, and those of them held back because their record no longer stands. */
  counts: z.object({
    published: z.number().int(),
    heldBack: z.number().int(),
    /** Requests confirmed by the visitor and waiting for the team. */
    pendingRequests: z.number().int(),
    /** Confirmed subscribers to the page's updates. */
    subscribers: z.number().int(),
  }),
  /**
   * Whether Rampart can send mail (SMTP_URL). Without it a visitor cannot confirm an address
   * or receive a link, so the page offers no access requests.
   */
  mail: z.boolean(),
  abilities: z.object({ manage: z.boolean() }),
});
export type TrustCenter = z.infer<typeof trustCenterSchema>;

const line = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const updateTrustCenterBodySchema = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      TRUST_SLUG_PATTERN,
      'Use 3 to 48 lower-case letters, digits or hyphens, starting and ending with a letter or digit',
    ),
  title: z.string().trim().min(1, 'Give the page a title').max(120, 'At most 120 characters'),
  legalName: line(200),
  address: line(300).default(''),
  overview: line(20_000),
  contactEmail: z.union([
    z.literal(''),
    z.string().trim().toLowerCase().email('Not an email address'),
  ]),
  live: z.boolean(),
  autoApproveDomains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .transform((d) => d.replace(/^@/, ''))
        .pipe(z.string().regex(DOMAIN_PATTERN, 'Not a domain name, e.g. example.com')),
    )
    .max(TRUST_AUTO_APPROVE_DOMAINS_MAX, `At most ${TRUST_AUTO_APPROVE_DOMAINS_MAX} domains`)
    .transform((list) => [...new Set(list)])
    .default([]),
  grantDays: z
    .number()
    .int('Whole days')
    .min(1, 'At least one day')
    .max(TRUST_GRANT_DAYS_MAX, `At most ${TRUST_GRANT_DAYS_MAX} days`)
    .default(TRUST_GRANT_DAYS_DEFAULT),
  accentColor: accentColorSchema.default(''),
  hiddenSections: hiddenSectionsSchema.default([]),
});
export type UpdateTrustCenterBody = z.infer<typeof updateTrustCenterBodySchema>;

/** One record the page may show, with its item's state and whether it would show today. */
export const trustItemSchema = z.object({
  kind: z.enum(TRUST_ITEM_KINDS),
  recordId: z.string(),
  /** The record's own name (a certification's, a control's, a vendor's, a question). */
  recordName: z.string(),
  state: z.enum(TRUST_ITEM_STATES),
  /** What the page says: a control's public title and description, a vendor's purpose. */
  publicTitle: z.string(),
  publicText: z.string(),
  /** A subprocessor's location as the page says it. */
  location: z.string(),
  /** Who may take its file; `none` for kinds without one. */
  access: z.enum(TRUST_FILE_ACCESS),
  /** The file a visitor may take (a document's current version, a certificate), if any. */
  file: z.object({ fileName: z.string(), sizeBytes: z.number().int() }).nullable(),
  /** Whether its record stands today, so a published item shows; else why not, in words. */
  stands: z.boolean(),
  /**
   * The page leaves it out (its record does not stand) or shows less than in place (a control
   * whose test failed or is overdue shows as in progress): what the team should look at.
   */
  heldBack: z.boolean(),
  standing: z.string(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TrustItem = z.infer<typeof trustItemSchema>;

export const trustItemListSchema = page(trustItemSchema);
export type TrustItemList = z.infer<typeof trustItemListSchema>;

export const trustItemsQuerySchema = listQuerySchema.extend({
  kind: z.enum(TRUST_ITEM_KINDS).optional(),
});

export const trustItemParamsSchema = z.object({
  kind: z.enum(TRUST_ITEM_KINDS),
  recordId: z.string().min(1).max(64),
});

export const putTrustItemBodySchema = z.object({
  state: z.enum(TRUST_ITEM_STATES),
  publicTitle: line(200).optional(),
  publicText: line(2000).optional(),
  location: line(120).optional(),
  access: z.enum(TRUST_FILE_ACCESS).optional(),
});
export type PutTrustItemBody = z.infer<typeof putTrustItemBodySchema>;

/** A file a visitor took from the page: what, when, from which address, under whose grant. */
export const trustDownloadSchema = z.object({
  id: z.string(),
  kind: z.enum(TRUST_ITEM_KINDS),
  recordId: z.string(),
  fileName: z.string(),
  ip: z.string(),
  /** The approved visitor who took a restricted file; null for a public one. */
  viewer: z.object({ grantId: z.string(), email: z.string() }).nullable(),
  /** The copy carried the viewer's email and the time on every page. */
  watermarked: z.boolean(),
  at: z.string(),
});
export type TrustDownload = z.infer<typeof trustDownloadSchema>;
export const trustDownloadListSchema = page(trustDownloadSchema);
export const trustDownloadsQuerySchema = listQuerySchema.extend({
  /** One viewer's trail. */
  grantId: z.string().max(64).optional(),
  /** One document's (or certificate's) trail, as `kind:recordId`. */
  item: z
    .string()
    .max(100)
    .regex(/^[a-z]+:[A-Za-z0-9_-]+$/, 'Give the item as kind:recordId')
    .optional(),
});
