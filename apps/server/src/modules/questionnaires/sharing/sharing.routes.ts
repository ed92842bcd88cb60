import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeCollaboratorRoleBodySchema,
  idParamsSchema,
  invitationAnswerBodySchema,
  invitedCollaboratorSchema,
  inviteCollaboratorBodySchema,
  listQuerySchema,
  memberParamsSchema,
  ok,
  page,
  questionnaireInvitationSchema,
  questionnaireMemberSchema,
  questionnaireSchema,
  questionnaireTeamSchema,
  updateShareSettingsBodySchema,
} from '@rampart/contracts';
import { listPendingInvitationsForUser } from '@rampart/db';
import { actorOf, requireActor } from '../../../auth/actor.ts';
import type { Deps } from '../../../deps.ts';
import { pageOf } from '../../../platform/routes/pages.ts';
import { presentQuestionnaire } from '../questionnaire.presenter.ts';
import { answerInvitation } from './answer-invitation.ts';
import { approveInvitation } from './approve-invitation.ts';
import { changeCollaboratorRole } from './change-collaborator-role.ts';
import { inviteCollaborator } from './invite-collaborator.ts';
import { listTeam } from './list-team.ts';
import { removeCollaborator } from './remove-collaborator.ts';
import { shareLinkRoutes } from './share-link.routes.ts';
import { sharedLinkRoutes } from './shared-link.routes.ts';
import { presentInvitation, presentMember, presentTeam } from './sharing.presenter.ts';
import { updateShareSettings } from './update-share-settings.ts';

/**
 * Sharing a questionnaire (§3, §4 Sharing, §5 Invite, §6): its team, invitations and share
 * settings here; links in share-link.routes.ts and their public side in shared-link.routes.ts.
 * Every route asks for reading questionnaires; the use case asks for the collaboration
 * permission on this questionnaire. Access changes close the affected open connections.
 */
export const sharingRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const { livePush, config } = deps;
  const read = requireActor(deps.auth, db, 'questionnaires:read');
  const tags = ['questionnaires'];
  const member = ok(questionnaireMemberSchema);

  const mailer = (log: FastifyBaseLogger) => ({
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    log,
  });

  r.get(
    '/api/questionnaires/:id/members',
    {
      preHandler: read,
      schema: { tags, params: idParamsSchema, response: { 200: ok(questionnaireTeamSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: presentTeam(await listTeam({ db, actor: actorOf(req), id: req.params.id })),
    }),
  );

  r.post(
    '/api/questionnaires/:id/members',
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        body: inviteCollaboratorBodySchema,
        response: { 200: ok(invitedCollaboratorSchema) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const { id } = req.params;
      const mail = mailer(req.log);
      const done = await inviteCollaborator({ db, livePush, actor, id, input: req.body, mail });
      return {
        success: true as const,
        data: { ...presentMember(done.member), emailed: done.emailed },
      };
    },
  );

  r.post(
    '/api/questionnaires/:id/members/:memberId/approve',
    { preHandler: read, schema: { tags, params: memberParamsSchema, response: { 200: member } } },
    async (req) => {
      const actor = actorOf(req);
      const { id, memberId } = req.params;
      const mail = mailer(req.log);
      const approved = await approveInvitation({ db, livePush, actor, id, memberId, mail });
      return { success: true as const, data: presentMember(approved) };
    },
  );

  r.patch(
    '/api/questionnaires/:id/members/:memberId',
    {
      preHandler: read,
      schema: {
        tags,
        params: memberParamsSchema,
        body: changeCollaboratorRoleBodySchema,
        response: { 200: member },
      },
    },
    async (req) => {
      const { id, memberId } = req.params;
      const done = await changeCollaboratorRole({
        db,
        livePush,
        actor: actorOf(req),
        id,
        memberId,
        role: req.body.role,
      });
      return { success: true as const, data: presentMember(done.member) };
    },
  );

  r.delete(
    '/api/questionnaires/:id/members/:memberId',
    {
      preHandler: read,
      schema: {
        tags,
        params: memberParamsSchema,
        response: { 200: ok(z.object({ deleted: z.array(z.string()) })) },
      },
    },
    async (req) => {
      const { id, memberId } = req.params;
      const removed = await removeCollaborator({
        db,
        livePush,
        actor: actorOf(req),
        id,
        memberId,
      });
      return { success: true as const, data: { deleted: [removed.id] } };
    },
  );

  r.get(
    '/api/questionnaire-invitations',
    {
      preHandler: read,
      schema: {
        tags,
        querystring: listQuerySchema,
        response: { 200: ok(page(questionnaireInvitationSchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const rows = await listPendingInvitationsForUser(db, actor.organizationId, actor.userId);
      const pending = pageOf(rows, req.query);
      return {
        success: true as const,
        data: { ...pending, items: pending.items.map(presentInvitation) },
      };
    },
  );

  r.post(
    '/api/questionnaires/:id/invitation',
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        body: invitationAnswerBodySchema,
        response: { 200: member },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const { id } = req.params;
      const answered = await answerInvitation({
        db,
        livePush,
        actor,
        id,
        accept: req.body.accept,
      });
      return { success: true as const, data: presentMember(answered) };
    },
  );

  r.patch(
    '/api/questionnaires/:id/sharing',
    {
      preHandler: read,
      schema: {
        tags,
        params: idParamsSchema,
        body: updateShareSettingsBodySchema,
        response: { 200: ok(questionnaireSchema) },
      },
    },
    async (req) => {
      const { id } = req.params;
      const done = await updateShareSettings({
        db,
        livePush,
        actor: actorOf(req),
        id,
        patch: req.body,
      });
      return {
        success: true as const,
        data: presentQuestionnaire(done.questionnaire, done.access),
      };
    },
  );

  await shareLinkRoutes(app, deps);
  await sharedLinkRoutes(app, deps);
};
