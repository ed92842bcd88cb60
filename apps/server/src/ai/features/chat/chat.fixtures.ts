import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { parseChatStreamEvent, type ChatStreamEvent } from '@rampart/contracts';
import type { SignedIn } from '../../../testing/factories.ts';
import { call, dataOf } from '../../testing/ai-test-kit.ts';

/** Helpers shared by the chat tests. */

export { call };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test data read loosely
type Loose = any;

/** The data of a call that must answer 200. */
export const ok = async <T = Loose>(res: Promise<LightMyRequestResponse>): Promise<T> =>
  dataOf(await res) as T;

/** The events of a text/event-stream body, in order; throws on a malformed one. */
export const parseEvents = (body: string): ChatStreamEvent[] =>
  body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const type = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      const event = type && data ? parseChatStreamEvent(type, JSON.parse(data)) : null;
      if (!event) throw new Error(`malformed event: ${block}`);
      return event;
    });

export type Answer = {
  events: ChatStreamEvent[];
  text: string;
  last: ChatStreamEvent;
  contentType: string | undefined;
};

/** Asks a question in a conversation and reads the whole stream. */
export const ask = async (
  app: FastifyInstance,
  who: SignedIn,
  conversationId: string,
  content: string,
): Promise<Answer> => {
  const res = await call(app, who, 'POST', `/api/ai/conversations/${conversationId}/messages`, {
    content,
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  const events = parseEvents(res.body);
  return {
    events,
    text: events.flatMap((e) => (e.type === 'delta' ? [e.data.text] : [])).join(''),
    last: events.at(-1)!,
    contentType: res.headers['content-type'] as string | undefined,
  };
};

export const newConversation = async (app: FastifyInstance, who: SignedIn, title?: string) =>
  ok<{ id: string; title: string }>(
    call(app, who, 'POST', '/api/ai/conversations', title ? { title } : {}),
  );

export const createRisk = (app: FastifyInstance, who: SignedIn, body: object) =>
  ok<{ id: string; title: string }>(call(app, who, 'POST', '/api/risks', body));

export const createControl = (app: FastifyInstance, who: SignedIn, body: object) =>
  ok<{ id: string; title: string }>(call(app, who, 'POST', '/api/controls', body));

export const mapControl = (
  app: FastifyInstance,
  who: SignedIn,
  riskId: string,
  controlId: string,
) =>
  ok(
    call(app, who, 'POST', '/api/control-risk-mappings', { riskId, controlId, effectiveness: 0.8 }),
  );
