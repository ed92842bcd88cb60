import { describe, expect, it } from 'vitest';
import { readServerMessage } from './server-message.ts';

describe('readServerMessage', () => {
  it('reads the three kinds of message', () => {
    expect(readServerMessage('{"type":"saved","at":"2026-03-01T09:00:00.000Z"}')).toEqual({
      type: 'saved',
      at: '2026-03-01T09:00:00.000Z',
    });
    expect(readServerMessage('{"type":"changed","resource":"comments"}')).toEqual({
      type: 'changed',
      resource: 'comments',
    });
    expect(readServerMessage('{"type":"access","reason":"revoked"}')).toEqual({
      type: 'access',
      reason: 'revoked',
    });
  });

  it('ignores anything else', () => {
    for (const payload of [
      'not json',
      'null',
      '"saved"',
      '{"type":"saved"}',
      '{"type":"changed","resource":"secrets"}',
      '{"type":"access","reason":"maybe"}',
      '{"type":"other"}',
    ]) {
      expect(readServerMessage(payload)).toBeNull();
    }
  });
});
