import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AI_MESSAGES } from '@rampart/contracts';
import { listAiUsage } from '@rampart/db';
import { testDatabase } from '@rampart/db/testing';
import { testApp } from '../../../testing/app.ts';
import { buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { insertEvidence } from '../../../modules/controls/controls.fixtures.ts';
import {
  ask,
  call,
  createControl,
  createRisk,
  mapControl,
  newConversation,
  ok,
} from './chat.fixtures.ts';

let app: FastifyInstance;
let owner: SignedIn;
let ransomware: { id: string; title: string };
let flood: { id: string; title: string };

beforeAll(async () => {
  app = await testApp();
  owner = await buildOrg(app, { organizationName: 'Offline Org' });
  ransomware = await createRisk(app, owner, {
    title: 'Ransomware on file servers',
    description: 'Malware encrypts shared drives and backups.',
    category: 'TECHNOLOGY',
    likelihood: 5,
    impact: 5,
    owner: 'Alex Morgan',
  });
  flood = await createRisk(app, owner, {
    title: 'Data centre flood',
    category: 'OPERATIONAL',
    likelihood: 5,
    impact: 5,
  });
  await createRisk(app, owner, {
    title: 'Late supplier invoices',
    category: 'FINANCIAL',
    likelihood: 2,
    impact: 2,
  });
});

describe('offline chat: which critical risks have no control', () => {
  it('lists the critical risks without mappings with links, and drops one once mapped', async () => {
    const c = await newConversation(app, owner);
    const first = await ask(app, owner, c.id, 'Which critical risks have no control?');
    expect(first.contentType).toBe('text/event-stream; charset=utf-8');
    expect(first.text).toContain('2 critical risks have no control mapped (of 2 in all)');
    expect(first.text).toContain('- Ransomware on file servers — Critical (score 25)');
    expect(first.text).toContain('- Data centre flood — Critical (score 25)');
    expect(first.text).not.toContain('Late supplier invoices');
    expect(first.last).toMatchObject({
      type: 'done',
      data: {
        engine: 'offline',
        intent: 'unmapped_risks',
        status: 'complete',
        title: 'Which critical risks have no control?',
      },
    });
    if (first.last.type !== 'done') throw new Error('not done');
    expect(first.last.data.sources).toEqual(
      expect.arrayContaining([
        { kind: 'risk', id: ransomware.id, title: ransomware.title },
        { kind: 'risk', id: flood.id, title: flood.title },
      ]),
    );
    expect(first.last.data.confidence).toBeGreaterThanOrEqual(0.3);

    const backups = await createControl(app, owner, { title: 'Offline backups' });
    await mapControl(app, owner, ransomware.id, backups.id);
    const second = await ask(app, owner, c.id, 'Which critical risks have no control?');
    expect(second.text).toContain('1 critical risk has no control mapped (of 2 in all)');
    expect(second.text).toContain('Data centre flood');
    expect(second.text).not.toContain('Ransomware');
  });

  it('streams start, the text in several deltas, then done, in that order', async () => {
    const c = await newConversation(app, owner);
    const a = await ask(app, owner, c.id, 'Which critical risks have no control?');
    const types = a.events.map((e) => e.type);
    expect(types[0]).toBe('start');
    expect(types.at(-1)).toBe('done');
    expect(types.slice(1, -1).every((t) => t === 'delta')).toBe(true);
    expect(types.filter((t) => t === 'delta').length).toBeGreaterThan(2);
    expect(a.events[0]).toMatchObject({
      type: 'start',
      data: { conversationId: c.id, engine: 'offline' },
    });
  });

  it('stores both messages, names the conversation and records offline usage', async () => {
    const c = await newConversation(app, owner);
    const before = (
      await listAiUsage((await testDatabase()).db, owner.user.organizationId, {
        limit: 200,
        feature: 'chat',
      })
    ).total;
    const a = await ask(app, owner, c.id, 'How many high risks are open?');
    const detail = await ok(call(app, owner, 'GET', `/api/ai/conversations/${c.id}`));
    expect(detail.conversation).toMatchObject({
      title: 'How many high risks are open?',
      messageCount: 2,
    });
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(detail.messages[1]).toMatchObject({
      content: a.text,
      engine: 'offline',
      intent: 'risks',
      status: 'complete',
    });
    const usage = await listAiUsage((await testDatabase()).db, owner.user.organizationId, {
      limit: 200,
      feature: 'chat',
    });
    expect(usage.total).toBe(before + 1);
    expect(usage.rows[0]).toMatchObject({ engine: 'offline', outcome: 'ok', inputTokens: 0 });
  });

  it('a follow-up keeps the subject of the previous question', async () => {
    const c = await newConversation(app, owner);
    await ask(app, owner, c.id, 'Which critical risks have no control?');
    const follow = await ask(app, owner, c.id, 'And the low ones?');
    expect(follow.text).toContain('1 low risk has no control mapped');
    expect(follow.text).toContain('Late supplier invoices');
  });
});

describe('offline chat: the other intents on the organisation’s data', () => {
  let org: SignedIn;
  let conversation: string;

  beforeAll(async () => {
    org = await buildOrg(app, { organizationName: 'Intent Org' });
    conversation = (await newConversation(app, org)).id;
    const phishing = await createRisk(app, org, {
      title: 'Phishing of finance staff',
      category: 'TECHNOLOGY',
      likelihood: 4,
      impact: 4,
      owner: 'Dana Lee',
    });
    const weak = await createControl(app, org, {
      title: 'Security awareness training',
      effectiveness: 0.4,
      nextTestDate: '2020-01-01',
    });
    const strong = await createControl(app, org, { title: 'Mail filtering', effectiveness: 0.9 });
    await mapControl(app, org, phishing.id, weak.id);
    await insertEvidence(org, strong.id);
  });

  const q = (question: string) => ask(app, org, conversation, question);

  it('counts risks by level', async () => {
    const a = await q('How many high risks do we have?');
    expect(a.text).toContain('You have 1 high risk.');
    expect(a.text).toContain('Phishing of finance staff — High (score 16)');
  });

  it('lists risks by owner', async () => {
    expect((await q('List risks owned by dana')).text).toContain('Phishing of finance staff');
    expect((await q('List risks owned by nobody-here')).text).toBe(
      'You have no risks owned by “nobody-here”.',
    );
  });

  it('overdue control tests', async () => {
    const a = await q('Which control tests are overdue?');
    expect(a.text).toContain('1 control test is overdue');
    expect(a.text).toContain('- Security awareness training — due Jan 1, 2020');
  });

  it('ineffective controls (below 60%)', async () => {
    const a = await q('Which controls are ineffective?');
    expect(a.text).toContain('1 control is ineffective');
    expect(a.text).toContain('Security awareness training — preventive, active, 40% effective');
    expect(a.text).not.toContain('Mail filtering');
  });

  it('controls without evidence', async () => {
    const a = await q('Which controls have no evidence?');
    expect(a.text).toContain('1 active control has no evidence attached (of 2)');
    expect(a.text).toContain('Security awareness training');
  });

  it('framework status says so when none is tracked', async () => {
    expect((await q('How compliant are we with our frameworks?')).text).toContain(
      'You track no framework yet',
    );
  });

  it('framework status and gaps of a named framework', async () => {
    expect((await q('How compliant are we with SOC 2?')).text).toMatch(
      /^SOC 2.*: 0% of the applicable requirements are met/,
    );
    const gaps = await q('What are the SOC 2 gaps?');
    expect(gaps.text).toMatch(/has \d+ open requirements/);
    expect(gaps.last).toMatchObject({ type: 'done', data: { intent: 'framework_gaps' } });
    if (gaps.last.type !== 'done') throw new Error('not done');
    expect(gaps.last.data.sources.filter((s) => s.kind === 'requirement')).toHaveLength(5);
  });

  it('recommends library controls for a named risk', async () => {
    const a = await q('What controls should I add for phishing of finance staff?');
    expect(a.text).toContain('Library controls for your risk “Phishing of finance staff”');
    if (a.last.type !== 'done') throw new Error('not done');
    expect(a.last.data.sources[0]).toMatchObject({
      kind: 'risk',
      title: 'Phishing of finance staff',
    });
    expect(a.last.data.sources.some((s) => s.kind === 'library')).toBe(true);
  });

  it('looks a risk up by its words', async () => {
    const a = await q('Tell me about phishing finance');
    expect(a.text).toContain('Risk “Phishing of finance staff”: High (score 16)');
    expect(a.text).toContain('- Controls: Security awareness training');
  });

  it('says plainly what it cannot do', async () => {
    const a = await q('Will it rain in Paris tomorrow?');
    expect(a.text).toContain('I could not match that question to your data');
    expect(a.text).toContain('Which critical risks have no control?');
    expect(a.text).toContain('I cannot answer general questions');
    expect(a.last).toMatchObject({ type: 'done', data: { intent: 'unknown', sources: [] } });
    expect((await q('Delete the phishing risk')).text).toContain('I cannot delete anything');
  });

  it('never reads another organisation’s data', async () => {
    const a = await q('Tell me about ransomware on file servers');
    expect(a.text).toContain('I found no risk or control named like');
    expect(a.text).not.toContain(ransomware.id);
  });
});

describe('offline chat: failure', () => {
  it('the apology is the spec’s text', () => {
    expect(AI_MESSAGES.chatApology).toBe(
      'I apologize, but I encountered an error processing your request. Please try rephrasing your question.',
    );
  });
});
