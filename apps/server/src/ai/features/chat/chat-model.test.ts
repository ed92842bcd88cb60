import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { AI_MESSAGES } from '@rampart/contracts';
import { findConversation, insertChatMessages, listAiUsage, newId } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { buildOrg, type SignedIn } from '../../../testing/factories.ts';
import { recordingLogger } from '../../testing/recording-logger.ts';
import { useStubbedApp } from '../../testing/ai-test-kit.ts';
import {
  ask,
  call,
  createControl,
  createRisk,
  mapControl,
  newConversation,
  ok,
} from './chat.fixtures.ts';
import { sendMessage } from './send-message.ts';

const { app, database, stub, kit } = useStubbedApp({}, { allReplied: true });

const chatUsage = async (who: SignedIn) =>
  (await listAiUsage(database().db, who.user.organizationId, { limit: 200, feature: 'chat' })).rows;

/** What the model was sent, minus the system prompt. */
const sentMessages = (i = 0) =>
  (stub().requests[i]!.body.messages as { role: string; content: unknown }[]).filter(
    (m) => m.role !== 'system',
  );
const systemPrompt = (i = 0) =>
  String(
    stub().requests[i]!.body.messages.find((m: { role: string }) => m.role === 'system').content,
  );

/** A technology risk scored 5×5 (critical). */
const criticalRisk = (who: SignedIn, title: string) =>
  createRisk(app(), who, { title, category: 'TECHNOLOGY', likelihood: 5, impact: 5 });

