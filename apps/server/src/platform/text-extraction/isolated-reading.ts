// Parsing what others send (a vendor's site, an uploaded file) runs in a child process, bounded
// in time and memory.
// Parsers have costs the page chooses: parse5 and css-select are quadratic in nesting depth
// (100,000 nested <div>s hold a thread for minutes), and pdf.js inflates a stream whole, so
// a 10 MB PDF can ask for gigabytes. In the server's own process either would stop every
// request of every organisation; here the child is killed, the page is noted as not read,
// and the next page gets a fresh child.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { HtmlReading } from './read-html.ts';
import type { PdfReading } from './read-pdf.ts';
import type { SitemapReading } from './sitemap-xml.ts';
import type { OfficeText } from './read-office-text.ts';
import type { SheetGrid } from '@rampart/domain';
import type { WrittenCell } from './write-questionnaire-answers.ts';

export type ReadingTask =
  | { op: 'html'; html: string; url: string }
  | { op: 'pdf'; data: Uint8Array; maxPages: number }
  | { op: 'sitemap'; xml: string; maxUrls: number }
  // Uploaded Word and Excel files, read for search (docs/decisions/022).
  | { op: 'office'; data: Uint8Array; contentType: string; maxChars: number }
  // A customer's questionnaire as grids of cell texts (issue 22).
  | { op: 'questionnaire'; data: Uint8Array; format: 'xlsx' | 'csv' | 'docx'; name: string }
  // The customer's workbook or Word document with the answers in their cells (issue 22 point 6).
  | {
      op: 'questionnaire-answers';
      data: Uint8Array;
      format: 'xlsx' | 'docx';
      cells: WrittenCell[];
    };

type Result<T extends ReadingTask> = T extends { op: 'html' }
  ? HtmlReading
  : T extends { op: 'pdf' }
    ? PdfReading
    : T extends { op: 'office' }
      ? OfficeText
      : T extends { op: 'questionnaire' }
        ? SheetGrid[]
        : T extends { op: 'questionnaire-answers' }
          ? { bytes: Uint8Array; skipped: number }
          : SitemapReading;

export type ReadingAnswer =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

export type ReadingLimits = {
  /** One task, from when the child starts on it. */
  timeoutMs: number;
  /** The child's V8 heap (--max-old-space-size). */
  maxHeapMb: number;
  /** The child's resident memory, buffers included (pdf.js's streams live outside the heap). */
  maxRssMb: number;
};

export const READING_LIMITS: ReadingLimits = { timeoutMs: 20_000, maxHeapMb: 512, maxRssMb: 1536 };

/** A page the child could not read within the limits, or that made it fail. */
export class ReadingFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReadingFailed';
  }
}

const CHILD = new URL('./page-reading-child.ts', import.meta.url);
// The child is TypeScript like the rest of the server: it loads through tsx.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const WATCH_MS = 100;
/** A child with nothing to read for this long is stopped; the next page starts another. */
const IDLE_MS = 60_000;

/** Resident memory of a process in MB, from /proc where there is one; null elsewhere. */
const rssMb = (pid: number): number | null => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
};

type Pending = { task: ReadingTask; resolve: (v: unknown) => void; reject: (e: Error) => void };

/** One child, one task at a time; a task that breaks a limit kills the child. */
export const createIsolatedReader = (limits: ReadingLimits = READING_LIMITS) => {
  let child: ChildProcess | null = null;
  let nextId = 0;
  let idleTimer: NodeJS.Timeout | null = null;
  const queue: Pending[] = [];
  let running: { id: number; pending: Pending; on: ChildProcess; stop: () => void } | null = null;

  /** Ends the running task, then starts the next one. */
  const settle = (outcome: (pending: Pending) => void) => {
    if (!running) return;
    const { pending, stop } = running;
    stop();
    running = null;
    outcome(pending);
    next();
  };

  const spawn = (): ChildProcess => {
    const spawned = fork(CHILD, [], {
      execArgv: ['--import', TSX, `--max-old-space-size=${limits.maxHeapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      // The child reads hostile input: it gets none of the server's secrets (database URL,
      // model keys) from the environment.
      env: {
        NODE_ENV: process.env.NODE_ENV ?? 'production',
        ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      },
    });
    spawned.on('message', (answer: ReadingAnswer) => {
      if (running?.on !== spawned || answer.id !== running.id) return;
      settle((pending) =>
        answer.ok
          ? pending.resolve(answer.value)
          : pending.reject(new ReadingFailed(answer.message)),
      );
    });
    spawned.on('exit', () => {
      if (child === spawned) child = null;
      // Out of heap, or killed by the system: the task it was on is not read.
      if (running?.on !== spawned) return;
      settle((pending) =>
        pending.reject(
          new ReadingFailed('the reader stopped before the page was read (out of memory)'),
        ),
      );
    });
    spawned.on('error', () => undefined);
    return spawned;
  };

  const kill = (target: ChildProcess, reason: string) => {
    if (running?.on !== target) return;
    if (child === target) child = null;
    target.kill('SIGKILL');
    settle((pending) => pending.reject(new ReadingFailed(reason)));
  };

  const next = () => {
    if (running) return;
    const pending = queue.shift();
    if (!pending) {
      // Idle: the child must not keep the server (or a test) alive, nor its memory for long.
      child?.unref();
      child?.channel?.unref();
      const idle = child;
      if (idle) {
        idleTimer = setTimeout(() => {
          if (child === idle && !running) close();
        }, IDLE_MS);
        idleTimer.unref();
      }
      return;
    }
    if (idleTimer) clearTimeout(idleTimer);
    child ??= spawn();
    const current = child;
    current.ref();
    current.channel?.ref();
    const id = ++nextId;
    const timer = setTimeout(
      () => kill(current, `the page took longer than ${limits.timeoutMs} ms to read`),
      limits.timeoutMs,
    );
    const watch = setInterval(() => {
      const rss = current.pid === undefined ? null : rssMb(current.pid);
      if (rss !== null && rss > limits.maxRssMb) {
        kill(current, `the page needs more than ${limits.maxRssMb} MB to read`);
      }
    }, WATCH_MS);
    running = {
      id,
      pending,
      on: current,
      stop: () => {
        clearTimeout(timer);
        clearInterval(watch);
      },
    };
    // A child that died just before: its exit settles the task.
    current.send({ id, task: pending.task }, (err) => err && kill(current, 'the reader stopped'));
  };

  function close(): void {
    child?.kill('SIGKILL');
    child = null;
  }

  return {
    read<T extends ReadingTask>(task: T): Promise<Result<T>> {
      return new Promise<Result<T>>((resolve, reject) => {
        queue.push({ task, resolve: resolve as (v: unknown) => void, reject });
        next();
      });
    },
    /** Stops the child; a task it was on is not read. */
    close,
  };
};

let shared: ReturnType<typeof createIsolatedReader> | null = null;

/** The process's reader, started on the first page. */
export const readInIsolation = <T extends ReadingTask>(task: T): Promise<Result<T>> =>
  (shared ??= createIsolatedReader()).read(task);
