import {
  CERTIFICATION_STATUSES,
  DOCUMENT_KIND_LABELS,
  type CertificationStatus,
  type DocumentKind,
  type TrustFileAccess,
  type TrustItemKind,
} from '@rampart/contracts';
import {
  certificateFiles,
  controlCategories,
  draftingControls,
  draftingRegisters,
  listCertifications,
  listFrameworks,
  listFrameworkSnapshots,
  listTrustItems,
  trustDocuments,
  trustVendors,
  type CertificationRecord,
  type DraftingControl,
  type Executor,
  type FrameworkSnapshotRow,
  type TrustDocument,
  type TrustFile,
  type TrustItemRow,
  type TrustVendor,
} from '@rampart/db';
import {
  answerOnPage,
  categoryName,
  certificationOnPage,
  certificationStanding,
  controlOnPage,
  documentOnPage,
  frameworkOnPage,
  subprocessorOnPage,
  type TrustStanding,
} from '@rampart/domain';
import { certificationFacts } from '../incoming-questionnaires/drafting/certification-facts.ts';
import { readLibrary } from '../incoming-questionnaires/library/read-library.ts';

// Every record a trust centre may show, with its item (if any) and whether it stands today
// (issue 24): the team's list and the public page read the same, so what the team sees as
// "held back" is exactly what the page leaves out.

export type TrustRecord = {
  kind: TrustItemKind;
  recordId: string;
  recordName: string;
  item: TrustItemRow | null;
  standing: TrustStanding;
  /** For a control: whether the page may say "in place". */
  inPlace: boolean;
  /** What the page shows when the item has no words of its own. */
  defaults: { title: string; text: string; location: string };
  /** The file a visitor may take, when its item allows: a document's, a certificate. */
  file: TrustFile | null;
  certification?: CertificationRecord & { validUntil: string | null };
  control?: DraftingControl & { category: string };
  document?: TrustDocument & { kindLabel: string };
  vendor?: TrustVendor;
  /** A framework's frozen status, once taken. */
  snapshot?: FrameworkSnapshotRow | null;
};

export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** A control's category as people read it: "Access control" from the library's "access-control". */
const categoryOf = (category: string | null | undefined): string => {
  const value = category?.trim() ?? '';
  if (!value) return 'General';
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? categoryName(value) : value;
};

/**
 * What a control's public description starts from: its first paragraph, what it is for. The
 * rest of a description (how it is implemented, the evidence kept) is the team's, not a
 * visitor's, until the owner writes it in.
 */
const firstParagraph = (text: string): string =>
  text
    .trim()
    .split(/\n\s*\n/)[0]
    ?.trim() ?? '';

const certificationStatus = (status: string): CertificationStatus =>
  (CERTIFICATION_STATUSES as readonly string[]).includes(status)
    ? (status as CertificationStatus)
    : 'in_progress';

const key = (kind: string, recordId: string) => `${kind}:${recordId}`;

/**
 * The records of an organisation the trust centre may show. `kinds` narrows what is read (the
 * public page reads only the kinds it has items of); `itemsOnly` leaves out records with no item.
 */
