// `npm run bench:collab`: edit-to-peer latency on one questionnaire with 50 clients. One client
// changes a question's text; the time until each of the other 49 sees it is one sample. Each
// edit waits for every peer before the next, so the figure is latency, not queueing.
// Four set-ups, all in this run, servers in their own processes and clients in this one:
//   Rampart, one process (session check, sharing rules, update checks, every update written to
//   the database before it is acknowledged, stores)      vs  a bare Hocuspocus (no hooks);
//   Rampart, two processes on one PostgreSQL and Redis    vs  two bare Hocuspocus with Redis.
// The two-process pair needs DATABASE_URL and REDIS_URL (PostgreSQL: the embedded engine is one
// process's); without them it is skipped and says so. BENCH_CLIENTS, BENCH_EDITS tune it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HocuspocusProvider } from '@hocuspocus/provider';
import { WebSocket } from 'ws';
import * as Y from 'yjs';
import { encodeStructure, readStructure, setQuestionText } from '@rampart/domain/questionnaire-doc';
import {
  connectCollab,
  type CollabClient,
} from '../apps/server/src/collaboration/collab-client.ts';
import {
  registerOverHttp,
  startCollabProcess,
  type CollabProcess,
} from '../apps/server/src/testing/collab-processes.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const EDITS = Number(process.env.BENCH_EDITS ?? 100);
const PEER_TIMEOUT_MS = 10_000;

const structure = {
  sections: [
    {
      id: 's1',
      title: 'Bench',
      questions: [{ id: 'q1', text: 'start', type: 'text' as const, required: false, weight: 0 }],
    },
  ],
};

/** Bare Hocuspocus has no persistence: the first client writes the same content. */
/** What the measurement needs of a client, Rampart's or a bare Hocuspocus one. */
type BenchClient = Pick<CollabClient, 'provider' | 'doc' | 'ready' | 'destroy'>;

const connectBare = (port: number, name: string, seed: boolean): BenchClient => {
  const doc = new Y.Doc();
  if (seed) Y.applyUpdate(doc, encodeStructure(structure));
  let ready: () => void = () => undefined;
  const provider = new HocuspocusProvider({
    url: `ws://127.0.0.1:${port}`,
    name,
    document: doc,
    WebSocketPolyfill: WebSocket,
    onSynced: () => ready(),
  } as never);
  return {
    provider,
    doc,
    ready: new Promise<void>((r) => (ready = r)),
    destroy: () => provider.destroy(),
  };
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

type Result = { p50: number; p95: number; samples: number; lost: number };

/** Clients alternate between the servers given; client 0 (then each in turn) edits. */
const measure = async (clients: BenchClient[]): Promise<Result> => {
  await Promise.all(clients.map((c) => c.ready));
  process.stderr.write(`  ${clients.length} clients synced\n`);
  const textOf = (c: BenchClient) => readStructure(c.doc).sections[0]?.questions[0]?.text;
  // Everyone starts from the same content.
  await waitAll(clients, (c) => textOf(c) !== undefined);
  const samples: number[] = [];
  let lost = 0;
  for (let i = 0; i < EDITS; i++) {
    const sender = clients[i % clients.length]!;
    const marker = `edit ${i}`;
    const peers = clients.filter((c) => c !== sender);
    const seen = peers.map(
      (peer) =>
        new Promise<number | null>((resolve) => {
          const timer = setTimeout(() => {
            peer.doc.off('update', look);
            resolve(null);
          }, PEER_TIMEOUT_MS);
          const look = () => {
            if (textOf(peer) !== marker) return;
            clearTimeout(timer);
            peer.doc.off('update', look);
            resolve(performance.now());
          };
          peer.doc.on('update', look);
        }),
    );
    const sent = performance.now();
    setQuestionText(sender.doc, 'q1', 'text', marker);
    for (const at of await Promise.all(seen)) {
      if (at === null) lost++;
      else samples.push(at - sent);
    }
  }
  samples.sort((a, b) => a - b);
  process.stderr.write(`  ${samples.length} samples, ${lost} lost\n`);
  return {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    samples: samples.length,
    lost,
  };
};

const waitAll = (clients: BenchClient[], check: (c: BenchClient) => boolean) =>
  Promise.all(
    clients.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (check(c)) return resolve();
          const look = () => {
            if (!check(c)) return;
            c.doc.off('update', look);
            resolve();
          };
          c.doc.on('update', look);
        }),
    ),
  );

