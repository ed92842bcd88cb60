import { describe, expect, it } from 'vitest';
import { findCertificationNames } from './certification-names.ts';

// Text from vendor sites is untrusted: a standard's name followed by a long run of spaces must
// not make the scan quadratic (two adjacent `\s*` around an optional dash did).

describe('findCertificationNames on hostile text', () => {
  it('scans a name followed by 100,000 spaces in linear time', () => {
    const text = `SOC 2${' '.repeat(100_000)}x`;
    const started = performance.now();
    expect(findCertificationNames(text).map((n) => n.name)).toEqual(['SOC 2']);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('still reads the report type after spaces and a dash', () => {
    expect(findCertificationNames('SOC 2 - Type II report')[0]?.name).toBe('SOC 2 - Type II');
    expect(findCertificationNames('SOC 2 (Type 2)')[0]?.name).toBe('SOC 2 (Type 2)');
    expect(findCertificationNames('SOC 2   Type II')[0]?.name).toBe('SOC 2   Type II');
  });
});
