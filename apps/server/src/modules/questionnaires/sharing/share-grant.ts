// A share link holder's pass after the link opened (password and sign-in checked): an
// HMAC-signed string naming the link, its questionnaire and organisation, the link's type and
// when the pass ends. The REST routes take it in `x-share-grant`, the collaboration socket as
// its token; both re-check the link row, so turning a link off ends every pass at once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  SHARE_LINK_PERMISSIONS,
  SHARE_LINK_TYPES,
  type CollaborationPermission,
  type CollaborationRole,
  type ShareLinkType,
} from '@rampart/contracts';
import { shareLinkExpired } from '@rampart/domain';
import { findQuestionnaireLinkById, type Executor } from '@rampart/db';
import type { Config } from '../../../config.ts';

/** A pass lasts 12 hours, or until the link expires when that is sooner. */
export const SHARE_GRANT_TTL_MS = 12 * 60 * 60 * 1000;
const VERSION = 'g1';

/** The collaborator role a link's type amounts to (its permissions are the same set). */
export const SHARE_LINK_ROLES: Record<ShareLinkType, CollaborationRole> = {
  view: 'viewer',
  comment: 'commenter',
  edit: 'editor',
};

const claimsSchema = z.object({
  linkId: z.string(),
  questionnaireId: z.string(),
  organizationId: z.string(),
  type: z.enum(SHARE_LINK_TYPES),
  /** Milliseconds since the epoch. */
  expiresAt: z.number().int(),
  /** The signed-in person who opened it, when there was one. */
  userId: z.string().nullable(),
  /** The name shown in presence and on comments. */
  name: z.string(),
});
export type ShareGrantClaims = z.infer<typeof claimsSchema>;

export type VerifiedShareGrant = ShareGrantClaims & {
  role: CollaborationRole;
  permissions: readonly CollaborationPermission[];
  downloadAllowed: boolean;
};

/** A key of its own, derived from the auth secret: a grant is never valid as anything else. */
const keyOf = (config: Pick<Config, 'authSecret'>) =>
  createHmac('sha256', config.authSecret).update('rampart:share-grant').digest();

const sign = (config: Pick<Config, 'authSecret'>, body: string) =>
  createHmac('sha256', keyOf(config)).update(`${VERSION}.${body}`).digest('base64url');

export const signShareGrant = (
  config: Pick<Config, 'authSecret'>,
  claims: ShareGrantClaims,
): string => {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${VERSION}.${body}.${sign(config, body)}`;
};

/** The claims of a grant this server signed and that has not ended; null otherwise. */
export const readShareGrant = (
  config: Pick<Config, 'authSecret'>,
  grant: string,
  now: Date = new Date(),
): ShareGrantClaims | null => {
  const [version, body, signature, ...rest] = grant.split('.');
  if (version !== VERSION || !body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(config, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = claimsSchema.safeParse(parsed);
  if (!claims.success || claims.data.expiresAt <= now.getTime()) return null;
  return claims.data;
};

/**
 * A grant that is signed, unexpired, and whose link is still on, unexpired and of the same
 * questionnaire; null otherwise. What the link allows is read from the row, not the grant.
 */
export const verifyShareGrant = async (
  config: Pick<Config, 'authSecret'>,
  db: Executor,
  grant: string,
  now: Date = new Date(),
): Promise<VerifiedShareGrant | null> => {
  const claims = readShareGrant(config, grant, now);
  if (!claims) return null;
  const link = await findQuestionnaireLinkById(db, claims.organizationId, claims.linkId);
  if (
    !link ||
    !link.isActive ||
    shareLinkExpired(link, now) ||
    link.questionnaireId !== claims.questionnaireId
  ) {
    return null;
  }
  const type = link.type as ShareLinkType;
  return {
    ...claims,
    type,
    role: SHARE_LINK_ROLES[type],
    permissions: SHARE_LINK_PERMISSIONS[type],
    downloadAllowed: link.downloadAllowed,
  };
};

/**
 * The collaboration socket's check (collab-server.ts GrantVerifier): the grant, for this
 * questionnaire, as the role and name the connection gets.
 */
export const shareGrantVerifier =
  (config: Pick<Config, 'authSecret'>, db: Executor) =>
  async (
    grant: string,
    questionnaireId: string,
  ): Promise<{
    linkId: string;
    organizationId: string;
    role: CollaborationRole;
    name: string;
    expiresAt: number;
  } | null> => {
    const verified = await verifyShareGrant(config, db, grant);
    return verified && verified.questionnaireId === questionnaireId
      ? {
          linkId: verified.linkId,
          organizationId: verified.organizationId,
          role: verified.role,
          name: verified.name,
          expiresAt: verified.expiresAt,
        }
      : null;
  };
