import type { OrganizationDomains } from '@rampart/contracts';
import { hasPermission } from '@rampart/domain';
import { listOrganizationDomains, type Db } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { presentDomain } from './domain.presenter.ts';

/** The organisation's email domains, verified or waiting for their TXT record. */
export const listDomains = async (db: Db, actor: Actor): Promise<OrganizationDomains> => ({
  items: (await listOrganizationDomains(db, actor.organizationId)).map(presentDomain),
  abilities: { manage: hasPermission(actor.permissions, 'security:manage') },
});
