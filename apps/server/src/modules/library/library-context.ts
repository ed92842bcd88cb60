import { adoptedControls, type Executor } from '@rampart/db';
import type { OrganizationSize } from '@rampart/domain';
import { organizationSize } from '../organizations/organization-size.ts';

/** What presenting library controls needs about the organisation: its size and adoptions. */
export const libraryContext = async (
  db: Executor,
  organizationId: string,
  libraryControlIds: string[],
): Promise<{ size: OrganizationSize | null; adopted: Map<string, string> }> => {
  const [size, adopted] = await Promise.all([
    organizationSize(db, organizationId),
    adoptedControls(db, organizationId, libraryControlIds),
  ]);
  return { size, adopted: new Map(adopted.map((c) => [c.libraryControlId!, c.id])) };
};
