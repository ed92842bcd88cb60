import { describe, expect, it } from 'vitest';
import {
  expectConsoleError,
  recordConsoleError,
  startConsoleErrors,
  unexpectedConsoleErrors,
} from './console-errors.ts';

describe('console.error in tests', () => {
  it('counts every message the test did not declare', () => {
    startConsoleErrors();
    expectConsoleError('closed the connection', /^Hocuspocus/);
    recordConsoleError('the server closed the connection');
    recordConsoleError('Hocuspocus says hello');
    recordConsoleError(new Error('nobody expected this'));
    expect(unexpectedConsoleErrors()).toEqual([expect.stringContaining('nobody expected this')]);
    startConsoleErrors();
  });

  it('lets a test that declared its message pass through the setup file', () => {
    expectConsoleError(/expected here/);
    console.error('an error expected here');
  });
});
