import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createIsolatedReader,
  ReadingFailed,
} from '../../../platform/text-extraction/isolated-reading.ts';
import { readBody, type ReadContext } from './read-body.ts';

// A vendor's site chooses what the parsers cost: pages built to hold the CPU or exhaust memory
// are read in a child process the server kills, and the server's own event loop keeps turning.

/** A one-page PDF whose content stream inflates to `mb` megabytes of spaces. */
const pdfBomb = (mb: number): Buffer => {
  const stream = deflateSync(Buffer.alloc(mb * 1024 * 1024, ' '), { level: 9 });
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  const size = () => parts.reduce((n, b) => n + b.length, 0);
  const object = (n: number, ...chunks: (string | Buffer)[]) => {
    offsets[n] = size();
    for (const c of chunks) parts.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  };
  object(1, '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n');
  object(2, '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n');
  object(3, '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>>endobj\n');
  object(
    4,
    `4 0 obj<</Length ${stream.length}/Filter/FlateDecode>>stream\n`,
    stream,
    '\nendstream endobj\n',
  );
  const xref = size();
  const entries = [1, 2, 3, 4].map((n) => `${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  parts.push(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${entries.join('')}trailer<</Size 5/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF`,
    ),
  );
  return Buffer.concat(parts);
};

/**
 * Runs `work` and tells what the server's own process did meanwhile: whether its event loop
 * turned while the work was still pending (it did not block in the call), and how much CPU
 * the process spent. CPU time, unlike elapsed time, does not grow when the machine is busy:
 * parsing these pages in this process costs seconds of it, handing them to the child a few
 * tens of milliseconds.
 */
const inTheServer = async <T>(work: () => Promise<T>) => {
  const cpu = process.cpuUsage();
  let settled = false;
  const running = work().then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );
  void running.then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  const turnedWhilePending = !settled;
  const outcome = await running;
  const used = process.cpuUsage(cpu);
  return { ...outcome, turnedWhilePending, cpuMs: (used.user + used.system) / 1000 };
};

/** Far below what parsing the pages below in this process costs (seconds). */
const SERVER_CPU_MS = 1_000;

const readers: ReturnType<typeof createIsolatedReader>[] = [];
const readerWith = (limits: { timeoutMs: number; maxRssMb: number }) => {
  const reader = createIsolatedReader({ maxHeapMb: 256, ...limits });
  readers.push(reader);
  return reader;
};
afterAll(() => readers.forEach((reader) => reader.close()));

const simple = { op: 'html', html: '<p>Still reading</p>', url: 'https://acme.example/' } as const;

describe('reading pages in isolation', () => {
  it('stops a page nested 100,000 deep at the time limit, without stalling the server', async () => {
    // The reader applies its limits as each task starts. Starting a child counts against the
    // time limit, and on a busy machine takes longer than the deep page is given, so only the
    // deep page runs under the 2 s limit; the child is started, and restarted, under a wide one.
    const limits = { maxHeapMb: 256, maxRssMb: 2_048, timeoutMs: 25_000 };
    const reader = createIsolatedReader(limits);
    readers.push(reader);
    await reader.read(simple); // the child is started
    const deep = { op: 'html', html: `${'<div>'.repeat(100_000)}x`, url: simple.url } as const;
    limits.timeoutMs = 2_000;
    const { error, turnedWhilePending, cpuMs } = await inTheServer(() => reader.read(deep));
    limits.timeoutMs = 25_000;
    expect(error).toBeInstanceOf(ReadingFailed);
    expect(String(error)).toMatch(/longer than 2000 ms/);
    expect(turnedWhilePending).toBe(true);
    expect(cpuMs).toBeLessThan(SERVER_CPU_MS);
    // A fresh child reads the next page.
    expect((await reader.read(simple)).text).toBe('Still reading');
  }, 60_000);

  it('stops a PDF whose stream inflates past the memory limit; the server holds none of it', async () => {
    const reader = readerWith({ timeoutMs: 20_000, maxRssMb: 300 });
    await reader.read(simple);
    const bomb = pdfBomb(400);
    expect(bomb.length).toBeLessThan(1_000_000);
    const before = process.memoryUsage().arrayBuffers;
    const { error } = await inTheServer(() => reader.read({ op: 'pdf', data: bomb, maxPages: 30 }));
    expect(String(error)).toMatch(/more than 300 MB/);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(50_000_000);
    expect((await reader.read(simple)).text).toBe('Still reading');
  }, 30_000);

  it("keeps the server's event loop turning while a slow page is parsed", async () => {
    const ctx: ReadContext = {
      url: 'https://acme.example/legal',
      kind: 'legal',
      fetchedAt: '2026-01-01T00:00:00.000Z',
      renderer: null,
      pdfMaxPages: 30,
      jsOnlyMaxWords: 20,
    };
    await readBody(ctx, 'text/html', Buffer.from('<p>warm up</p>'));
    const slow = Buffer.from(`<h1>Legal</h1>${'<div>'.repeat(20_000)}Terms`);
    const { value, error, turnedWhilePending, cpuMs } = await inTheServer(() =>
      readBody(ctx, 'text/html', slow),
    );
    expect(error).toBeUndefined();
    expect(value?.note).toBeNull();
    expect(value?.doc?.text).toBe('Legal\nTerms');
    expect(turnedWhilePending).toBe(true);
    expect(cpuMs).toBeLessThan(SERVER_CPU_MS);
  }, 60_000);
});