export const loadTrustRecords = async (
  db: Executor,
  organizationId: string,
  now: Date,
  options: { states?: readonly string[]; itemsOnly?: boolean; kinds?: TrustItemKind[] } = {},
): Promise<TrustRecord[]> => {
  const items = await listTrustItems(db, organizationId, options.states);
  const itemOf = new Map(items.map((i) => [key(i.kind, i.recordId), i]));
  const needs = (kind: TrustItemKind) =>
    (!options.kinds || options.kinds.includes(kind)) &&
    (!options.itemsOnly || items.some((item) => item.kind === kind));
  const today = todayOf(now);
  const records: TrustRecord[] = [];
  const add = (record: Omit<TrustRecord, 'item'>) => {
    const item = itemOf.get(key(record.kind, record.recordId)) ?? null;
    if (options.itemsOnly && !item) return;
    records.push({ ...record, item });
  };

  if (needs('certification')) {
    const certifications = await listCertifications(db, organizationId);
    const files = await certificateFiles(
      db,
      organizationId,
      certifications.flatMap((c) => (c.evidenceId ? [c.evidenceId] : [])),
    );
    for (const c of certifications) {
      const dates = { ...c, status: certificationStatus(c.status) };
      add({
        kind: 'certification',
        recordId: c.id,
        recordName: c.name,
        standing: certificationOnPage(dates, today),
        inPlace: false,
        defaults: { title: c.name, text: c.scope, location: '' },
        file: (c.evidenceId && files.get(c.evidenceId)) || null,
        certification: { ...c, validUntil: certificationStanding(dates, today).validUntil },
      });
    }
  }

  if (needs('framework')) {
    // The frameworks the organisation tracks; one it stops tracking leaves the page.
    const snapshots = new Map(
      (await listFrameworkSnapshots(db, organizationId)).map((s) => [s.frameworkId, s]),
    );
    for (const { framework, selected } of await listFrameworks(db, organizationId)) {
      if (!selected) continue;
      const snapshot = snapshots.get(framework.id) ?? null;
      const name = framework.name;
      add({
        kind: 'framework',
        recordId: framework.id,
        recordName: name,
        standing: frameworkOnPage(
          snapshot && { takenAt: snapshot.takenAt, percentMet: snapshot.summary.percentMet },
          now,
        ),
        inPlace: false,
        defaults: { title: name, text: '', location: '' },
        file: null,
        snapshot,
      });
    }
  }

  const wantsControls = needs('control');
  const wantsFaq = needs('faq');
  const controls = wantsControls || wantsFaq ? await draftingControls(db, organizationId) : [];
  if (wantsControls) {
    const categories = await controlCategories(db, organizationId);
    for (const c of controls) {
      const standing = controlOnPage(c, now);
      add({
        kind: 'control',
        recordId: c.id,
        recordName: c.title,
        standing,
        inPlace: standing.inPlace,
        defaults: { title: c.title, text: firstParagraph(c.description), location: '' },
        file: null,
        control: { ...c, category: categoryOf(categories.get(c.id)) },
      });
    }
  }

  if (needs('document')) {
    for (const d of await trustDocuments(db, organizationId)) {
      add({
        kind: 'document',
        recordId: d.id,
        recordName: d.title,
        standing: documentOnPage({ ...d, hasFile: d.file !== null }, now),
        inPlace: false,
        defaults: { title: d.title, text: firstParagraph(d.description), location: '' },
        file: d.file,
        document: { ...d, kindLabel: DOCUMENT_KIND_LABELS[d.kind as DocumentKind] ?? 'Document' },
      });
    }
  }

  if (needs('subprocessor')) {
    for (const v of await trustVendors(db, organizationId)) {
      add({
        kind: 'subprocessor',
        recordId: v.id,
        recordName: v.name,
        standing: subprocessorOnPage(v.status),
        inPlace: false,
        defaults: { title: v.name, text: v.businessPurpose, location: '' },
        file: null,
        vendor: v,
      });
    }
  }

  if (wantsFaq) {
    const registers = await draftingRegisters(db, organizationId);
    const certifications = await certificationFacts(db, organizationId, now);
    const { entries } = await readLibrary(db, organizationId, now, {
      controls,
      registers,
      certifications,
    });
    for (const entry of entries) {
      add({
        kind: 'faq',
        recordId: entry.id,
        recordName: entry.question,
        standing: answerOnPage(entry.stale, entry.reasons),
        inPlace: false,
        defaults: { title: entry.question, text: entry.text, location: '' },
        file: null,
      });
    }
  }
  return records;
};

/** Who may take the record's file: the item's choice, and only when there is a file. */
export const fileAccessOf = (record: TrustRecord): TrustFileAccess => {
  const access = record.item?.access;
  return record.file && (access === 'public' || access === 'restricted') ? access : 'none';
};

/** The page leaves the record out, or shows a control as only in progress. */
export const isHeldBack = (record: TrustRecord) =>
  !record.standing.stands || (record.kind === 'control' && !record.inPlace);

/** The words the page uses for a record: the item's own, else the record's. */
export const wordsOf = (record: TrustRecord) => ({
  title: record.item?.publicTitle || record.defaults.title,
  text: record.item?.publicText || record.defaults.text,
  location: record.item?.location || record.defaults.location,
});
