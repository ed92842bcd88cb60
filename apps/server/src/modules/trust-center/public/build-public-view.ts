import { TRUST_KIND_SECTION } from '@rampart/contracts';
import {
  listTrustUpdates,
  listVisitorQuestionnaires,
  type Executor,
  type TrustCenterRow,
} from '@rampart/db';
import { hiddenSectionsOf } from '../trust-center-view.ts';
import { fileAccessOf, loadTrustRecords, wordsOf, type TrustRecord } from '../trust-records.ts';
import type {
  PublicControlCategory,
  PublicFramework,
  PublicDownload,
  TrustPageView,
  VisitorQuestionnaireView,
} from './public-view.ts';

/** How many of the newest updates the page shows. */
export const UPDATES_ON_PAGE = 10;

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/**
 * What a trust page shows (issue 24 point 1): published items whose records stand today; in the
 * team's preview, drafts as well, marked. Nothing else of the organisation is read into it.
 */
export const buildPublicView = async (
  db: Executor,
  center: TrustCenterRow,
  options: {
    now: Date;
    preview: boolean;
    basePath: string;
    url: string;
    /** The approved visitor reading the page, if any. */
    viewer?: { email: string; expiresAt: Date } | null;
    /** Whether visitors can ask for restricted files (mail can confirm their address). */
    requestsOpen?: boolean;
  },
): Promise<TrustPageView> => {
  const { now, preview } = options;
  // A section the owner switched off takes its items off the page, files and all.
  const hidden = new Set<string>(hiddenSectionsOf(center));
  const records = (
    await loadTrustRecords(db, center.organizationId, now, {
      states: preview ? ['published', 'draft'] : ['published'],
      itemsOnly: true,
    })
  ).filter((r) => r.standing.stands && !hidden.has(TRUST_KIND_SECTION[r.kind]));
  const draft = (r: TrustRecord) => r.item?.state !== 'published';
  const viewer = options.viewer ?? null;
  // Only a published item's file is served, so only its link is shown (in a preview too); a
  // restricted one only to an approved visitor.
  const mayTake = (r: TrustRecord) => {
    const access = fileAccessOf(r);
    return access === 'public' || (access === 'restricted' && viewer !== null);
  };
  const restricted = (r: TrustRecord) => fileAccessOf(r) === 'restricted' && viewer === null;
  const download = (r: TrustRecord): PublicDownload | null =>
    r.file && !draft(r) && mayTake(r)
      ? {
          href: `${options.basePath}/files/${r.kind}/${encodeURIComponent(r.recordId)}`,
          fileName: r.file.fileName,
          sizeBytes: r.file.sizeBytes,
        }
      : null;
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

  const certifications = records
    .filter((r) => r.kind === 'certification' && r.certification)
    .map((r) => {
      const c = r.certification!;
      const words = wordsOf(r);
      return {
        name: words.title,
        issuer: c.issuer,
        number: c.number,
        scope: words.text,
        issuedOn: c.issuedOn,
        validUntil: c.validUntil,
        periodStart: c.periodStart,
        periodEnd: c.periodEnd,
        download: download(r),
        restricted: restricted(r),
        draft: draft(r),
      };
    })
    .sort(byName);

  const frameworks: PublicFramework[] = records
    .filter((r) => r.kind === 'framework' && r.snapshot)
    .map((r) => {
      const snapshot = r.snapshot!;
      return {
        name: wordsOf(r).title,
        version: snapshot.frameworkVersion,
        asOf: snapshot.takenAt.toISOString(),
        ...snapshot.summary,
        href: `${options.basePath}/frameworks/${encodeURIComponent(r.recordId)}`,
        draft: draft(r),
      };
    })
    .sort(byName);

  const categories = new Map<string, PublicControlCategory>();
  for (const r of records.filter((x) => x.kind === 'control' && x.control)) {
    const name = r.control!.category;
    const category = categories.get(name) ?? { name, controls: [] };
    const words = wordsOf(r);
    category.controls.push({
      title: words.title,
      description: words.text,
      inPlace: r.inPlace,
      draft: draft(r),
    });
    categories.set(name, category);
  }
  const controlCategories = [...categories.values()].sort(byName);
  for (const c of controlCategories) c.controls.sort((a, b) => a.title.localeCompare(b.title));

  const documents = records
    .filter((r) => r.kind === 'document' && r.document)
    .map((r) => {
      const words = wordsOf(r);
      return {
        title: words.title,
        kindLabel: r.document!.kindLabel,
        description: words.text,
        download: download(r),
        restricted: restricted(r),
        draft: draft(r),
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title));

  const subprocessors = records
    .filter((r) => r.kind === 'subprocessor' && r.vendor)
    .map((r) => {
      const words = wordsOf(r);
      return {
        name: words.title,
        purpose: words.text,
        location: words.location,
        since: day(r.vendor!.contractStart),
        website: r.vendor!.website,
        draft: draft(r),
      };
    })
    .sort(byName);

  const faqs = records
    .filter((r) => r.kind === 'faq')
    .map((r) => {
      const words = wordsOf(r);
      return { question: words.title, answer: words.text, draft: draft(r) };
    })
    .sort((a, b) => a.question.localeCompare(b.question));

  // What this visitor sent through the page, with the answered file once it went back.
  const questionnaires: VisitorQuestionnaireView[] | null = viewer
    ? (await listVisitorQuestionnaires(db, center.organizationId, viewer.email)).map((q) => ({
        title: q.title,
        receivedAt: q.receivedAt.toISOString(),
        returnedAt: q.returnedAt?.toISOString() ?? null,
        download:
          q.returnedAt && q.returnedFileName && q.returnedSizeBytes !== null
            ? {
                href: `${options.basePath}/questionnaires/${encodeURIComponent(q.incomingId)}/file`,
                fileName: q.returnedFileName,
                sizeBytes: q.returnedSizeBytes,
              }
            : null,
      }))
    : null;

  const updates = hidden.has('updates')
    ? []
    : (await listTrustUpdates(db, center.organizationId, UPDATES_ON_PAGE)).map((u) => ({
        title: u.title,
        body: u.body,
        publishedAt: u.publishedAt.toISOString(),
      }));

  return {
    basePath: options.basePath,
    url: options.url,
    title: center.title,
    legalName: center.legalName,
    address: center.address,
    overview: hidden.has('overview') ? '' : center.overview,
    accentColor: center.accentColor,
    logoHref: center.logoSha256
      ? `${options.basePath}/logo?v=${center.logoSha256.slice(0, 16)}`
      : null,
    contactEmail: center.contactEmail,
    certifications,
    frameworks,
    controlCategories,
    documents,
    subprocessors,
    faqs,
    updates,
    subscribeAction:
      options.requestsOpen && !hidden.has('updates') ? `${options.basePath}/subscribe` : null,
    updatedAt: center.updatedAt.toISOString(),
    preview,
    access: {
      requestHref:
        options.requestsOpen && viewer === null && records.some((r) => restricted(r) && !draft(r))
          ? `${options.basePath}/request`
          : null,
      viewer: viewer ? { email: viewer.email, until: viewer.expiresAt.toISOString() } : null,
      questionnaires: questionnaires
        ? { action: `${options.basePath}/questionnaires`, items: questionnaires }
        : null,
    },
  };
};
