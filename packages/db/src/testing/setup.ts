// Vitest setup for database and server tests: UTC, and a failure on unexpected console.error.
import { afterEach, beforeEach, vi } from 'vitest';

process.env.TZ = 'UTC';

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error: ${errors.map((e) => e.join(' ')).join('\n')}`);
  }
});
