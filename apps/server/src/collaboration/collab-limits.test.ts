// The live socket takes no more than REST does: an update past a length or count limit is
// refused before it is stored, and a stored document past one never breaks a list.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { QUESTIONNAIRE_LIMITS as L } from '@rampart/contracts';
import { findDefaultMembership, storeQuestionnaireDocument, type Database } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { encodeStructure, setSectionText } from '@rampart/domain/questionnaire-doc';
import { buildApp } from '../app.ts';
import { testConfig } from '../testing/app.ts';
import { buildMember, buildOrg, type SignedIn } from '../testing/factories.ts';
import {
  call,
  createQuestionnaire,
  smallStructure,
} from '../modules/questionnaires/questionnaire-test-kit.ts';
import { connectCollab, type CollabClient } from './collab-client.ts';

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
const draft = async () =>
  (await createQuestionnaire(app, owner, { title: 'Limits', structure: smallStructure() }))
    .id as string;
const editLinkGrant = async (id: string) => {
  const made = await call(app, owner, 'POST', `/api/questionnaires/${id}/links`, { type: 'edit' });
  const token = (made.json().data.url as string).split('/shared/')[1]!;
  const opened = await call(app, null, 'POST', `/api/shared-links/${token}/open`, {});
  return opened.json().data.grant as string;
};
/** The owner's organisation, where every questionnaire here is made. */
const ownerOrganization = async () =>
  (await findDefaultMembership(database.db, owner.user.id))!.organizationId;
const storedTitle = async (id: string) => {
  const now = await app.collaborationHub.currentStructure(await ownerOrganization(), id);
  return now?.sections[0]?.title;
};

describe('limits on the live socket', () => {
  it.each(['an editor', 'an edit link'])(
    'refuses a section title past its limit from %s, and keeps nothing of it',
    async (who) => {
      const id = await draft();
      const editor = await buildMember(app, owner, 'risk_manager');
      const c =
        who === 'an editor' ? client(id, editor) : client(id, null, await editLinkGrant(id));
      await c.ready;
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      setSectionText(c.doc, 's1', 'title', 'x'.repeat(L.sectionTitleMax + 100));
      await expect.poll(() => c.closes.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(await storedTitle(id)).toBe('Access');
      expect((await call(app, owner, 'GET', `/api/questionnaires/${id}`)).statusCode).toBe(200);
    },
  );

  it('checks the next update against the document, not against the refused one', async () => {
    const id = await draft();
    // Both on the document at once, so it stays open between the two updates.
    const good = client(id, owner);
    const bad = client(id, owner);
    await Promise.all([good.ready, bad.ready]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The refused update leaves the questions past their limit in the guard's copy only.
    setSectionText(bad.doc, 's1', 'title', 'x'.repeat(L.sectionTitleMax + 100));
    await expect.poll(() => bad.closes.length, { timeout: 5000 }).toBeGreaterThan(0);
    setSectionText(good.doc, 's1', 'description', 'z'.repeat(L.descriptionMax));
    await good.settled();
    expect(good.closes).toEqual([]);
    expect(await storedTitle(id)).toBe('Access');
  });

  it('takes a section title at its limit', async () => {
    const id = await draft();
    const c = client(id, owner);
    await c.ready;
    setSectionText(c.doc, 's1', 'title', 'y'.repeat(L.sectionTitleMax));
    await c.settled();
    expect(await storedTitle(id)).toBe('y'.repeat(L.sectionTitleMax));
    expect(c.closes).toEqual([]);
  });

  it('still lists and shows a questionnaire whose stored questions are past a limit', async () => {
    const id = await draft();
    const long = { sections: [{ id: 's1', title: 'z'.repeat(300), questions: [] }] };
    await storeQuestionnaireDocument(database.db, {
      organizationId: await ownerOrganization(),
      questionnaireId: id,
      state: encodeStructure(long),
      foldedUpdateIds: [],
      structure: long,
      editedBy: null,
    });
    const list = await call(app, owner, 'GET', '/api/questionnaires');
    expect(list.statusCode).toBe(200);
    const one = await call(app, owner, 'GET', `/api/questionnaires/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.structure.sections[0].title).toHaveLength(300);
    // Mending it through the socket works: shortening is not refused.
    const c = client(id, owner);
    await c.ready;
    setSectionText(c.doc, 's1', 'title', 'Short again');
    await c.settled();
    expect(c.closes).toEqual([]);
    expect(await storedTitle(id)).toBe('Short again');
  });
});
