import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATION_STANDARDS,
  findCertificationNames,
  normalizeCertificationName,
  sortCertificationLabels,
} from './certification-names.ts';

describe('normalizeCertificationName', () => {
  it.each([
    ['SOC 2 Type II', 'SOC 2', 'SOC2'],
    ['SOC2', 'SOC 2', 'SOC2'],
    ['soc 2', 'SOC 2', 'SOC2'],
    ['SOC-2 Type 1', 'SOC 2', 'SOC2'],
    ['SOC II', 'SOC 2', 'SOC2'],
    ['ISO/IEC 27001:2022', 'ISO 27001', 'ISO27001'],
    ['ISO 27001:2013', 'ISO 27001', 'ISO27001'],
    ['ISO27001', 'ISO 27001', 'ISO27001'],
    ['ISO-27001', 'ISO 27001', 'ISO27001'],
    ['PCI-DSS v4.0 Level 1', 'PCI DSS', 'PCI_DSS'],
    ['PCI DSS', 'PCI DSS', 'PCI_DSS'],
    ['PCI compliant', 'PCI DSS', 'PCI_DSS'],
    ['HIPAA-compliant', 'HIPAA', 'HIPAA'],
    ['GDPR', 'GDPR', 'GDPR'],
    ['UK GDPR', 'GDPR', 'GDPR'],
    ['General Data Protection Regulation', 'GDPR', 'GDPR'],
  ])('%s is %s', (written, label, framework) => {
    expect(normalizeCertificationName(written)).toEqual({ label, framework });
  });

  it.each([
    ['SOC 1 Type II', 'SOC 1'],
    ['SOC I', 'SOC 1'],
    ['SOC 3', 'SOC 3'],
    ['SOC III', 'SOC 3'],
    ['ISO/IEC 27701:2019', 'ISO 27701'],
    ['ISO 27017', 'ISO 27017'],
    ['ISO 27018', 'ISO 27018'],
    ['CSA STAR Level 2', 'CSA STAR'],
    ['FedRAMP Moderate', 'FedRAMP'],
    ['HITRUST CSF', 'HITRUST'],
    ['Cyber Essentials Plus', 'Cyber Essentials'],
    ['TISAX', 'TISAX'],
    ['NIST Cybersecurity Framework', 'NIST CSF'],
    ['NIST SP 800-53', 'NIST 800-53'],
  ])('%s is %s, a standard that is not scored (framework null)', (written, label) => {
    expect(normalizeCertificationName(written)).toEqual({ label, framework: null });
  });

  it.each(['Security', 'PCI Express slot', 'ISO 270010', 'SOCKS proxy', 'Associate', ''])(
    '%j names no standard',
    (written) => {
      expect(normalizeCertificationName(written)).toBeNull();
    },
  );

  it('every label normalises to itself', () => {
    for (const s of CERTIFICATION_STANDARDS) {
      expect(normalizeCertificationName(s.label)?.label).toBe(s.label);
    }
  });
});

describe('findCertificationNames', () => {
  it('finds each name as written, left to right, with its offset', () => {
    const text = 'We hold ISO/IEC 27001:2022, SOC 2 Type II, PCI DSS Level 1.';
    expect(findCertificationNames(text)).toEqual([
      { name: 'ISO/IEC 27001:2022', label: 'ISO 27001', framework: 'ISO27001', index: 8 },
      { name: 'SOC 2 Type II', label: 'SOC 2', framework: 'SOC2', index: 28 },
      { name: 'PCI DSS Level 1', label: 'PCI DSS', framework: 'PCI_DSS', index: 43 },
    ]);
  });

  it('the name found is always a verbatim piece of the text', () => {
    const pieces = fc.constantFrom(
      'SOC 2',
      'ISO 27001',
      ' and ',
      'HIPAA',
      'we are ',
      'GDPR',
      ', ',
      'PCI-DSS',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        for (const f of findCertificationNames(text)) {
          expect(text.slice(f.index, f.index + f.name.length)).toBe(f.name);
        }
      }),
    );
  });
});

describe('sortCertificationLabels', () => {
  it('orders the scored frameworks first and removes duplicates', () => {
    expect(sortCertificationLabels(['GDPR', 'ISO 27701', 'SOC 2', 'GDPR', 'Zeta'])).toEqual([
      'SOC 2',
      'GDPR',
      'ISO 27701',
      'Zeta',
    ]);
  });
});
