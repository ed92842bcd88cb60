import type { Redis } from 'ioredis';
import type { Database } from '@rampart/db';
import type { AiService } from './ai/service.ts';
import type { Auth } from './auth/better-auth.ts';
import type { CollaborationHub } from './collaboration/hub.ts';
import type { SessionCache } from './auth/session-cache.ts';
import type { SignInThrottle } from './auth/sign-in-throttle.ts';
import type { Config } from './config.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { MailOutbox } from './platform/mail/mail-outbox.ts';
import type { FileStorage } from './platform/files/file-storage.ts';
import type { LivePush } from './platform/live-push/live-push.ts';
import type { OidcClient } from './modules/single-sign-on/oidc.ts';
import type { TxtLookup } from './platform/dns/txt-records.ts';
import type { SecretBox } from './platform/secrets/secret-box.ts';
import type { VendorReader } from './modules/vendors/vendor-reader.ts';
import type { RouteEntry } from './platform/routes/route-entries.ts';

/** What route modules need, built once in buildApp. */
export type Deps = {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer | null;
  /** Mail written by use cases in their transactions, sent after (decision 046). */
  mailOutbox: MailOutbox;
  throttle: SignInThrottle;
  redis: Redis | null;
  /** Sessions and memberships of recent requests; writes that change them invalidate it. */
  sessionCache: SessionCache;
  /** Every stored file (evidence, documents, reports...): a folder, or S3-compatible storage. */
  storage: FileStorage;
  /** Language models behind the guard, or the offline engine (ai/service.ts). */
  ai: AiService;
  /** Reads vendor sites through the one safe fetcher (decision 017). */
  vendorReader: VendorReader;
  /** Live questionnaire documents (collaboration/): read or replace their questions. */
  collaboration: CollaborationHub;
  /** Pushes to connected clients (platform/live-push): changes announced, access changed. */
  livePush: LivePush;
  /** Seals the secrets Rampart stores (decision 031). */
  secrets: SecretBox;
  /** DNS TXT lookups for email domain proofs (DNS_SERVERS). */
  txtLookup: TxtLookup;
  /** OpenID Connect through the safe fetcher: single sign-on's providers. */
  oidc: OidcClient;
  /** Every route as it is registered: the MCP tools are made from it (decision 041). */
  routeTable: readonly RouteEntry[];
  startedAt: number;
  version: string;
};
