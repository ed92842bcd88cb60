import type { Invitation, Page } from '@rampart/contracts';
import { listInvitations, type Db, type PageQuery } from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';
import { presentInvitation } from './organization.presenter.ts';

/** A page of the organisation's pending invitations, newest first. */
export const listInvitationsOf = async (
  db: Db,
  actor: Actor,
  query: PageQuery,
): Promise<Page<Invitation>> => {
  const page = await listInvitations(db, actor.organizationId, query);
  return { ...page, items: page.items.map((row) => presentInvitation(row, actor)) };
};
