import { findOrganization, type Executor } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { frameworkGaps } from './framework-gaps.ts';
import { GAP_CONTENT_TYPES, gapsToPdf, gapsToXlsx } from './gap-export.ts';
import type { ExportFile } from '../../plugins/export-file.ts';

const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');

/** The gap analysis as a file to download: the workbook or the PDF, with its name. */
export const exportGaps = async (
  db: Executor,
  actor: Actor,
  frameworkId: string,
  format: keyof typeof GAP_CONTENT_TYPES,
): Promise<ExportFile> => {
  const [gaps, org] = await Promise.all([
    frameworkGaps(db, actor, frameworkId),
    findOrganization(db, actor.organizationId),
  ]);
  const bytes =
    format === 'xlsx'
      ? await gapsToXlsx(gaps, org?.name ?? '')
      : await gapsToPdf(gaps, org?.name ?? '');
  return {
    bytes,
    fileName: `rampart-gaps-${fileSafe(gaps.framework.name)}-${gaps.generatedAt.slice(0, 10)}.${format}`,
    contentType: GAP_CONTENT_TYPES[format],
  };
};
