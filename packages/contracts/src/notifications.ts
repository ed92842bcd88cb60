import { z } from 'zod';
import { listQuerySchema } from './envelope.ts';
import { NOTIFICATION_KINDS } from './notification-values.ts';

const kindSchema = z.enum(NOTIFICATION_KINDS, {
  message: `Kind must be one of ${NOTIFICATION_KINDS.join(', ')}`,
});

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path in the app (`/dashboard/...`), or null when there is nothing to open. */
  link: z.string().nullable(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = listQuerySchema.extend({
  /** Only the unread ones. */
  unread: z
    .enum(['true', 'false'], { message: 'unread must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markAllReadSchema = z.object({ updated: z.number().int(), unread: z.number().int() });

const channelsSchema = z.object({ inApp: z.boolean(), email: z.boolean() });
export const notificationPreferenceSchema = channelsSchema.extend({ kind: kindSchema });
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({
  /** Every kind, in NOTIFICATION_KINDS order; a kind never set is on in both channels. */
  preferences: z.array(notificationPreferenceSchema.extend({ kind: z.enum(NOTIFICATION_KINDS) })),
  /** One mail a day listing the day's notifications instead of one mail each. */
  digest: z.boolean(),
  /** Whether this server sends mail at all (SMTP configured). */
  emailAvailable: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const updateNotificationPreferencesBodySchema = z.object({
  preferences: z
    .array(notificationPreferenceSchema)
    .max(NOTIFICATION_KINDS.length * 2, 'Too many preferences')
    .optional(),
  digest: z.boolean().optional(),
});
export type UpdateNotificationPreferencesBody = z.infer<
  typeof updateNotificationPreferencesBodySchema
>;