describe('chat with a language model', () => {
  it('streams the model’s chunks as deltas in order, then done', async () => {
    const me = await buildOrg(app());
    const c = await newConversation(app(), me);
    stub().reply({ text: 'Three risks matter.', chunks: ['Three ', 'risks ', 'matter.'] });
    const a = await ask(app(), me, c.id, 'What matters?');
    expect(a.events.map((e) => e.type)).toEqual(['start', 'delta', 'delta', 'delta', 'done']);
    expect(a.events.filter((e) => e.type === 'delta').map((e) => e.data)).toEqual([
      { text: 'Three ' },
      { text: 'risks ' },
      { text: 'matter.' },
    ]);
    expect(a.last).toMatchObject({
      type: 'done',
      data: { engine: 'openai', status: 'complete', tools: [], intent: null },
    });
    const [row] = await chatUsage(me);
    expect(row).toMatchObject({ engine: 'openai', outcome: 'ok' });
  });

  it('keeps the last 10 messages in the prompt, leaving failed answers out', async () => {
    const me = await buildOrg(app());
    const c = await newConversation(app(), me);
    const base = { organizationId: me.user.organizationId, conversationId: c.id };
    const t0 = Date.parse('2026-01-01T00:00:00Z');
    const history = Array.from({ length: 12 }, (_, i) => ({
      ...base,
      id: newId('msg'),
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: i % 2 === 0 ? `q${i / 2}` : `a${(i - 1) / 2}`,
      createdAt: new Date(t0 + i * 1000),
    }));
    // A failed answer between q5 and a5 does not take a place in the window.
    history.splice(11, 0, {
      ...base,
      id: newId('msg'),
      role: 'assistant',
      content: AI_MESSAGES.chatApology,
      createdAt: new Date(t0 + 10_500),
      sources: { items: [], status: 'failed' },
    } as (typeof history)[number]);
    await insertChatMessages(database().db, history);

    stub().reply({ text: 'ok' });
    await ask(app(), me, c.id, 'new question');
    expect(sentMessages().map((m) => m.content)).toEqual([
      'a1',
      'q2',
      'a2',
      'q3',
      'a3',
      'q4',
      'a4',
      'q5',
      'a5',
      'new question',
    ]);
    expect(
      sentMessages()
        .map((m) => m.role)
        .slice(-2),
    ).toEqual(['assistant', 'user']);
  });

  it('puts the top 20 risks by score and the top 20 controls in the system prompt', async () => {
    const me = await buildOrg(app(), { organizationName: 'Context Org' });
    for (let i = 0; i < 20; i++) {
      await createRisk(app(), me, {
        title: `Major risk ${String(i).padStart(2, '0')}`,
        category: 'OPERATIONAL',
        likelihood: 3 + (i % 3),
        impact: 4,
      });
    }
    await createRisk(app(), me, {
      title: 'Minor risk A',
      category: 'OPERATIONAL',
      likelihood: 1,
      impact: 1,
    });
    await createRisk(app(), me, {
      title: 'Minor risk B',
      category: 'OPERATIONAL',
      likelihood: 1,
      impact: 2,
    });
    const relied = await createControl(app(), me, {
      title: 'Relied-on control',
      effectiveness: 0.5,
    });
    const risks = await ok(call(app(), me, 'GET', '/api/risks?limit=3&sortBy=riskScore'));
    await mapControl(app(), me, risks.items[0].id, relied.id);
    for (let i = 0; i < 19; i++) {
      await createControl(app(), me, {
        title: `Tested control ${i}`,
        effectiveness: 0.6 + i / 100,
      });
    }
    await createControl(app(), me, { title: 'Untested spare control' });

    const c = await newConversation(app(), me);
    stub().reply({ text: 'Noted.' });
    await ask(app(), me, c.id, 'Summarise my register');
    const prompt = systemPrompt();
    expect(prompt).toContain('members of Context Org');
    expect(prompt).toContain('Top 20 of 22 risks by score');
    expect(prompt.match(/^rsk_/gm)).toHaveLength(20);
    expect(prompt).toContain('| Major risk 00 |');
    expect(prompt).not.toContain('Minor risk');
    expect(prompt).toContain('Top 20 of 21 controls');
    expect(prompt.match(/^ctl_/gm)).toHaveLength(20);
    // Most relied on first, then the most effective; the untested spare is left out.
    expect(prompt).toMatch(/controls by reliance[^\n]*\nctl_\w+ \| Relied-on control \|/);
    expect(prompt).not.toContain('Untested spare control');
  });

  it('lets the model call searchRisks on our data, then answers with sources', async () => {
    const me = await buildOrg(app());
    const risk = await criticalRisk(me, 'Ransomware on file servers');
    const theirs = await buildOrg(app());
    await criticalRisk(theirs, 'Ransomware at a rival');
    const c = await newConversation(app(), me);
    stub().reply(
      {
        toolCalls: [{ name: 'searchRisks', arguments: { query: 'ransomware', level: 'critical' } }],
      },
      { text: 'Ransomware on file servers is critical and has no control.' },
    );
    const a = await ask(app(), me, c.id, 'Anything about ransomware?');
    expect(
      stub().requests[0]!.body.tools.map((t: { function: { name: string } }) => t.function.name),
    ).toEqual([
      'searchRisks',
      'getRisk',
      'searchControls',
      'listFrameworks',
      'frameworkGaps',
      'recommendControls',
    ]);
    const toolMessage = stub().requests[1]!.body.messages.at(-1);
    expect(toolMessage).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    const result = JSON.parse(toolMessage.content);
    expect(result).toMatchObject({
      total: 1,
      risks: [
        {
          id: risk.id,
          title: 'Ransomware on file servers',
          level: 'critical',
          score: 25,
          controlCount: 0,
        },
      ],
    });
    expect(toolMessage.content).not.toContain('rival');
    expect(a.text).toBe('Ransomware on file servers is critical and has no control.');
    expect(a.last).toMatchObject({
      type: 'done',
      data: {
        tools: ['searchRisks'],
        sources: [{ kind: 'risk', id: risk.id, title: 'Ransomware on file servers' }],
      },
    });
    if (a.last.type !== 'done') throw new Error('not done');
    expect(a.last.data.confidence).toBeGreaterThan(0.3);
  });

  it('a tool cannot read another organisation’s risk', async () => {
    const me = await buildOrg(app());
    const theirs = await buildOrg(app());
    const secret = await criticalRisk(theirs, 'Secret risk');
    const c = await newConversation(app(), me);
    stub().reply(
      { toolCalls: [{ name: 'getRisk', arguments: { id: secret.id } }] },
      { text: 'I cannot find it.' },
    );
    await ask(app(), me, c.id, `What is ${secret.id}?`);
    expect(JSON.parse(stub().requests[1]!.body.messages.at(-1).content)).toEqual({
      error: 'Risk not found',
    });
  });

  it('answers the spec’s apology after a 500 on every retry, stores it and records the error', async () => {
    const me = await buildOrg(app());
    const c = await newConversation(app(), me);
    stub().reply({ status: 500 }, { status: 500 }, { status: 500 });
    const a = await ask(app(), me, c.id, 'Which risks matter?');
    expect(stub().requests).toHaveLength(3);
    expect(a.events.map((e) => e.type)).toEqual(['start', 'error']);
    expect(a.last).toMatchObject({
      type: 'error',
      data: {
        message: AI_MESSAGES.chatApology,
        code: 'CONTENT_GENERATION_FAILED',
        title: 'Which risks matter?',
      },
    });
    const detail = await ok(call(app(), me, 'GET', `/api/ai/conversations/${c.id}`));
    expect(detail.messages[1]).toMatchObject({
      content: AI_MESSAGES.chatApology,
      status: 'failed',
      engine: 'openai',
      confidence: null,
    });
    if (a.last.type !== 'error') throw new Error('not an error');
    expect(detail.messages[1].id).toBe(a.last.data.messageId);
    const [row] = await chatUsage(me);
    expect(row).toMatchObject({ outcome: 'error', errorCode: 'CONTENT_GENERATION_FAILED' });
  });

  it('a stream that breaks midway ends in the apology too', async () => {
    const me = await buildOrg(app());
    const c = await newConversation(app(), me);
    stub().reply({ dropAfter: ['Half ', 'an '] });
    const a = await ask(app(), me, c.id, 'Tell me everything');
    expect(a.events.map((e) => e.type)).toEqual(['start', 'delta', 'delta', 'error']);
    const detail = await ok(call(app(), me, 'GET', `/api/ai/conversations/${c.id}`));
    expect(detail.messages[1]).toMatchObject({
      content: AI_MESSAGES.chatApology,
      status: 'failed',
    });
  });
});

