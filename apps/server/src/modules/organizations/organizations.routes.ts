import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationBodySchema,
  changeRoleBodySchema,
  idParamsSchema,
  invitationPreviewSchema,
  invitationSchema,
  inviteBodySchema,
  memberSchema,
  ok,
  ORGANIZATION_SIZE_VALUES,
  organizationSchema,
  page,
  type Permission,
  sessionUserSchema,
  updateOrganizationBodySchema,
  userIdParamsSchema,
} from '@rampart/contracts';
import {
  countMembers,
  findOrganization,
  findUserByEmail,
  listInvitations,
  listMembers,
} from '@rampart/db';
import { actorOf, principalOf, requireActor, requireSession } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { loadSessionUser } from '../users/session-user.ts';
import { changeMemberRole } from './change-member-role.ts';
import { claimInvitation, loadUsableInvitation } from './claim-invitation.ts';
import { inviteMember } from './invite-member.ts';
import { presentInvitation, presentMember } from './organization.presenter.ts';
import { removeMember } from './remove-member.ts';
import { updateOrganization } from './update-organization.ts';
import { revokeInvitation } from './revoke-invitation.ts';

const asPage = <T>(items: T[]) => ({ items, total: items.length, nextCursor: null });

export const organizationsRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const can = (...anyOf: Permission[]) => requireActor(deps.auth, db, ...anyOf);
  const tags = ['organizations'];
  const base = '/api/organizations/current';

  const presentOrganization = async (id: string) => {
    const org = await findOrganization(db, id);
    if (!org) throw notFound('Organisation');
    return {
      id: org.id,
      name: org.name,
      slug: org.slug,
      size: (ORGANIZATION_SIZE_VALUES as readonly string[]).includes(org.size ?? '')
        ? (org.size as (typeof ORGANIZATION_SIZE_VALUES)[number])
        : null,
      industry: org.industry,
      createdAt: org.createdAt.toISOString(),
      memberCount: await countMembers(db, id),
    };
  };

  r.get(
    base,
    { preHandler: can(), schema: { tags, response: { 200: ok(organizationSchema) } } },
    async (req) => ({
      success: true as const,
      data: await presentOrganization(actorOf(req).organizationId),
    }),
  );

  r.patch(
    base,
    {
      preHandler: can('organization:manage'),
      schema: {
        tags,
        body: updateOrganizationBodySchema,
        response: { 200: ok(organizationSchema) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      await updateOrganization({ actor, patch: req.body, db });
      return { success: true as const, data: await presentOrganization(actor.organizationId) };
    },
  );

  r.get(
    `${base}/members`,
    {
      preHandler: can('members:read'),
      schema: { tags, response: { 200: ok(page(memberSchema)) } },
    },
    async (req) => ({
      success: true as const,
      data: asPage((await listMembers(db, actorOf(req).organizationId)).map(presentMember)),
    }),
  );

  r.patch(
    `${base}/members/:userId`,
    {
      preHandler: can('members:manage'),
      schema: {
        tags,
        params: userIdParamsSchema,
        body: changeRoleBodySchema,
        response: { 200: ok(memberSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await changeMemberRole({
        actor: actorOf(req),
        userId: req.params.userId,
        role: req.body.role,
        db,
      }),
    }),
  );

  r.delete(
    `${base}/members/:userId`,
    {
      preHandler: can(),
      schema: {
        tags,
        params: userIdParamsSchema,
        response: { 200: ok(z.object({ removed: z.literal(true) })) },
      },
    },
    async (req) => {
      await removeMember({ actor: actorOf(req), userId: req.params.userId, db });
      return { success: true as const, data: { removed: true as const } };
    },
  );

  r.get(
    `${base}/invitations`,
    {
      preHandler: can('members:manage'),
      schema: { tags, response: { 200: ok(page(invitationSchema)) } },
    },
    async (req) => ({
      success: true as const,
      data: asPage(
        (await listInvitations(db, actorOf(req).organizationId)).map((row) =>
          presentInvitation(row),
        ),
      ),
    }),
  );

  r.post(
    `${base}/invitations`,
    {
      preHandler: can('members:manage'),
      schema: { tags, body: inviteBodySchema, response: { 200: ok(invitationSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await inviteMember({
        actor: actorOf(req),
        input: req.body,
        db,
        mailer: deps.mailer,
        publicUrl: deps.config.publicUrl,
      }),
    }),
  );

  r.delete(
    `${base}/invitations/:id`,
    {
      preHandler: can('members:manage'),
      schema: { tags, params: idParamsSchema, response: { 200: ok(invitationSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await revokeInvitation({ actor: actorOf(req), id: req.params.id, db }),
    }),
  );

  // Public: what an invitation link offers, so the page can say whom it is from.
  r.get(
    '/api/invitations/:token',
    {
      schema: {
        tags,
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: ok(invitationPreviewSchema) },
      },
    },
    async (req) => {
      const { invitation, organizationName } = await loadUsableInvitation(db, req.params.token);
      return {
        success: true as const,
        data: {
          email: invitation.email,
          organizationName,
          role: presentInvitation({ invitation, organizationName, inviterName: '' }).role,
          status: 'pending' as const,
          accountExists: (await findUserByEmail(db, invitation.email)) !== null,
        },
      };
    },
  );

  r.post(
    '/api/invitations/accept',
    {
      preHandler: requireSession(deps.auth),
      schema: { tags, body: acceptInvitationBodySchema, response: { 200: ok(sessionUserSchema) } },
    },
    async (req) => {
      const principal = principalOf(req);
      const { organizationId } = await db.transaction((tx) =>
        claimInvitation(tx, {
          token: req.body.token,
          userId: principal.userId,
          email: principal.email,
          requestId: String(req.id),
        }),
      );
      return {
        success: true as const,
        data: await loadSessionUser(db, principal.userId, organizationId),
      };
    },
  );
};
