import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { findDefaultMembership, type Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { readStructure, setQuestionText, sectionsOf } from '@rampart/domain/questionnaire-doc';
import { buildApp } from '../app.ts';
import { testConfig } from '../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../testing/factories.ts';
import {
  call,
  createQuestionnaire,
  smallStructure,
} from '../modules/questionnaires/questionnaire-test-kit.ts';
import { connectCollab, until, type CollabClient } from './collab-client.ts';

let app: FastifyInstance;
let baseUrl: string;
let owner: SignedIn;
let database: Database;
const open: CollabClient[] = [];

beforeAll(async () => {
  database = await testDatabase();
  app = await buildApp({ config: testConfig(), database, mailer: null });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  owner = await buildOrg(app);
});
afterAll(async () => {
  for (const c of open) c.destroy();
  await app.close();
});

const client = (questionnaireId: string, who: SignedIn | null, token = '') => {
  const c = connectCollab({ baseUrl, questionnaireId, cookie: who?.cookie, token });
  open.push(c);
  return c;
};
/** A share link of the type, opened: its id and the grant a holder connects with. */
const linkGrant = async (id: string, type: 'view' | 'edit') => {
  const made = await call(app, owner, 'POST', `/api/questionnaires/${id}/links`, { type });
  expect(made.statusCode).toBe(200);
  const { id: linkId, url } = made.json().data as { id: string; url: string };
  const token = url.split('/shared/')[1]!;
  const opened = await call(app, null, 'POST', `/api/shared-links/${token}/open`, {});
  expect(opened.statusCode).toBe(200);
  return { linkId, grant: opened.json().data.grant as string };
};
const draft = async () =>
  (await createQuestionnaire(app, owner, { title: 'Live', structure: smallStructure() }))
    .id as string;
/** The owner's organisation, where every questionnaire here is made. */
const ownerOrganization = async () =>
  (await findDefaultMembership(database.db, owner.user.id))!.organizationId;
const current = async (id: string) =>
  app.collaborationHub.currentStructure(await ownerOrganization(), id);
const firstText = (doc: Y.Doc) => readStructure(doc).sections[0]?.questions[0]?.text;

describe('collaboration socket', () => {
  it('carries one editor’s change to another and stores it with its snapshot', async () => {
    const id = await draft();
    const editor = await buildMember(app, owner, 'risk_manager', 'Erin Editor');
    const a = client(id, owner);
    const b = client(id, editor);
    await Promise.all([a.ready, b.ready]);
    expect(firstText(a.doc)).toBe('MFA everywhere?');
    setQuestionText(a.doc, 'q1', 'text', 'MFA for every account?');
    await until(b.doc, () => firstText(b.doc) === 'MFA for every account?');
    await a.settled();
    // The acknowledged edit is in the database before the debounced store runs.
    const now = await current(id);
    expect(now?.sections[0]?.questions[0]?.text).toBe('MFA for every account?');
    // After the store, the row's snapshot follows and every client is told.
    await expect
      .poll(() => a.messages.some((m) => m.type === 'saved'), { timeout: 8000 })
      .toBe(true);
    const row = (await call(app, owner, 'GET', `/api/questionnaires/${id}`)).json().data;
    expect(row.structure.sections[0].questions[0].text).toBe('MFA for every account?');
    expect(row.lastEditedBy.id).toBe(owner.user.id);
    const activity = (await call(app, owner, 'GET', `/api/questionnaires/${id}/activity`)).json();
    expect(activity.data.items).toContainEqual(
      expect.objectContaining({ type: 'edit', description: 'edited the questions' }),
    );
  });

  it('refuses a socket without a session and a stranger to the organisation', async () => {
    const id = await draft();
    await expect(client(id, null).ready).rejects.toThrow();
    const stranger = await buildOrg(app);
    await expect(client(id, stranger).ready).rejects.toThrow();
  });

  it('gives a viewer a read-only connection: their edit never reaches anyone', async () => {
    const id = await draft();
    const auditor = await buildMember(app, owner, 'auditor', 'Ada Auditor');
    const a = client(id, owner);
    const v = client(id, auditor);
    await Promise.all([a.ready, v.ready]);
    setQuestionText(v.doc, 'q1', 'text', 'Hacked');
    setQuestionText(a.doc, 'q3', 'text', 'Owner was here');
    await until(
      v.doc,
      () => readStructure(v.doc).sections[1]?.questions[0]?.text === 'Owner was here',
    );
    await a.settled();
    expect(firstText(a.doc)).toBe('MFA everywhere?');
    const now = await current(id);
    expect(now?.sections[0]?.questions[0]?.text).toBe('MFA everywhere?');
  });

  it('makes every connection read-only once the questionnaire is published', async () => {
    const id = await draft();
    const published = await call(app, owner, 'POST', `/api/questionnaires/${id}/status`, {
      action: 'publish',
    });
    expect(published.statusCode).toBe(200);
    const a = client(id, owner);
    await a.ready;
    const refused = a.notApplied();
    setQuestionText(a.doc, 'q1', 'text', 'Changed after publishing');
    await refused;
    const now = await current(id);
    expect(now?.sections[0]?.questions[0]?.text).toBe('MFA everywhere?');
  });

  it('closes a connection whose update carries a NUL, and keeps nothing of it', async () => {
    const id = await draft();
    const a = client(id, owner);
    await a.ready;
    // Hocuspocus reports the closed connection on console.error; expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    a.doc.transact(() => {
      const title = sectionsOf(a.doc).get(0).get('title') as Y.Text;
      title.insert(0, 'bad\u0000');
    });
    await expect.poll(() => a.closes.length, { timeout: 5000 }).toBeGreaterThan(0);
    const now = await current(id);
    expect(now?.sections[0]?.title).toBe('Access');
  });

  it('closes the connections of a person whose access changed', async () => {
    const id = await draft();
    const editor = await buildMember(app, owner, 'risk_manager');
    const a = client(id, owner);
    const b = client(id, editor);
    await Promise.all([a.ready, b.ready]);
    app.livePush.accessChanged(id, { userId: editor.user.id });
    await expect.poll(() => b.closes.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(b.messages).toContainEqual({ type: 'access', reason: 'changed' });
    expect(a.closes).toEqual([]);
  });

  it('replaces the questions of a live document for everyone connected', async () => {
    const id = await draft();
    const a = client(id, owner);
    await a.ready;
    await app.collaborationHub.replaceStructure(
      id,
      await ownerOrganization(),
      {
        sections: [{ id: 'n1', title: 'New', questions: [] }],
      },
      owner.user.id,
    );
    await until(a.doc, () => readStructure(a.doc).sections[0]?.id === 'n1');
    const row = (await call(app, owner, 'GET', `/api/questionnaires/${id}`)).json().data;
    expect(row.structure.sections.map((s: { id: string }) => s.id)).toEqual(['n1']);
  });

  it('lets a link holder in as the link allows, and closes them out when it is turned off', async () => {
    const id = await draft();
    const view = await linkGrant(id, 'view');
    const edit = await linkGrant(id, 'edit');
    const a = client(id, owner);
    const viewer = client(id, null, view.grant);
    const editor = client(id, null, edit.grant);
    await Promise.all([a.ready, viewer.ready, editor.ready]);
    setQuestionText(viewer.doc, 'q1', 'text', 'From a view link');
    setQuestionText(editor.doc, 'q3', 'text', 'From an edit link');
    await until(
      a.doc,
      () => readStructure(a.doc).sections[1]?.questions[0]?.text === 'From an edit link',
    );
    await editor.settled();
    expect((await current(id))?.sections[0]?.questions[0]?.text).toBe('MFA everywhere?');
    const off = await call(app, owner, 'PATCH', `/api/questionnaires/${id}/links/${edit.linkId}`, {
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    await expect.poll(() => editor.closes.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(viewer.closes).toEqual([]);
    // The grant no longer opens the document.
    await expect(client(id, null, edit.grant).ready).rejects.toThrow();
    await expect(client(id, null, 'forged.grant').ready).rejects.toThrow();
  });

  /** Sends raw bytes on a client's socket, as a hand-made client could. */
  const sendRaw = (c: CollabClient, bytes: Uint8Array) =>
    (
      c.provider.configuration.websocketProvider as unknown as {
        webSocket: { send(b: Uint8Array): void };
      }
    ).webSocket.send(bytes);

  it('reads updates in sync replies too, and refuses stateless messages from clients', async () => {
    const id = await draft();
    const a = client(id, owner);
    const b = client(id, owner);
    await Promise.all([a.ready, b.ready]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // An update carrying a NUL, in a sync reply (type 4) rather than a sync message.
    const scratch = new Y.Doc();
    Y.applyUpdate(scratch, Y.encodeStateAsUpdate(a.doc));
    const before = Y.encodeStateVector(scratch);
    (sectionsOf(scratch).get(0).get('title') as Y.Text).insert(0, 'x\u0000');
    const update = Y.encodeStateAsUpdate(scratch, before);
    const reply = encoding.createEncoder();
    encoding.writeVarString(reply, id);
    encoding.writeVarUint(reply, 4);
    encoding.writeVarUint(reply, 2);
    encoding.writeVarUint8Array(reply, update);
    sendRaw(a, encoding.toUint8Array(reply));
    await expect.poll(() => a.closes.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect((await current(id))?.sections[0]?.title).toBe('Access');
    // A broadcast of a made-up server message never reaches the others.
    const fake = encoding.createEncoder();
    encoding.writeVarString(fake, id);
    encoding.writeVarUint(fake, 6);
    encoding.writeVarString(fake, JSON.stringify({ type: 'access', reason: 'changed' }));
    sendRaw(b, encoding.toUint8Array(fake));
    await expect.poll(() => b.closes.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(b.messages).not.toContainEqual({ type: 'access', reason: 'changed' });
  });

  /** Resolves at the first change of what the client knows of presence after which `check` holds. */
  const awarenessChange = (c: CollabClient, check: () => boolean) =>
    new Promise<void>((resolve) => {
      const awareness = c.provider.awareness!;
      const look = () => {
        if (!check()) return;
        awareness.off('change', look);
        resolve();
      };
      awareness.on('change', look);
    });

  it('refuses presence that claims to be someone else', async () => {
    const id = await draft();
    const a = client(id, owner);
    await a.ready;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    a.provider.awareness!.setLocalState({ userId: 'usr_someone_else', name: 'Olivia Owner' });
    await expect.poll(() => a.closes.length, { timeout: 5000 }).toBeGreaterThan(0);
    // Two honest people: each provider passes on what it heard of the other, which is allowed.
    const honest = client(id, owner);
    const other = await buildMember(app, owner, 'risk_manager', 'Rhea Risk');
    const second = client(id, other);
    await Promise.all([honest.ready, second.ready]);
    honest.provider.awareness!.setLocalState({ userId: owner.user.id, name: 'Olivia Owner' });
    second.provider.awareness!.setLocalState({ userId: other.user.id, name: 'Rhea Risk' });
    await expect.poll(() => honest.provider.awareness!.getStates().size, { timeout: 5000 }).toBe(2);
    // The other sees the change: the server took it.
    const seen = awarenessChange(second, () =>
      [...second.provider.awareness!.getStates().values()].some((s) => s.editing?.id === 'q1'),
    );
    honest.provider.awareness!.setLocalStateField('editing', { type: 'question', id: 'q1' });
    await seen;
    // The other leaves: the honest provider passes on the removal it hears of, and the server
    // answers what it sends after that.
    const gone = awarenessChange(honest, () => honest.provider.awareness!.getStates().size === 1);
    second.destroy();
    await gone;
    await honest.roundTrip();
    expect(honest.closes).toEqual([]);
  });

  it('closes the connections of someone removed from the organisation', async () => {
    const id = await draft();
    const member = await buildMember(app, owner, 'risk_manager');
    const m = client(id, member);
    await m.ready;
    const removed = await call(
      app,
      owner,
      'DELETE',
      `/api/organizations/current/members/${member.user.id}`,
    );
    expect(removed.statusCode).toBe(200);
    await expect.poll(() => m.closes.length, { timeout: 5000 }).toBeGreaterThan(0);
    await expect(client(id, member).ready).rejects.toThrow();
  });
});
