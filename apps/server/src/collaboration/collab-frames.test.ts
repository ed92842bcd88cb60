// Malformed WebSocket frames from anyone, before any authentication: each closes its own socket
// and nothing else (an unheard 'error' from `ws` used to end the whole process).
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { testDatabase } from '@rampart/db/testing';
import { COLLAB_PATH } from '@rampart/contracts';
import { buildApp } from '../app.ts';
import { testConfig } from '../testing/app.ts';
import { buildOrg, type SignedIn } from '../testing/factories.ts';
import {
  createQuestionnaire,
  smallStructure,
} from '../modules/questionnaires/questionnaire-test-kit.ts';
import { connectCollab } from './collab-client.ts';

let app: FastifyInstance;
let baseUrl: string;
let port: number;
let owner: SignedIn;

beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await testDatabase(), mailer: null });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(baseUrl).port);
  owner = await buildOrg(app);
});
afterAll(async () => {
  await app.close();
});

/** A socket past the WebSocket handshake on /collab, with no cookie and no token. */
const upgraded = () =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('error', reject);
    socket.once('connect', () =>
      socket.write(
        `GET ${COLLAB_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\n` +
          `Connection: Upgrade\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
          'Sec-WebSocket-Version: 13\r\n\r\n',
      ),
    );
    socket.once('data', (data) => {
      if (data.toString('latin1').startsWith('HTTP/1.1 101')) resolve(socket);
      else reject(new Error(`no upgrade: ${data.toString('latin1').slice(0, 40)}`));
    });
  });

/** Sends the bytes and resolves once the server has closed that socket. */
const sendAndWaitClose = async (bytes: Uint8Array) => {
  const socket = await upgraded();
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined); // a reset after the server's close frame
  socket.write(bytes);
  // A frame the server can still wait on (a header announcing more) is ended by us.
  const ended = setTimeout(() => socket.end(), 2000);
  await closed;
  clearTimeout(ended);
};

const healthy = async () => {
  const res = await fetch(`${baseUrl}/api/health`);
  expect(res.status).toBe(200);
};

const mask = [1, 2, 3, 4];
const over2MiB = (() => {
  const header = Buffer.alloc(10);
  header[0] = 0x82; // FIN, binary
  header[1] = 0x80 | 127; // masked, 64-bit length follows
  header.writeBigUInt64BE(BigInt(3 * 1024 * 1024), 2);
  return Buffer.concat([header, Buffer.from(mask)]);
})();
const frames: [string, number[] | Buffer][] = [
  ['a two-byte frame', [0x81, 0x05]],
  ['an unmasked frame', [0x82, 0x02, 0x00, 0x00]],
  ['reserved bits set', [0xf2, 0x80, ...mask]],
  ['an unknown opcode', [0x83, 0x80, ...mask]],
  ['a stray continuation', [0x80, 0x80, ...mask]],
  ['a fragmented control frame', [0x09, 0x80, ...mask]],
  ['a control frame over 125 bytes', [0x89, 0x80 | 126, 0x00, 0x7e, ...mask]],
  ['a close frame with a bad code', [0x88, 0x82, ...mask, 0x03 ^ 1, 0xe7 ^ 2]],
  ['a frame over the 2 MiB limit', over2MiB],
];

describe('malformed frames on /collab', () => {
  it.each(frames)('%s closes that socket only', async (_name, bytes) => {
    await sendAndWaitClose(Uint8Array.from(bytes));
    await healthy();
  });

  it('survives frames of every size and shape', async () => {
    const header = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }));
    await fc.assert(
      fc.asyncProperty(header, fc.uint8Array({ maxLength: 64 }), async ([b0, b1], rest) => {
        await sendAndWaitClose(Uint8Array.from([b0, b1, ...rest]));
      }),
      { numRuns: 40 },
    );
    await healthy();
    // And the socket still serves a person who signs in.
    const { id } = await createQuestionnaire(app, owner, {
      title: 'Still',
      structure: smallStructure(),
    });
    const c = connectCollab({ baseUrl, questionnaireId: id as string, cookie: owner.cookie });
    await c.ready;
    c.destroy();
  });
});
