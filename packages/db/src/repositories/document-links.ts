import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  controls,
  documentLinks,
  frameworkRequirements,
  frameworks,
  vendors,
} from '../schema/index.ts';
import { visibleTo } from './frameworks.ts';

// What a document supports: the organisation's controls and vendors, and requirements of the
// frameworks it may see (the built-in ones and its own imports).

export type DocumentLinkType = 'control' | 'requirement' | 'vendor';
export type DocumentLinkTargets = Record<DocumentLinkType, string[]>;
export type DocumentLinkRecord = {
  type: DocumentLinkType;
  id: string;
  label: string;
  detail: string | null;
};

/** The given ids that are not the organisation's (or not visible to it), per type. */
export const unknownLinkTargets = async (
  db: Executor,
  organizationId: string,
  targets: DocumentLinkTargets,
): Promise<DocumentLinkTargets> => {
  const own = (table: typeof controls | typeof vendors, ids: string[]) =>
    ids.length
      ? db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.organizationId, organizationId), inArray(table.id, ids)))
      : [];
  const [ownControls, ownVendors, visibleRequirements] = await Promise.all([
    own(controls, targets.control),
    own(vendors, targets.vendor),
    targets.requirement.length
      ? db
          .select({ id: frameworkRequirements.id })
          .from(frameworkRequirements)
          .innerJoin(frameworks, eq(frameworks.id, frameworkRequirements.frameworkId))
          .where(
            and(inArray(frameworkRequirements.id, targets.requirement), visibleTo(organizationId)),
          )
      : [],
  ]);
  const missing = (given: string[], found: { id: string }[]) => {
    const known = new Set(found.map((r) => r.id));
    return given.filter((id) => !known.has(id));
  };
  return {
    control: missing(targets.control, ownControls),
    vendor: missing(targets.vendor, ownVendors),
    requirement: missing(targets.requirement, visibleRequirements),
  };
};

/** Replaces the document's links with `targets` (checked by the caller). */
export const replaceDocumentLinks = async (
  db: Executor,
  organizationId: string,
  documentId: string,
  targets: DocumentLinkTargets,
): Promise<void> => {
  await db
    .delete(documentLinks)
    .where(
      and(
        eq(documentLinks.organizationId, organizationId),
        eq(documentLinks.documentId, documentId),
      ),
    );
  const rows = (Object.entries(targets) as [DocumentLinkType, string[]][]).flatMap(([type, ids]) =>
    ids.map((targetId) => ({ documentId, organizationId, targetType: type, targetId })),
  );
  if (rows.length > 0) await db.insert(documentLinks).values(rows).onConflictDoNothing();
};

/** The document's links with what a person reads for each, grouped by type, by label. */
export const listDocumentLinks = async (
  db: Executor,
  organizationId: string,
  documentId: string,
): Promise<DocumentLinkRecord[]> => {
  const of = and(
    eq(documentLinks.organizationId, organizationId),
    eq(documentLinks.documentId, documentId),
  );
  const [linkedControls, linkedRequirements, linkedVendors] = await Promise.all([
    db
      .select({ id: controls.id, label: controls.title })
      .from(documentLinks)
      .innerJoin(
        controls,
        and(eq(controls.id, documentLinks.targetId), eq(controls.organizationId, organizationId)),
      )
      .where(and(of, eq(documentLinks.targetType, 'control')))
      .orderBy(asc(controls.title)),
    db
      .select({
        id: frameworkRequirements.id,
        code: frameworkRequirements.code,
        title: frameworkRequirements.title,
        framework: frameworks.name,
      })
      .from(documentLinks)
      .innerJoin(frameworkRequirements, eq(frameworkRequirements.id, documentLinks.targetId))
      .innerJoin(frameworks, eq(frameworks.id, frameworkRequirements.frameworkId))
      .where(and(of, eq(documentLinks.targetType, 'requirement'), visibleTo(organizationId)))
      .orderBy(asc(frameworks.name), asc(frameworkRequirements.sortOrder)),
    db
      .select({ id: vendors.id, label: vendors.name })
      .from(documentLinks)
      .innerJoin(
        vendors,
        and(eq(vendors.id, documentLinks.targetId), eq(vendors.organizationId, organizationId)),
      )
      .where(and(of, eq(documentLinks.targetType, 'vendor')))
      .orderBy(asc(vendors.name)),
  ]);
  return [
    ...linkedControls.map((c) => ({ type: 'control' as const, ...c, detail: null })),
    ...linkedRequirements.map((r) => ({
      type: 'requirement' as const,
      id: r.id,
      label: `${r.code} ${r.title}`,
      detail: r.framework,
    })),
    ...linkedVendors.map((v) => ({ type: 'vendor' as const, ...v, detail: null })),
  ];
};
