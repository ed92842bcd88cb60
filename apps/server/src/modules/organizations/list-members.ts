import type { Member, Page } from '@rampart/contracts';
import { countOwners, listMembersPage, type Db, type PageQuery } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { presentMember } from './organization.presenter.ts';

/**
 * A page of the organisation's members, longest-standing first, with what the actor may do to
 * each. The last-owner rule counts the owners of the whole organisation, not of the page.
 */
export const listMembersOf = async (
  db: Db,
  actor: Actor,
  query: PageQuery,
): Promise<Page<Member>> => {
  const page = await listMembersPage(db, actor.organizationId, query);
  const owners = await countOwners(db, actor.organizationId);
  return { ...page, items: page.items.map((row) => presentMember(row, actor, owners)) };
};
