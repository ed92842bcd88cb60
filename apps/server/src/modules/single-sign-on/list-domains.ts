import type { OrganizationDomains } from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import { listOrganizationDomains, type Db, type PageQuery } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { pageOf } from '../../platform/routes/pages.ts';
import { presentDomain } from './domain.presenter.ts';

/** A page of the organisation's email domains, verified or waiting for their TXT record. */
export const listDomains = async (
  db: Db,
  actor: Actor,
  query: PageQuery,
): Promise<OrganizationDomains> => ({
  ...pageOf((await listOrganizationDomains(db, actor.organizationId)).map(presentDomain), query),
  abilities: { manage: hasPermission(actor.permissions, 'security:manage') },
});
