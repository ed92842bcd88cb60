import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name.ts';

describe('a session’s device', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    ['curl/8.5.0', 'curl/8.5.0'],
    ['lightMyRequest', 'Unknown device'],
    ['<script>alert(1)</script>', 'Unknown device'],
    [null, 'Unknown device'],
  ])('%s reads as %s', (userAgent, expected) => {
    expect(deviceName(userAgent)).toBe(expected);
  });
});
