import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  listNotificationsQuerySchema,
  markAllReadSchema,
  notificationPreferencesSchema,
  notificationSchema,
  ok,
  page,
  unreadCountSchema,
  updateNotificationPreferencesBodySchema,
} from '@rampart/contracts';
import { countUnreadNotifications, listNotifications } from '@rampart/db';
import { actorOf, requireActor } from '../../auth/actor.ts';
import type { Deps } from '../../deps.ts';
import { deliveryTrigger } from './delivery-trigger.ts';
import { createNotificationHub } from './notification-hub.ts';
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from './notification-preferences.ts';
import { presentNotification } from './notification.presenter.ts';
import { markAllRead, markRead } from './read-notifications.ts';
import { streamUnreadCount } from './unread-stream.ts';

/**
 * A person's own notifications in the request's organisation (any member): the list, the unread
 * count and its live stream, marking read, and their preferences.
 */
export const notificationsRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const member = requireActor(deps.auth, db);
  const tags = ['notifications'];
  const emailAvailable = deps.mailer !== null;
  // Mail waiting in the outbox goes as soon as any process commits a notification (tests drain
  // it themselves); the hub also tells this process's streams whose count changed.
  const deliver = deliveryTrigger(
    { db, mailer: deps.mailer, publicUrl: deps.config.publicUrl, log: app.log },
    deps.config.env !== 'test',
  );
  const hub = createNotificationHub({ db, log: app.log, onSignal: deliver.soon });
  deps.sessionCache.onUserInvalidated((userId) => hub.closeUser(userId));
  app.addHook('preClose', async () => {
    deliver.stop();
    await hub.close();
  });

  r.get(
    '/api/notifications',
    {
      preHandler: member,
      schema: {
        tags,
        querystring: listNotificationsQuerySchema,
        response: { 200: ok(page(notificationSchema)) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const result = await listNotifications(db, actor.organizationId, actor.userId, req.query);
      return {
        success: true as const,
        data: {
          items: result.rows.map(presentNotification),
          total: result.total,
          nextCursor: result.nextCursor,
        },
      };
    },
  );

  r.get(
    '/api/notifications/unread-count',
    { preHandler: member, schema: { tags, response: { 200: ok(unreadCountSchema) } } },
    async (req) => {
      const actor = actorOf(req);
      const unread = await countUnreadNotifications(db, actor.organizationId, actor.userId);
      return { success: true as const, data: { unread } };
    },
  );

  /** Server-Sent Events: `event: unread` with `{"unread":n}` at once and on every change. */
  r.get(
    '/api/notifications/stream',
    { preHandler: member, schema: { tags, produces: ['text/event-stream'] } },
    async (request, reply) => {
      await streamUnreadCount({ request, reply, actor: actorOf(request), db, hub });
    },
  );

  r.post(
    '/api/notifications/:id/read',
    {
      preHandler: member,
      schema: { tags, params: idParamsSchema, response: { 200: ok(notificationSchema) } },
    },
    async (req) => {
      const row = await markRead({ actor: actorOf(req), id: req.params.id, db });
      return { success: true as const, data: presentNotification(row) };
    },
  );

  r.post(
    '/api/notifications/read-all',
    { preHandler: member, schema: { tags, response: { 200: ok(markAllReadSchema) } } },
    async (req) => ({
      success: true as const,
      data: { updated: await markAllRead({ actor: actorOf(req), db }), unread: 0 },
    }),
  );

  r.get(
    '/api/notifications/preferences',
    { preHandler: member, schema: { tags, response: { 200: ok(notificationPreferencesSchema) } } },
    async (req) => ({
      success: true as const,
      data: await getNotificationPreferences(db, actorOf(req), emailAvailable),
    }),
  );

  r.put(
    '/api/notifications/preferences',
    {
      preHandler: member,
      schema: {
        tags,
        body: updateNotificationPreferencesBodySchema,
        response: { 200: ok(notificationPreferencesSchema) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await updateNotificationPreferences({
        actor: actorOf(req),
        input: req.body,
        db,
        emailAvailable,
      }),
    }),
  );
};
