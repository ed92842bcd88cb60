// What a trust centre page shows (issue 24 point 1): everything a visitor may read, already
// filtered to published items whose records stand today (or, in a preview, drafts as well,
// marked). The renderer reads nothing else: it cannot show what was not put here.

/** A file a visitor may take from the page: the link is the page's own. */
export type PublicDownload = { href: string; fileName: string; sizeBytes: number };

export type PublicCertification = {
  name: string;
  issuer: string;
  /** The certificate's number, when the owner shows it. */
  number: string;
  scope: string;
  /** Calendar days `YYYY-MM-DD` or null. */
  issuedOn: string | null;
  validUntil: string | null;
  /** A report's period (SOC 2 Type II), when it has one. */
  periodStart: string | null;
  periodEnd: string | null;
  /** The certificate or report, when the owner lets anyone (or this approved visitor) have it. */
  download: PublicDownload | null;
  /** Kept for approved visitors, and this visitor is not one (yet). */
  restricted: boolean;
  draft: boolean;
};

/** A policy or other document the organisation publishes. */
export type PublicDocument = {
  title: string;
  /** "Policy", "Procedure", ... */
  kindLabel: string;
  description: string;
  /** Null when the document is listed only, or restricted and the visitor not approved. */
  download: PublicDownload | null;
  /** Kept for approved visitors, and this visitor is not one (yet). */
  restricted: boolean;
  draft: boolean;
};

export type PublicControl = {
  title: string;
  description: string;
  /** "in place" only for an implemented control whose last test passed within its cadence. */
  inPlace: boolean;
  draft: boolean;
};

export type PublicControlCategory = { name: string; controls: PublicControl[] };

export type PublicSubprocessor = {
  name: string;
  purpose: string;
  location: string;
  /** Calendar day `YYYY-MM-DD` the relationship began, or null. */
  since: string | null;
  /** The vendor's website origin, or '' (rendered as text, never as a link target unless https). */
  website: string;
  draft: boolean;
};

/** A framework's status as the owner froze it: the figure here, requirements on its own page. */
export type PublicFramework = {
  name: string;
  version: string;
  /** ISO time the snapshot was taken. */
  asOf: string;
  met: number;
  partlyMet: number;
  notMet: number;
  notApplicable: number;
  total: number;
  percentMet: number;
  /** The page listing each requirement's status. */
  href: string;
  draft: boolean;
};

/** A post on the updates feed. */
export type PublicUpdate = { title: string; body: string; publishedAt: string };

export type PublicFaq = { question: string; answer: string; draft: boolean };

/** A questionnaire the approved visitor sent through the page (issue 24 point 5). */
export type VisitorQuestionnaireView = {
  title: string;
  /** ISO time it arrived. */
  receivedAt: string;
  /** ISO time the answers went back, or null while the team works on it. */
  returnedAt: string | null;
  /** The answered file, once returned. */
  download: PublicDownload | null;
};

export type TrustPageView = {
  /** `/trust/acme`, or `` on a custom hostname (links are made from it). */
  basePath: string;
  /** The page's absolute address (canonical link, JSON-LD url). */
  url: string;
  title: string;
  legalName: string;
  /** The registered address (lines separated by newlines), or ''. */
  address: string;
  /** Markdown, from the owner; rendered without raw HTML. */
  overview: string;
  contactEmail: string;
  /** The page's accent `#rrggbb`, or '' for Rampart's own. */
  accentColor: string;
  /** The logo's address on this site, or null. */
  logoHref: string | null;
  certifications: PublicCertification[];
  frameworks: PublicFramework[];
  controlCategories: PublicControlCategory[];
  documents: PublicDocument[];
  subprocessors: PublicSubprocessor[];
  faqs: PublicFaq[];
  /** The newest updates, and where to subscribe (null: the section is off or there is no mail). */
  updates: PublicUpdate[];
  subscribeAction: string | null;
  /** When the page's content last changed (ISO time), shown as "Updated …". */
  updatedAt: string;
  /** A preview for the team: drafts shown and marked, a banner, never indexed or cached. */
  preview: boolean;
  /**
   * Restricted files: where a visitor asks for them (null when the page takes no requests:
   * nothing restricted, or no mail to confirm an address), and the approved visitor reading
   * the page now, if any.
   */
  access: {
    requestHref: string | null;
    viewer: { email: string; until: string } | null;
    /**
     * The approved visitor's questionnaires and where to send one (`{base}/questionnaires`);
     * null for anyone else.
     */
    questionnaires: { action: string; items: VisitorQuestionnaireView[] } | null;
  };
};
