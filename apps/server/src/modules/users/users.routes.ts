import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  ok,
  preferencesSchema,
  sessionUserSchema,
  tourIdParamsSchema,
  tourProgressBodySchema,
  updatePreferencesBodySchema,
  updateProfileBodySchema,
} from '@rampart/contracts';
import { findPreferences } from '@rampart/db';
import {
  actorOf,
  principalOf,
  requireActor,
  requireActorBeforeSecondFactor,
  requireSession,
} from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { changePassword } from './change-password.ts';
import { presentPreferences } from './preferences.presenter.ts';
import { loadSessionUser } from './session-user.ts';
import { recordTourOutcome, updatePreferences } from './update-preferences.ts';
import { updateProfile } from './update-profile.ts';

export const usersRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const member = requireActor(deps.auth, db);
  // The session user is what the enrolment screen reads too, so it is answered to a member whose
  // organisation waits for their second factor.
  const enrolling = requireActorBeforeSecondFactor(deps.auth, db);
  const signedIn = requireSession(deps.auth);
  const tags = ['users'];

  r.get(
    '/api/users/me',
    { preHandler: enrolling, schema: { tags, response: { 200: ok(sessionUserSchema) } } },
    async (req) => {
      const actor = actorOf(req);
      return {
        success: true as const,
        data: await loadSessionUser(db, actor.userId, actor.organizationId),
      };
    },
  );

  r.put(
    '/api/users/me',
    {
      preHandler: member,
      schema: { tags, body: updateProfileBodySchema, response: { 200: ok(sessionUserSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await updateProfile({
        actor: actorOf(req),
        input: req.body,
        db,
        sessionCache: deps.sessionCache,
      }),
    }),
  );

  r.patch(
    '/api/users/me',
    {
      preHandler: member,
      schema: {
        tags,
        body: changePasswordBodySchema,
        response: { 200: ok(z.object({ changed: z.literal(true) })) },
      },
    },
    async (req) => {
      await changePassword({
        actor: actorOf(req),
        input: req.body,
        db,
        auth: deps.auth,
        throttle: deps.throttle,
        ip: req.ip,
        sessionCache: deps.sessionCache,
      });
      return { success: true as const, data: { changed: true as const } };
    },
  );

  r.get(
    '/api/users/me/preferences',
    { preHandler: signedIn, schema: { tags, response: { 200: ok(preferencesSchema) } } },
    async (req) => ({
      success: true as const,
      data: presentPreferences(await findPreferences(db, principalOf(req).userId)),
    }),
  );

  r.patch(
    '/api/users/me/preferences',
    {
      preHandler: signedIn,
      schema: { tags, body: updatePreferencesBodySchema, response: { 200: ok(preferencesSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await updatePreferences({ userId: principalOf(req).userId, input: req.body, db }),
    }),
  );

  r.put(
    '/api/users/me/tours/:tourId',
    {
      preHandler: signedIn,
      schema: {
        tags,
        params: tourIdParamsSchema,
        body: tourProgressBodySchema,
        response: { 200: ok(preferencesSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await recordTourOutcome({
        userId: principalOf(req).userId,
        tourId: req.params.tourId,
        outcome: req.body.outcome,
        db,
      }),
    }),
  );

  r.delete(
    '/api/users/me/tours/:tourId',
    {
      preHandler: signedIn,
      schema: { tags, params: tourIdParamsSchema, response: { 200: ok(preferencesSchema) } },
    },
    async (req) => ({
      success: true as const,
      data: await recordTourOutcome({
        userId: principalOf(req).userId,
        tourId: req.params.tourId,
        outcome: null,
        db,
      }),
    }),
  );
};
