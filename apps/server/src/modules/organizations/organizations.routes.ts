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
  listQuerySchema,
  memberSchema,
  ok,
  organizationSchema,
  organizationSecuritySchema,
  updateOrganizationSecurityBodySchema,
  page,
  type Permission,
  sessionUserSchema,
  updateOrganizationBodySchema,
  userIdParamsSchema,
} from '@rampart/contracts';
import { actorOf, principalOf, requireActor, requireSession } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { changeMemberRole } from './change-member-role.ts';
import { currentOrganization } from './current-organization.ts';
import { inviteMember } from './invite-member.ts';
import { listInvitationsOf } from './list-invitations.ts';
import { listMembersOf } from './list-members.ts';
import { presentOrganization } from './organization.presenter.ts';
import { organizationSecurity } from './organization-security.ts';
import { previewInvitation } from './preview-invitation.ts';
import { resetMemberTwoFactor } from './reset-member-two-factor.ts';
import { signMemberOut } from './sign-member-out.ts';
import { updateOrganizationSecurity } from './update-organization-security.ts';
import { removeMember } from './remove-member.ts';
import { updateOrganization } from './update-organization.ts';
import { revokeInvitation } from './revoke-invitation.ts';

export const organizationsRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const can = (...anyOf: Permission[]) => requireActor(deps.auth, db, ...anyOf);
  const tags = ['organizations'];
  const base = '/api/organizations/current';

  r.get(
    base,
    { preHandler: can(), schema: { tags, response: { 200: ok(organizationSchema) } } },
    async (req) => {
      const actor = actorOf(req);
      const current = await currentOrganization(db, actor.organizationId);
      return { success: true as const, data: presentOrganization(current, actor) };
    },
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
      const updated = await updateOrganization({ actor, patch: req.body, db });
      return { success: true as const, data: presentOrganization(updated, actor) };
    },
  );

  r.get(
    `${base}/members`,
    {
      preHandler: can('members:read'),
      schema: { tags, querystring: listQuerySchema, response: { 200: ok(page(memberSchema)) } },
    },
    async (req) => ({
      success: true as const,
      data: await listMembersOf(db, actorOf(req), req.query),
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
        sessionCache: deps.sessionCache,
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
      await removeMember({
        actor: actorOf(req),
        userId: req.params.userId,
        db,
        sessionCache: deps.sessionCache,
      });
      return { success: true as const, data: { removed: true as const } };
    },
  );

  r.get(
    `${base}/security`,
    {
      preHandler: can('organization:manage', 'security:manage'),
      schema: { tags, response: { 200: ok(organizationSecuritySchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await organizationSecurity(db, actorOf(req)),
    }),
  );

  r.patch(
    `${base}/security`,
    {
      preHandler: can('security:manage'),
      schema: {
        tags,
        body: updateOrganizationSecurityBodySchema,
        response: { 200: ok(organizationSecuritySchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await updateOrganizationSecurity({
        actor: actorOf(req),
        input: req.body,
        db,
        sessionCache: deps.sessionCache,
      }),
    }),
  );

  r.post(
    `${base}/members/:userId/two-factor/reset`,
    {
      preHandler: can('security:manage'),
      schema: {
        tags,
        params: userIdParamsSchema,
        response: { 200: ok(z.object({ reset: z.literal(true) })) },
      },
    },
    async (req) => {
      await resetMemberTwoFactor({
        actor: actorOf(req),
        userId: req.params.userId,
        db,
        mailer: deps.mailer,
        sessionCache: deps.sessionCache,
      });
      return { success: true as const, data: { reset: true as const } };
    },
  );

  r.post(
    `${base}/members/:userId/sign-out`,
    {
      preHandler: can('members:manage'),
      schema: {
        tags,
        params: userIdParamsSchema,
        response: { 200: ok(z.object({ signedOut: z.literal(true) })) },
      },
    },
    async (req) => {
      await signMemberOut({
        actor: actorOf(req),
        userId: req.params.userId,
        db,
        sessionCache: deps.sessionCache,
      });
      return { success: true as const, data: { signedOut: true as const } };
    },
  );

  r.get(
    `${base}/invitations`,
    {
      preHandler: can('members:manage'),
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: ok(page(invitationSchema)) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listInvitationsOf(db, actorOf(req), req.query),
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
    async (req) => ({
      success: true as const,
      data: await previewInvitation(db, req.params.token),
    }),
  );

  r.post(
    '/api/invitations/accept',
    {
      preHandler: requireSession(deps.auth),
      schema: { tags, body: acceptInvitationBodySchema, response: { 200: ok(sessionUserSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await acceptInvitation({
        db,
        principal: principalOf(req),
        token: req.body.token,
        requestId: String(req.id),
        sessionCache: deps.sessionCache,
      }),
    }),
  );
};
