// What a writer may put into a questionnaire's shared document. An editor's browser can send
// any Yjs update; the server reads it before applying and refuses what the document's shape
// never holds: other roots, sub-documents, binary blobs, NUL characters and lone surrogates
// (which PostgreSQL refuses and which no form types), and questions REST would refuse. The
// `updateGuard` extension applies these checks to every writer's message.
import type { Document, Extension } from '@hocuspocus/server';
import type { FastifyBaseLogger } from 'fastify';
import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import { questionnaireStructureSchema } from '@rampart/contracts';
import {
  EDITS_KEY,
  RESOLUTIONS_KEY,
  SECTIONS_KEY,
  readStructure,
} from '@rampart/domain/questionnaire-doc';
import { refuseMessage } from './collab-context.ts';

const ROOTS = new Set([SECTIONS_KEY, EDITS_KEY, RESOLUTIONS_KEY]);
/**
 * Hocuspocus message types: sync and sync reply (both carry step 1, step 2 or an update),
 * awareness, auth, query awareness, stateless, broadcast stateless, close, sync status.
 */
const MESSAGE = {
  sync: 0,
  awareness: 1,
  syncReply: 4,
  stateless: 5,
  broadcastStateless: 6,
} as const;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

// A NUL, or a surrogate half without its other half.
// eslint-disable-next-line no-control-regex
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const badValue = (value: unknown, depth = 0): boolean => {
  if (depth > 16) return true;
  if (typeof value === 'string') return BAD_TEXT.test(value);
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some((v) => badValue(v, depth + 1));
  if (value && typeof value === 'object') {
    if (value instanceof Uint8Array) return true;
    return Object.entries(value).some(([k, v]) => BAD_TEXT.test(k) || badValue(v, depth + 1));
  }
  return false;
};

/** `empty`: nothing to apply (a sync answer from a client that had no news). */
export type UpdateVerdict = { ok: true; empty: boolean } | { ok: false; reason: string };

/** Checks one Yjs update (v1 encoding). */
export const checkUpdate = (update: Uint8Array): UpdateVerdict => {
  let decoded: ReturnType<typeof Y.decodeUpdate>;
  try {
    decoded = Y.decodeUpdate(update);
  } catch {
    return { ok: false, reason: 'unreadable update' };
  }
  for (const struct of decoded.structs) {
    if (!(struct instanceof Y.Item)) continue;
    // Decoded without a document, a root's parent is its name (typed as a type in yjs).
    const parent = struct.parent as unknown;
    if (typeof parent === 'string' && !ROOTS.has(parent)) {
      return { ok: false, reason: `unknown root ${parent.slice(0, 40)}` };
    }
    if (struct.parentSub !== null && BAD_TEXT.test(struct.parentSub)) {
      return { ok: false, reason: 'bad key' };
    }
    const content = struct.content;
    if (content instanceof Y.ContentDoc || content instanceof Y.ContentBinary) {
      return { ok: false, reason: 'sub-documents and binary content are not allowed' };
    }
    if (content instanceof Y.ContentString && BAD_TEXT.test(content.str)) {
      return { ok: false, reason: 'text with NUL or a lone surrogate' };
    }
    if (
      (content instanceof Y.ContentAny && badValue(content.arr)) ||
      (content instanceof Y.ContentJSON && badValue(content.arr)) ||
      (content instanceof Y.ContentEmbed && badValue(content.embed)) ||
      (content instanceof Y.ContentFormat &&
        (BAD_TEXT.test(content.key) || badValue(content.value)))
    ) {
      return { ok: false, reason: 'value with NUL, a lone surrogate or a non-finite number' };
    }
  }
  return { ok: true, empty: decoded.structs.length === 0 && decoded.ds.clients.size === 0 };
};

