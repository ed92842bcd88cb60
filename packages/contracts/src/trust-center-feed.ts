import { z } from 'zod';
import { listQuerySchema, page } from './envelope.ts';

// The trust centre's frozen framework figures, its updates feed and subscribers, its look and
// sections, and its analytics (issue 24 points 1 and 6).

/** The page's sections, in the order it shows them; each can be switched off. */
export const TRUST_SECTIONS = [
  'overview',
  'certifications',
  'frameworks',
  'controls',
  'documents',
  'subprocessors',
  'faq',
  'updates',
] as const;
export type TrustSection = (typeof TRUST_SECTIONS)[number];
export const TRUST_SECTION_LABELS: Record<TrustSection, string> = {
  overview: 'Overview',
  certifications: 'Certifications',
  frameworks: 'Compliance frameworks',
  controls: 'Controls',
  documents: 'Policies and documents',
  subprocessors: 'Subprocessors',
  faq: 'Security FAQ',
  updates: 'Updates',
};

/** The section each kind of item shows in: switching a section off takes its items (and files) off. */
export const TRUST_KIND_SECTION = {
  certification: 'certifications',
  framework: 'frameworks',
  control: 'controls',
  document: 'documents',
  subprocessor: 'subprocessors',
  faq: 'faq',
} as const satisfies Record<string, TrustSection>;

/** The background cards and links sit on (the page's surface colour): an accent must read on it. */
export const TRUST_PAGE_SURFACE = '#f7f7f8';
/** WCAG 2.2 AA for body text: links in the accent, white text on accent buttons. */
export const TRUST_ACCENT_MIN_CONTRAST = 4.5;
export const ACCENT_PATTERN = /^#[0-9a-f]{6}$/;

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) =>
  0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/** WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** '' (Rampart's own) or a `#rrggbb` dark enough to read on the page's surface and under white. */
export const accentColorSchema = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .toLowerCase()
    .regex(ACCENT_PATTERN, 'Give a colour as #rrggbb, e.g. #1d4ed8')
    .superRefine((c, ctx) => {
      const ratio = contrastRatio(c, TRUST_PAGE_SURFACE);
      if (ratio < TRUST_ACCENT_MIN_CONTRAST) {
        ctx.addIssue({
          code: 'custom',
          message: `Too light to read on the page: contrast ${ratio.toFixed(1)}:1, needs ${TRUST_ACCENT_MIN_CONTRAST}:1. Choose a darker colour.`,
        });
      }
    }),
]);

export const hiddenSectionsSchema = z
  .array(z.enum(TRUST_SECTIONS))
  .max(TRUST_SECTIONS.length)
  .transform((list) => [...new Set(list)]);

/** Logos: small raster images, shown in the page's header. */
export const TRUST_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const TRUST_LOGO_MAX_BYTES = 512 * 1024;

/** A framework's status as frozen for the page: counts only here, requirements on its own page. */
export const trustFrameworkSnapshotSchema = z.object({
  frameworkId: z.string(),
  frameworkName: z.string(),
  frameworkVersion: z.string(),
  takenAt: z.string(),
  summary: z.object({
    total: z.number().int(),
    met: z.number().int(),
    partlyMet: z.number().int(),
    notMet: z.number().int(),
    notApplicable: z.number().int(),
    percentMet: z.number(),
    percentProgress: z.number(),
  }),
});
export type TrustFrameworkSnapshot = z.infer<typeof trustFrameworkSnapshotSchema>;
export const trustFrameworkSnapshotListSchema = page(trustFrameworkSnapshotSchema);
export const trustFrameworkSnapshotsQuerySchema = listQuerySchema;
export const trustFrameworkParamsSchema = z.object({ frameworkId: z.string().min(1).max(64) });

/** A post on the page's updates feed, mailed to confirmed subscribers when it goes up. */
export const trustUpdateSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Markdown; the page renders it without raw HTML. */
  body: z.string(),
  publishedAt: z.string(),
  /** Confirmed subscribers it was mailed to. */
  mailedTo: z.number().int(),
});
export type TrustUpdate = z.infer<typeof trustUpdateSchema>;
export const trustUpdateListSchema = page(trustUpdateSchema);
export const trustUpdateParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const createTrustUpdateBodySchema = z.object({
  title: z.string().trim().min(1, 'Give the update a title').max(160, 'At most 160 characters'),
  body: z.string().trim().min(1, 'Write the update').max(20_000, 'At most 20,000 characters'),
});
export type CreateTrustUpdateBody = z.infer<typeof createTrustUpdateBodySchema>;

/** `pending` until the address is confirmed by the mailed link (double opt-in). */
export const TRUST_SUBSCRIBER_STATUSES = ['pending', 'confirmed'] as const;
export type TrustSubscriberStatus = (typeof TRUST_SUBSCRIBER_STATUSES)[number];
export const TRUST_SUBSCRIBER_STATUS_LABELS: Record<TrustSubscriberStatus, string> = {
  pending: 'Not confirmed yet',
  confirmed: 'Subscribed',
};
export const trustSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(TRUST_SUBSCRIBER_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type TrustSubscriber = z.infer<typeof trustSubscriberSchema>;
export const trustSubscriberListSchema = page(trustSubscriberSchema);
export const trustSubscribersQuerySchema = listQuerySchema;
export const trustSubscriberParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** What a visitor types to subscribe (a form on the public page). */
export const trustSubscribeFormSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).email('Give an email address'),
});

export const TRUST_ANALYTICS_DAYS = [7, 30, 90, 365] as const;
export const trustAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (TRUST_ANALYTICS_DAYS as readonly number[]).includes(d), {
      message: `One of ${TRUST_ANALYTICS_DAYS.join(', ')}`,
    })
    .default(30),
});
const dayCounts = {
  views: z.number().int(),
  downloads: z.number().int(),
  requests: z.number().int(),
  subscribers: z.number().int(),
};
/** Page views, file downloads, access requests and new subscribers per UTC day. */
export const trustAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.object({ day: z.string(), ...dayCounts })),
  totals: z.object(dayCounts),
});
export type TrustAnalytics = z.infer<typeof trustAnalyticsSchema>;