const fmt = (n: number) => n.toFixed(1).padStart(7);
const row = (label: string, r: Result) =>
  `${label.padEnd(34)} p50 ${fmt(r.p50)} ms  p95 ${fmt(r.p95)} ms  (${r.samples} samples${r.lost ? `, ${r.lost} lost` : ''})`;

const processes: CollabProcess[] = [];
const start = async (kind: 'rampart' | 'bare', port: number, env: Record<string, string>) => {
  const p = await startCollabProcess(kind, port, env);
  processes.push(p);
  return p;
};

const ratio = (r: Result, b: Result) =>
  `ratio Rampart / bare: p50 ${(r.p50 / b.p50).toFixed(2)}, p95 ${(r.p95 / b.p95).toFixed(2)}`;

const run = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rampart-bench-collab-'));
  const lines: string[] = [];
  try {
    // One process each. The single Rampart runs on the embedded engine, without Redis.
    const rampart = await start('rampart', 3321, {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_URL: 'http://127.0.0.1:3321',
    });
    const bare = await start('bare', 3322, { REDIS_URL: '' });
    const account = await registerOverHttp(rampart.baseUrl, 'bench-collab');
    const id = await account.createDraft(structure);
    const rampartClients = Array.from({ length: CLIENTS }, () =>
      connectCollab({ baseUrl: rampart.baseUrl, questionnaireId: id, cookie: account.cookie }),
    );
    const r1 = await measure(rampartClients);
    rampartClients.forEach((c) => c.destroy());
    const bareName = `bench-single-${Date.now()}`;
    const bareClients = Array.from({ length: CLIENTS }, (_, i) =>
      connectBare(bare.port, bareName, i === 0),
    );
    const b1 = await measure(bareClients);
    bareClients.forEach((c) => c.destroy());
    lines.push(row(`Rampart, 1 process`, r1), row(`bare Hocuspocus, 1 process`, b1), ratio(r1, b1));

    const { DATABASE_URL, REDIS_URL } = process.env;
    if (!DATABASE_URL || !REDIS_URL) {
      lines.push('two processes: skipped (set DATABASE_URL and REDIS_URL: PostgreSQL and Redis)');
    } else {
      const env = (port: number) => ({
        DATABASE_URL,
        REDIS_URL,
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      });
      const [p1, p2, q1, q2] = await Promise.all([
        start('rampart', 3323, env(3323)),
        start('rampart', 3324, env(3324)),
        start('bare', 3325, { REDIS_URL }),
        start('bare', 3326, { REDIS_URL }),
      ]);
      const pairAccount = await registerOverHttp(p1.baseUrl, 'bench-collab-pair');
      const pairId = await pairAccount.createDraft(structure);
      const pair = Array.from({ length: CLIENTS }, (_, i) =>
        connectCollab({
          baseUrl: (i % 2 === 0 ? p1 : p2).baseUrl,
          questionnaireId: pairId,
          cookie: pairAccount.cookie,
        }),
      );
      const r2 = await measure(pair);
      pair.forEach((c) => c.destroy());
      const name = `bench-pair-${Date.now()}`;
      const barePair = Array.from({ length: CLIENTS }, (_, i) =>
        connectBare((i % 2 === 0 ? q1 : q2).port, name, i === 0),
      );
      const b2 = await measure(barePair);
      barePair.forEach((c) => c.destroy());
      lines.push(
        row(`Rampart, 2 processes (Redis)`, r2),
        row(`bare Hocuspocus, 2 processes (Redis)`, b2),
        ratio(r2, b2),
      );
    }
  } finally {
    for (const p of processes) p.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nbench:collab: ${EDITS} edits on one questionnaire, each seen by ${CLIENTS - 1} peers`,
  );
  console.log(
    'servers in their own processes, clients in this one; authentication and persistence on\n',
  );
  for (const l of lines) console.log(l);
};

await run();
process.exit(0);
