import { PERSONAL_SECTIONS, personalOrganizations, personalRows, type Db } from '@rampart/db';
import { exportFileName, type ExportFile } from '../../plugins/export-file.ts';

/** The download's format: a reader checks these two before reading the rest. */
export const PERSONAL_DATA_FORMAT = 'rampart.personal-data';
export const PERSONAL_DATA_VERSION = 1;

/**
 * Profile → Your data (issue 25 point 3): everything Rampart keeps about the signed-in person,
 * in every organisation they belong to, as one JSON file. Read in one repeatable-read snapshot
 * so the parts agree with each other; what is kept back is listed in the file, by column.
 */
export const exportPersonalData = async (
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<ExportFile> => {
  const { organizations, sections } = await db.transaction(
    async (tx) => ({
      organizations: await personalOrganizations(tx, userId),
      sections: await personalRows(tx, userId),
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const document = {
    format: PERSONAL_DATA_FORMAT,
    version: PERSONAL_DATA_VERSION,
    exportedAt: now.toISOString(),
    organizations,
    ...sections,
    withheld: Object.fromEntries(
      PERSONAL_SECTIONS.filter((s) => s.withheld.length > 0).map((s) => [s.name, s.withheld]),
    ),
  };
  return {
    bytes: Buffer.from(`${JSON.stringify(document, null, 2)}\n`),
    fileName: exportFileName('my-data', now, 'json'),
    contentType: 'application/json; charset=utf-8',
  };
};
