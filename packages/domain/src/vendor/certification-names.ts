import type { VendorFramework } from '@rampart/contracts';

// The names of security and privacy standards as vendor sites write them, each mapped to one
// canonical label. Pure: the vendor extractor scans page text with it, the UI can normalise
// a name typed by hand with it.

export type CertificationStandard = {
  /** Canonical label ("SOC 2", "ISO 27001"). */
  label: string;
  /** One of the scored frameworks (spec §9), or null for the other standards. */
  framework: VendorFramework | null;
  /** Matches every written variant; global, so a text can be scanned for all of them. */
  pattern: RegExp;
};

// "\s*[-–(]?\s*" would be two adjacent runs: quadratic over a long run of spaces.
const TYPE = String.raw`(?:\s*(?:[-–(]\s*)?Type\s*(?:2|II|1|I)\b\)?)?`;
const ISO_YEAR = String.raw`(?::\s?(?:19|20)\d{2})?`;
const iso = (n: string, framework: VendorFramework | null = null): CertificationStandard => ({
  label: `ISO ${n}`,
  framework,
  pattern: new RegExp(String.raw`\bISO(?:\s?\/\s?IEC)?[\s-]?${n}${ISO_YEAR}(?!\d)`, 'gi'),
});

/** Scored frameworks first, then the others; the order is the order of `certifications`. */
export const CERTIFICATION_STANDARDS: readonly CertificationStandard[] = [
  {
    label: 'SOC 2',
    framework: 'SOC2',
    pattern: new RegExp(String.raw`\bSOC\s?-?\s?(?:2|II|Two)\b${TYPE}`, 'gi'),
  },
  iso('27001', 'ISO27001'),
  {
    label: 'PCI DSS',
    framework: 'PCI_DSS',
    // "PCI" alone is also a hardware bus: only with DSS or a compliance word after it.
    pattern:
      /\bPCI[\s-]?DSS\b(?:\s*v?\d(?:\.\d+)*)?(?:\s*Level\s*[1-4])?|\bPCI\b(?:\s*Level\s*[1-4])?(?=[\s-]*(?:compliant|compliance|certified|certification|level\s*[1-4])\b)/gi,
  },
  { label: 'HIPAA', framework: 'HIPAA', pattern: /\bHIPAA\b/gi },
  {
    label: 'GDPR',
    framework: 'GDPR',
    pattern: /\b(?:(?:EU|UK)\s)?GDPR\b|\bGeneral Data Protection Regulation\b/gi,
  },
  {
    label: 'SOC 1',
    framework: null,
    pattern: new RegExp(String.raw`\bSOC\s?-?\s?(?:1|I|One)\b${TYPE}`, 'gi'),
  },
  { label: 'SOC 3', framework: null, pattern: /\bSOC\s?-?\s?(?:3|III|Three)\b/gi },
  iso('27017'),
  iso('27018'),
  iso('27701'),
  iso('22301'),
  iso('42001'),
  iso('9001'),
  {
    label: 'CSA STAR',
    framework: null,
    pattern: /\bCSA\s+STAR\b(?:\s+(?:Level\s*[1-3]|Registry|Certification|Attestation))?/gi,
  },
  {
    label: 'FedRAMP',
    framework: null,
    pattern: /\bFedRAMP\b(?:\s+(?:High|Moderate|Low|Li-SaaS|Tailored))?/gi,
  },
  { label: 'StateRAMP', framework: null, pattern: /\bStateRAMP\b/gi },
  { label: 'HITRUST', framework: null, pattern: /\bHITRUST\b(?:\s+(?:CSF|r2|i1|e1))?/gi },
  { label: 'Cyber Essentials', framework: null, pattern: /\bCyber\s+Essentials(?:\s+Plus)?\b/gi },
  { label: 'TISAX', framework: null, pattern: /\bTISAX\b/gi },
  {
    label: 'NIST CSF',
    framework: null,
    pattern: /\bNIST\s+(?:CSF|Cybersecurity\s+Framework)\b/gi,
  },
  { label: 'NIST 800-53', framework: null, pattern: /\bNIST\s+(?:SP\s+)?800-53\b/gi },
  { label: 'NIST 800-171', framework: null, pattern: /\bNIST\s+(?:SP\s+)?800-171\b/gi },
  {
    label: 'BSI C5',
    framework: null,
    pattern: /\bBSI\s+C5\b|\bC5\s+(?:attestation|audit|report)\b/gi,
  },
  { label: 'IRAP', framework: null, pattern: /\bIRAP\b/g },
  {
    label: 'CCPA',
    framework: null,
    pattern: /\bCCPA\b|\bCPRA\b|\bCalifornia\s+Consumer\s+Privacy\s+Act\b/gi,
  },
];

export type CertificationName = {
  /** As written in the text ("SOC 2 Type II", "ISO/IEC 27001:2022"). */
  name: string;
  label: string;
  framework: VendorFramework | null;
  /** Character offset in the scanned text. */
  index: number;
};

/** Every standard named in a text, left to right; overlapping matches keep the longest. */
export const findCertificationNames = (text: string): CertificationName[] => {
  const found: CertificationName[] = [];
  for (const standard of CERTIFICATION_STANDARDS) {
    for (const m of text.matchAll(standard.pattern)) {
      found.push({
        name: m[0].trim(),
        label: standard.label,
        framework: standard.framework,
        index: m.index,
      });
    }
  }
  found.sort((a, b) => a.index - b.index || b.name.length - a.name.length);
  const kept: CertificationName[] = [];
  let end = -1;
  for (const f of found) {
    if (f.index < end) continue;
    kept.push(f);
    end = f.index + f.name.length;
  }
  return kept;
};

/** The canonical standard a written name stands for ("SOC2" → SOC 2), null when none is named. */
export const normalizeCertificationName = (
  written: string,
): { label: string; framework: VendorFramework | null } | null => {
  const first = findCertificationNames(written)[0];
  return first ? { label: first.label, framework: first.framework } : null;
};

/** Canonical labels in the order of CERTIFICATION_STANDARDS, duplicates removed. */
export const sortCertificationLabels = (labels: Iterable<string>): string[] => {
  const set = new Set(labels);
  const known = CERTIFICATION_STANDARDS.map((s) => s.label).filter((l) => set.has(l));
  const others = [...set].filter((l) => !known.includes(l)).sort();
  return [...known, ...others];
};
