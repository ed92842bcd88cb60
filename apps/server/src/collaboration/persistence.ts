// Persistence: the document as stored is the last full state plus every update written since.
// A writer's update (once the guard accepted it) is written to the database before Hocuspocus
// applies and acknowledges it, so an acknowledged edit survives a crash of this process; the
// whole state, its JSON snapshot and an 'edit' activity entry are stored a moment later.
import type { Document, Extension } from '@hocuspocus/server';
import * as Y from 'yjs';
import { INCOMING_DOCUMENT_PREFIX } from '@rampart/contracts';
import type { QuestionnaireStructure } from '@rampart/domain';
import { encodeStructure, readStructure } from '@rampart/domain/questionnaire-doc';
import {
  appendQuestionnaireUpdate,
  findQuestionnaireForSocket,
  initQuestionnaireDocument,
  listQuestionnaireActivity,
  loadQuestionnaireDocument,
  recordQuestionnaireActivity,
  storeQuestionnaireDocument,
  type Db,
} from '@rampart/db';
import { send, type CollabContext } from './collab-context.ts';
import { acceptedUpdate, withdrawUpdate } from './update-guard.ts';

/** Edits by one person this close together are one 'edit' entry in the activity. */
const EDIT_ACTIVITY_GAP_MS = 10 * 60_000;

export type Writer = { userId: string; name: string };

export type Persistence = Extension & {
  /** Stores the document's state and snapshot now (not after the debounce). */
  store(document: Document, organizationId: string): Promise<void>;
  /**
   * The last writer since the document's last store, for "last edited by" (an empty name
   * records no 'edit' entry of its own).
   */
  noteWriter(questionnaireId: string, writer: Writer): void;
  /** The questions as of every acknowledged edit, from the database (see hub.ts). */
  currentStructure(
    organizationId: string,
    questionnaireId: string,
  ): Promise<QuestionnaireStructure | null>;
};

export const persistence = ({ db }: { db: Db }): Persistence => {
  /** Writers of each open document since its last store. */
  const writers = new Map<string, Writer>();
  /** The organisation of each open document, for a store without a connection's context. */
  const organizations = new Map<string, string>();

  const loadInto = async (doc: Y.Doc, organizationId: string, questionnaireId: string) => {
    const stored = await loadQuestionnaireDocument(db, organizationId, questionnaireId);
    if (stored.state) Y.applyUpdate(doc, stored.state);
    for (const u of stored.updates) Y.applyUpdate(doc, u.update);
    return stored;
  };

  const store = async (document: Document, organizationId: string) => {
    const questionnaireId = document.name;
    const q = await findQuestionnaireForSocket(db, organizationId, questionnaireId);
    if (!q) return; // deleted meanwhile
    const writer = writers.get(questionnaireId) ?? null;
    writers.delete(questionnaireId);
    let logged = false;
    await db.transaction(async (tx) => {
      const stored = await loadQuestionnaireDocument(tx, organizationId, questionnaireId, {
        lock: true,
      });
      // Another process may have stored what this one has not received yet: take it in first,
      // so a store never writes an older state over a newer one.
      if (stored.state && !Y.snapshotContainsUpdate(Y.snapshot(document), stored.state)) {
        Y.applyUpdate(document, stored.state);
      }
      // Only updates the state holds are folded away; one written after the state was taken
      // (its apply still on the way) stays for the next store.
      const snapshot = Y.snapshot(document);
      const folded = stored.updates
        .filter((u) => Y.snapshotContainsUpdate(snapshot, u.update))
        .map((u) => u.id);
      await storeQuestionnaireDocument(tx, {
        organizationId,
        questionnaireId,
        state: Y.encodeStateAsUpdate(document),
        foldedUpdateIds: folded,
        structure: readStructure(document) as { sections: Record<string, unknown>[] },
        editedBy: writer?.userId ?? null,
      });
      // One 'edit' entry per person per stretch of editing, not one per store. A replacement
      // through the API (a restore, questions sent in) records its own entry.
      if (writer?.name) {
        const last = (await listQuestionnaireActivity(tx, organizationId, questionnaireId, 1))[0];
        const sameStretch =
          last?.type === 'edit' &&
          last.userId === writer.userId &&
          Date.now() - last.createdAt.getTime() < EDIT_ACTIVITY_GAP_MS;
        if (!sameStretch) {
          await recordQuestionnaireActivity(tx, {
            organizationId,
            questionnaireId,
            type: 'edit',
            description: 'edited the questions',
            userId: writer.userId,
            userName: writer.name,
          });
          logged = true;
        }
      }
    });
    send(document, { type: 'saved', at: new Date().toISOString() });
    if (logged) send(document, { type: 'changed', resource: 'activity' });
  };

  return {
    async onLoadDocument({ document, documentName, context }) {
      // A customer questionnaire's review shares presence only: nothing to load or store.
      if (documentName.startsWith(INCOMING_DOCUMENT_PREFIX)) return document;
      const { organizationId } = context as CollabContext;
      organizations.set(documentName, organizationId);
      const stored = await loadInto(document, organizationId, documentName);
      if (!stored.state && stored.updates.length === 0) {
        // First opening: the document starts from the questions saved through the API, stored
        // at once so every later update has its base in the database.
        const q = await findQuestionnaireForSocket(db, organizationId, documentName);
        if (q) {
          const state = encodeStructure(q.structure as unknown as QuestionnaireStructure);
          await initQuestionnaireDocument(db, { organizationId, questionnaireId: q.id, state });
          Y.applyUpdate(document, state);
        }
      }
      return document;
    },
    async beforeHandleMessage({ update: message, context, documentName }) {
      const update = acceptedUpdate(message);
      if (!update) return;
      const ctx = context as CollabContext;
      // Written before Hocuspocus applies and acknowledges it; unwritten, it is not applied.
      try {
        await appendQuestionnaireUpdate(db, {
          organizationId: ctx.organizationId,
          questionnaireId: documentName,
          update,
          userId: ctx.userId,
        });
      } catch (err) {
        withdrawUpdate(message);
        throw err;
      }
      if (ctx.userId) writers.set(documentName, { userId: ctx.userId, name: ctx.name });
    },
    async onStoreDocument({ document, context }) {
      if (document.name.startsWith(INCOMING_DOCUMENT_PREFIX)) return;
      const ctx = context as Partial<CollabContext>;
      const organizationId = ctx.organizationId ?? organizations.get(document.name);
      if (organizationId) await store(document, organizationId);
    },
    async afterUnloadDocument({ instance, documentName }) {
      // Unless it was opened again meanwhile.
      if (!instance.documents.has(documentName) && !instance.loadingDocuments.has(documentName)) {
        organizations.delete(documentName);
      }
    },
    store,
    noteWriter(questionnaireId, writer) {
      writers.set(questionnaireId, writer);
    },
    async currentStructure(organizationId, questionnaireId) {
      const q = await findQuestionnaireForSocket(db, organizationId, questionnaireId);
      if (!q) return null;
      // Published and archived questions are the row's (what was published), whatever a
      // last keystroke before publishing left in the document.
      if (q.status !== 'draft') return q.structure as unknown as QuestionnaireStructure;
      const doc = new Y.Doc();
      const stored = await loadInto(doc, organizationId, questionnaireId);
      if (!stored.state && stored.updates.length === 0) {
        return q.structure as unknown as QuestionnaireStructure;
      }
      return readStructure(doc);
    },
  };
};