/** What REST would refuse in the document's questions, one `path: message` per problem. */
const structureProblems = (doc: Y.Doc): string[] => {
  const parsed = questionnaireStructureSchema.safeParse(readStructure(doc));
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

/** A copy of the document, to apply an update to before the document takes it. */
const copyOf = (doc: Y.Doc): Y.Doc => {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  return copy;
};

/**
 * Checks the questions as they would be once the update is applied, with the same schema REST
 * uses: a title past its length, too many questions... An update is refused only for a problem
 * it adds, so a document already past a limit (two people typing at once can add up past one)
 * can still be mended.
 *
 * The update is applied to `probe`, a copy of the document: by default a fresh one, on the
 * socket the document's shadow (see `updateGuard`), which then holds the update whatever the
 * verdict.
 */
export const checkStructureAfter = (
  current: Y.Doc,
  update: Uint8Array,
  probe: Y.Doc = copyOf(current),
): UpdateVerdict => {
  Y.applyUpdate(probe, update);
  const after = structureProblems(probe);
  if (after.length === 0) return { ok: true, empty: false };
  const before = new Set(structureProblems(current));
  const added = after.find((p) => !before.has(p));
  return added ? { ok: false, reason: added } : { ok: true, empty: false };
};

export type ClientMessage =
  /** A document update (sync step 2 or update, in a sync or sync reply message). */
  | { kind: 'update'; update: Uint8Array }
  /** Presence: each entry's client id and state (null when the client leaves). */
  | { kind: 'awareness'; entries: { clientId: number; state: unknown }[] }
  /** Stateless messages are the server's to send; a client sending one is refused. */
  | { kind: 'refused'; reason: string }
  /** Anything else Hocuspocus handles itself (sync step 1, auth, close, queries). */
  | { kind: 'other' };

/** What a client's socket message is, read before Hocuspocus applies it. */
export const readClientMessage = (message: Uint8Array): ClientMessage => {
  try {
    const decoder = decoding.createDecoder(message);
    decoding.readVarString(decoder); // document name
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE.sync || type === MESSAGE.syncReply) {
      const step = decoding.readVarUint(decoder);
      if (step !== SYNC_STEP_2 && step !== SYNC_UPDATE) return { kind: 'other' };
      return { kind: 'update', update: decoding.readVarUint8Array(decoder) };
    }
    if (type === MESSAGE.awareness) {
      const inner = decoding.createDecoder(decoding.readVarUint8Array(decoder));
      const count = decoding.readVarUint(inner);
      const entries: { clientId: number; state: unknown }[] = [];
      for (let i = 0; i < count; i++) {
        const clientId = decoding.readVarUint(inner);
        decoding.readVarUint(inner); // clock
        entries.push({ clientId, state: JSON.parse(decoding.readVarString(inner)) as unknown });
      }
      return { kind: 'awareness', entries };
    }
    if (type === MESSAGE.stateless || type === MESSAGE.broadcastStateless) {
      return { kind: 'refused', reason: 'clients do not send stateless messages' };
    }
    return { kind: 'other' };
  } catch {
    return { kind: 'refused', reason: 'unreadable message' };
  }
};

/**
 * What a client's socket message is, read once: every extension's beforeHandleMessage is given
 * the same bytes, and each that looks at the message shares the reading.
 */
const readings = new WeakMap<Uint8Array, ClientMessage>();
export const clientMessage = (message: Uint8Array): ClientMessage => {
  let read = readings.get(message);
  if (!read) {
    read = readClientMessage(message);
    readings.set(message, read);
  }
  return read;
};

/**
 * Messages whose update the guard let through, with something in it to apply and store, each
 * with how to take it back out of the shadow should it never reach the document.
 */
const accepted = new WeakMap<Uint8Array, () => void>();
/**
 * The update in a socket message the guard accepted from a writer (for persistence, which runs
 * after the guard), or null: not an update, read-only, or nothing in it.
 */
export const acceptedUpdate = (message: Uint8Array): Uint8Array | null => {
  const read = clientMessage(message);
  return accepted.has(message) && read.kind === 'update' ? read.update : null;
};
/**
 * An accepted update that will not be applied after all (a later hook refused the message):
 * the document's shadow, which already holds it, is dropped and made again when next needed.
 */
export const withdrawUpdate = (message: Uint8Array): void => accepted.get(message)?.();

/**
 * The guard on the socket: a message that cannot be read or that a client may not send closes
 * the connection, and so does a writer's update that fails the checks above. Hocuspocus itself
 * refuses a read-only connection's updates.
 *
 * Each open document has a shadow: a copy kept in step with every change the document takes
 * (onChange). A writer's update is checked by applying it to the shadow, so a keystroke costs
 * one update's apply rather than a copy of the whole document. The shadow takes the update
 * before the document does (which then gives it to the shadow again, a no-op); an update that
 * is refused, or withdrawn, drops the shadow, and the next check copies the document afresh.
 */
export const updateGuard = ({ log }: { log: FastifyBaseLogger }): Extension => {
  const shadows = new WeakMap<Document, Y.Doc>();
  const shadowOf = (document: Document): Y.Doc => {
    let shadow = shadows.get(document);
    if (!shadow) {
      shadow = copyOf(document);
      shadows.set(document, shadow);
    }
    return shadow;
  };
  const drop = (document: Document) => {
    shadows.get(document)?.destroy();
    shadows.delete(document);
  };
  return {
    async beforeHandleMessage({ update: message, document, documentName, connection }) {
      const read = clientMessage(message);
      if (read.kind === 'refused') throw refuseMessage(log, documentName, read.reason);
      if (read.kind !== 'update' || connection.readOnly) return;
      const verdict = checkUpdate(read.update);
      if (!verdict.ok) throw refuseMessage(log, documentName, verdict.reason);
      if (verdict.empty) return;
      const shape = checkStructureAfter(document, read.update, shadowOf(document));
      if (!shape.ok) {
        drop(document);
        throw refuseMessage(log, documentName, shape.reason);
      }
      accepted.set(message, () => drop(document));
    },
    async onChange({ document, update }) {
      const shadow = shadows.get(document);
      if (shadow) Y.applyUpdate(shadow, update);
    },
    async beforeUnloadDocument({ document }) {
      // Made again from the document should it stay open after all.
      drop(document);
    },
  };
};
