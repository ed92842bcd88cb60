// Vitest setup for every project: UTC, and a failure on an unexpected console.error (declare an
// expected one with expectConsoleError from testing/console-errors.ts).
import { afterEach, beforeEach, vi } from 'vitest';
import {
  recordConsoleError,
  startConsoleErrors,
  unexpectedConsoleErrors,
} from './console-errors.ts';

process.env.TZ = 'UTC';

beforeEach(() => {
  startConsoleErrors();
  vi.spyOn(console, 'error').mockImplementation(recordConsoleError);
});
afterEach(() => {
  vi.restoreAllMocks();
  const unexpected = unexpectedConsoleErrors();
  if (unexpected.length > 0) {
    throw new Error(
      `Unexpected console.error (declare it with expectConsoleError if the test means it):\n${unexpected.join('\n')}`,
    );
  }
});
