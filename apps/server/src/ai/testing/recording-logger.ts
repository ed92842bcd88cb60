import type { FastifyBaseLogger } from 'fastify';

export type LogLine = { level: string; args: unknown[] };

/** A logger for tests: keeps every line, so a test can assert what was (not) logged. */
export const recordingLogger = (): FastifyBaseLogger & { lines: LogLine[] } => {
  const lines: LogLine[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      lines.push({ level, args });
    };
  const logger = {
    lines,
    level: 'trace',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger & { lines: LogLine[] };
};
