import type { Redis } from 'ioredis';
import type { Role } from '@rampart/contracts';

/** The signed-in person as the session cache keeps them (mirrors actor.ts's SessionPrincipal). */
export type CachedPrincipal = {
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly sessionToken: string;
  readonly expiresAt: Date;
  readonly signedInAt: Date;
};

export type CachedMembership = {
  readonly organizationId: string;
  readonly role: Role;
  /** The organisation requires a second factor the person has not set up. */
  readonly secondFactorDue: boolean;
  /** The organisation asks its members to sign in again after this many hours. */
  readonly sessionLifetimeHours: number | null;
};

type Entry<T> = { value: T; userId: string; until: number };

export type SessionCacheOptions = {
  /** With Redis, invalidations reach every process over pub/sub (docs/decisions/009). */
  redis?: Redis | null;
  /** How long an entry may be served without a look-up: the bound if a message is lost. */
  ttlMs?: number;
  /** Entries per map; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
  onError?: (message: string, error: unknown) => void;
};

export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;
const CHANNEL = 'rampart:session-cache:invalidate';

/**
 * Per-process cache of what every authenticated request looks up: the session behind a cookie
 * and the user's membership. Each write that could change those answers (sign-out, password
 * change, role change, member removal, joining, profile) calls invalidateUser after its
 * transaction commits. A look-up that started before an invalidation is not stored (the
 * generation check), so a slow read cannot put back what was just dropped.
 */
export class SessionCache {
  private readonly principals = new Map<string, Entry<CachedPrincipal>>();
  private readonly memberships = new Map<string, Entry<CachedMembership>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly redis: Redis | null;
  private readonly subscriber: Redis | null;
  private readonly onError: (message: string, error: unknown) => void;
  private generationCounter = 0;
  private readonly userListeners: ((userId: string) => void)[] = [];
  /** False while the invalidation channel may miss messages: nothing is served then. */
  private live: boolean;

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? MAX_ENTRIES;
    this.now = options.now ?? Date.now;
    this.onError = options.onError ?? (() => {});
    this.redis = options.redis ?? null;
    this.subscriber = this.redis ? this.redis.duplicate() : null;
    this.live = this.subscriber === null;
    if (this.subscriber) this.listen(this.subscriber);
  }

  /** False while an invalidation could be missed (Redis subscriber not connected). */
  get listening(): boolean {
    return this.live;
  }

  /** Taken before a look-up and passed back to the remember* call that stores its result. */
  get generation(): number {
    return this.generationCounter;
  }

  principal(cookie: string): CachedPrincipal | undefined {
    const entry = this.fresh(this.principals, cookie);
    if (entry && entry.value.expiresAt.getTime() <= this.now()) {
      this.principals.delete(cookie);
      return undefined;
    }
    return entry?.value;
  }

  rememberPrincipal(cookie: string, principal: CachedPrincipal, generation: number): void {
    this.store(
      this.principals,
      cookie,
      principal.userId,
      Object.freeze({ ...principal }),
      generation,
    );
  }

  membership(userId: string, organizationId: string | null): CachedMembership | undefined {
    return this.fresh(this.memberships, membershipKey(userId, organizationId))?.value;
  }

  rememberMembership(
    userId: string,
    organizationId: string | null,
    membership: CachedMembership,
    generation: number,
  ): void {
    const value = Object.freeze({
      organizationId: membership.organizationId,
      role: membership.role,
      secondFactorDue: membership.secondFactorDue,
      sessionLifetimeHours: membership.sessionLifetimeHours,
    });
    this.store(this.memberships, membershipKey(userId, organizationId), userId, value, generation);
  }

  /**
   * Forgets everything cached for the user, here at once and in every other process as soon as
   * Redis delivers the message. Call it after the change has committed.
   */
  async invalidateUser(userId: string): Promise<void> {
    this.dropUser(userId);
    if (!this.redis) return;
    try {
      await this.redis.publish(CHANNEL, JSON.stringify({ userId }));
    } catch (error) {
      // The change is committed; other processes fall back on the entry lifetime.
      this.onError('session cache invalidation was not published', error);
    }
  }

  async close(): Promise<void> {
    this.clear();
    if (this.subscriber) await this.subscriber.quit().catch(() => this.subscriber?.disconnect());
  }

  private listen(subscriber: Redis): void {
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== CHANNEL) return;
      try {
        const { userId } = JSON.parse(message) as { userId?: unknown };
        if (typeof userId === 'string') this.dropUser(userId);
      } catch (error) {
        this.onError('unreadable session cache message', error);
      }
    });
    // Messages sent while disconnected are lost: serve nothing until subscribed again, and
    // start empty then.
    subscriber.on('close', () => this.suspend());
    subscriber.on('error', (error: unknown) => {
      this.suspend();
      this.onError('session cache subscriber', error);
    });
    subscriber.on('ready', () => {
      // ioredis subscribes again on reconnect; the ready after that is the one that counts.
      void subscriber.subscribe(CHANNEL).then(
        () => {
          this.clear();
          this.live = true;
        },
        (error: unknown) => this.onError('session cache subscribe', error),
      );
    });
  }

  private suspend(): void {
    this.live = false;
    this.clear();
  }

  private clear(): void {
    this.generationCounter++;
    this.principals.clear();
    this.memberships.clear();
  }

  /**
   * Runs `listener` whenever a user's cached sessions are dropped, here or (through Redis) in
   * another process: live connections follow the same invalidations (collaboration sockets).
   */
  onUserInvalidated(listener: (userId: string) => void): void {
    this.userListeners.push(listener);
  }

  private dropUser(userId: string): void {
    for (const listener of this.userListeners) listener(userId);
    this.generationCounter++;
    for (const map of [this.principals, this.memberships] as Map<string, Entry<unknown>>[]) {
      for (const [key, entry] of map) if (entry.userId === userId) map.delete(key);
    }
  }

  private fresh<T>(map: Map<string, Entry<T>>, key: string): Entry<T> | undefined {
    if (!this.live) return undefined;
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      map.delete(key);
      return undefined;
    }
    return entry;
  }

  private store<T>(
    map: Map<string, Entry<T>>,
    key: string,
    userId: string,
    value: T,
    generation: number,
  ): void {
    if (!this.live || generation !== this.generationCounter) return;
    map.delete(key);
    map.set(key, { value, userId, until: this.now() + this.ttlMs });
    // Maps iterate in insertion order: the first key is the oldest entry.
    if (map.size > this.maxEntries) map.delete(map.keys().next().value as string);
  }
}

const membershipKey = (userId: string, organizationId: string | null) =>
  `${userId}\u0000${organizationId ?? ''}`;
