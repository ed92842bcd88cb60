import {
  parseChatStreamEvent,
  type ChatStreamEvent,
  type SendMessageBody,
} from '@rampart/contracts';
import { postEventStream } from '../../../lib/event-stream.ts';
import { conversationPath } from './keys.ts';

/**
 * Asks a question and reads the answer as it streams (Server-Sent Events over a POST). Calls
 * `onEvent` for each event as it arrives and resolves when the stream ends. Aborting the signal
 * stops reading; the server keeps what it produced so far. A refusal before the stream opened
 * (400, 401, 403, 404...) is an ApiError worded like the API client's.
 */
export const streamAnswer = (
  conversationId: string,
  body: SendMessageBody,
  opts: { signal?: AbortSignal; onEvent: (event: ChatStreamEvent) => void },
): Promise<void> =>
  postEventStream(`${conversationPath(conversationId)}/messages`, body, {
    ...opts,
    decode: parseChatStreamEvent,
  });
