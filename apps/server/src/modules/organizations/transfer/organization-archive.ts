import { z } from 'zod';

// The organisation export (issue 25 point 3; docs/organization-export.md, decision 049): one zip
//   manifest.json            this manifest
//   people.ndjson            the people its records name: id, name, email, persona, ...
//   tables/<table>.ndjson    the organisation's rows of each table, one JSON object per line
//   files/<storage key>      every stored file its rows name, as stored
// Rows are the database's own JSON of each row (row_to_json, times in UTC), so the format
// follows the schema: an export is imported by a Rampart of the same schema version.

export const ORGANIZATION_EXPORT_FORMAT = 'rampart-organization';
export const ORGANIZATION_EXPORT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const PEOPLE = 'people.ndjson';
export const tableName = (table: string) => `tables/${table}.ndjson`;
export const fileName = (key: string) => `files/${key}`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const sum = z.object({ rows: z.number().int().min(0), sha256 });

export const organizationManifestSchema = z.object({
  format: z.literal(ORGANIZATION_EXPORT_FORMAT),
  formatVersion: z.number().int(),
  /** The newest migration of the installation that exported, e.g. 0040_organization_deletion. */
  schemaVersion: z.string().min(1).max(200),
  exportedAt: z.string().max(40),
  organization: z.object({ id: z.string().min(1).max(100), name: z.string().max(200) }),
  people: sum,
  /** Parents first: the order an import writes them. */
  tables: z.array(sum.extend({ name: z.string().min(1).max(100) })).max(500),
  files: z
    .array(
      z.object({ key: z.string().min(1).max(200), sizeBytes: z.number().int().min(0), sha256 }),
    )
    .max(1_000_000),
  /** Files its rows name that were not in storage when it was exported. */
  missingFiles: z.array(z.string().max(200)).max(1_000_000),
});

export type OrganizationManifest = z.infer<typeof organizationManifestSchema>;