describe('streaming over a real connection', () => {
  let base: string;
  beforeAll(async () => {
    await app().listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app().server.address() as AddressInfo).port}`;
  });

  it('sends the start event at once, before the model has answered', async () => {
    const me = await buildOrg(app());
    const c = await newConversation(app(), me);
    // The model answers only when the test lets it, after the start event has arrived.
    let answer!: () => void;
    stub().reply({ text: 'Late but here.', hold: new Promise<void>((r) => (answer = r)) });
    const res = await fetch(`${base}/api/ai/conversations/${c.id}/messages`, {
      method: 'POST',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Hello model' }),
    });
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^event: start\n/);
    expect(first).not.toContain('Late but here.');
    answer();
    let rest = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += new TextDecoder().decode(value);
    }
    expect(rest).toContain('event: done');
  });

  it('a client that leaves while the model is still thinking stops the call; the answer is stored interrupted', async () => {
    const me = await buildOrg(app());
    const c = await newConversation(app(), me);
    stub().reply({ text: 'alpha beta gamma', chunks: ['alpha ', 'beta ', 'gamma'], delayMs: 300 });
    const controller = new AbortController();
    const res = await fetch(`${base}/api/ai/conversations/${c.id}/messages`, {
      method: 'POST',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Greek letters?' }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^event: start/);
    // Leave once the model has been asked (it answers only after 300 ms).
    const asked = Date.now() + 5000;
    while (stub().requests.length === 0 && Date.now() < asked) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(stub().requests).toHaveLength(1);
    controller.abort();
    await reader.read().catch(() => undefined);

    const stored = async () =>
      (await ok(call(app(), me, 'GET', `/api/ai/conversations/${c.id}`))).messages as {
        content: string;
        status: string;
      }[];
    const deadline = Date.now() + 5000;
    while ((await stored()).length < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const messages = await stored();
    // The model had not answered yet (300 ms): the call was aborted, nothing was produced.
    expect(messages.map((m) => m.content)).toEqual(['Greek letters?', '']);
    expect(messages[1]!.status).toBe('interrupted');
  });
});

describe('a reader that leaves mid-answer', () => {
  const actorOf = (who: SignedIn): Actor => ({
    userId: who.user.id,
    email: who.email,
    name: who.user.name,
    sessionToken: 'test',
    expiresAt: new Date(Date.now() + 60_000),
    signedInAt: new Date(),
    organizationId: who.user.organizationId,
    role: 'owner',
    permissions: ['*'],
    requestId: 'req_test',
  });

  it('stops the answer, keeps what was produced, marked interrupted', async () => {
    const me = await buildOrg(app());
    const c = await newConversation(app(), me);
    const conversation = (await findConversation(
      database().db,
      me.user.organizationId,
      me.user.id,
      c.id,
    ))!;
    stub().reply({
      text: 'one two three four five',
      chunks: ['one ', 'two ', 'three ', 'four ', 'five'],
    });
    const controller = new AbortController();
    const seen: string[] = [];
    for await (const event of sendMessage({
      actor: actorOf(me),
      conversation,
      question: 'Count to five',
      db: database().db,
      ai: kit().ai,
      log: recordingLogger(),
      signal: controller.signal,
    })) {
      seen.push(event.type);
      if (event.type === 'delta') controller.abort();
      if (event.type === 'done')
        expect(event.data).toMatchObject({ status: 'interrupted', confidence: null });
    }
    expect(seen).toEqual(['start', 'delta', 'done']);
    const detail = await ok(call(app(), me, 'GET', `/api/ai/conversations/${c.id}`));
    expect(detail.messages.map((m: { content: string }) => m.content)).toEqual([
      'Count to five',
      'one ',
    ]);
    expect(detail.messages[1]).toMatchObject({ status: 'interrupted' });
    // The model call was ended and still counted.
    expect(await chatUsage(me)).toHaveLength(1);
  });
});
