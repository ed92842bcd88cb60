import { describe, expect, it } from 'vitest';
import { backupCodeDigests, backupCodesLeft, generateBackupCodes } from './backup-codes.ts';

describe('backup codes', () => {
  it('are ten distinct codes of two groups of five, without look-alike characters', () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);
  });

  it('are stored as keyed digests, and a typed code finds its digest however it is spaced', async () => {
    const digests = backupCodeDigests('a-secret-of-at-least-thirty-two-characters');
    const codes = ['abcde-fghjk', 'mnpqr-stuvw'];
    const stored = await digests.store.encrypt(JSON.stringify(codes));
    expect(stored).not.toContain('abcde');
    const list = JSON.parse(await digests.store.decrypt(stored)) as string[];
    expect(list).toContain(digests.digest(' ABCDE fghjk '));
    expect(list).not.toContain(digests.digest('abcde-fghjj'));
    // What is left after one is used is written again: digests stay as they are.
    expect(await digests.store.encrypt(JSON.stringify(list.slice(1)))).toBe(
      JSON.stringify(list.slice(1)),
    );
    expect(backupCodesLeft(stored)).toBe(2);
    expect(backupCodesLeft('not json')).toBe(0);
  });

  it('depend on the server key', () => {
    const one = backupCodeDigests('a-secret-of-at-least-thirty-two-characters');
    const two = backupCodeDigests('another-secret-of-at-least-thirty-two-chars');
    expect(one.digest('abcde-fghjk')).not.toBe(two.digest('abcde-fghjk'));
  });
});
