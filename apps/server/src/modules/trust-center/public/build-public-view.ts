import type { Executor, TrustCenterRow } from '@rampart/db';
import { loadTrustRecords, wordsOf, type TrustRecord } from '../trust-records.ts';
import type { PublicControlCategory, TrustPageView } from './public-view.ts';

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/**
 * What a trust page shows (issue 24 point 1): published items whose records stand today; in the
 * team's preview, drafts as well, marked. Nothing else of the organisation is read into it.
 */
export const buildPublicView = async (
  db: Executor,
  center: TrustCenterRow,
  options: { now: Date; preview: boolean; basePath: string; url: string },
): Promise<TrustPageView> => {
  const { now, preview } = options;
  const records = (
    await loadTrustRecords(db, center.organizationId, now, {
      states: preview ? ['published', 'draft'] : ['published'],
      itemsOnly: true,
    })
  ).filter((r) => r.standing.stands);
  const draft = (r: TrustRecord) => r.item?.state !== 'published';
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

  const certifications = records
    .filter((r) => r.kind === 'certification' && r.certification)
    .map((r) => {
      const c = r.certification!;
      return {
        name: c.name,
        issuer: c.issuer,
        number: c.number,
        scope: c.scope,
        issuedOn: c.issuedOn,
        validUntil: c.validUntil,
        periodStart: c.periodStart,
        periodEnd: c.periodEnd,
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

  return {
    basePath: options.basePath,
    url: options.url,
    title: center.title,
    legalName: center.legalName,
    address: center.address,
    overview: center.overview,
    contactEmail: center.contactEmail,
    certifications,
    controlCategories,
    subprocessors,
    faqs,
    updatedAt: center.updatedAt.toISOString(),
    preview,
  };
};
