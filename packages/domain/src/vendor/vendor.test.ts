import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  VENDOR_CATEGORIES,
  VENDOR_COMPLIANCE_STATUSES,
  VENDOR_FRAMEWORKS,
  type VendorCategory,
  type VendorDataKind,
  type VendorUrlKey,
} from '@rampart/contracts';
import { contractRecommendations } from './contract-recommendations.ts';
import { frameworkCoverage } from './coverage.ts';
import { DATA_RELATED_CATEGORIES, type VendorFacts } from './facts.ts';
import { VENDOR_FINDING_KEYS, vendorFindings } from './findings.ts';
import { nextVendorReview, REVIEW_CADENCE_DAYS } from './review.ts';
import {
  clampVendorScore,
  VENDOR_SCORE,
  vendorComplianceStatus,
  vendorRiskScore,
  vendorStatusScoreRange,
} from './score.ts';
import { blank, factsArb, page, pages } from './test-builders.ts';

const ALL_DEDUCTING_PAGES: VendorUrlKey[] = [
  'securityPage',
  'privacyPolicy',
  'dataProcessingAgreement',
];
const SURCHARGED: VendorCategory[] = ['CLOUD_PROVIDER', 'DATA_STORAGE_AND_PROCESSING', 'FINANCE'];

describe('vendor risk score (§9)', () => {
  it('a vendor with nothing held or published scores the base, 50', () => {
    expect(vendorRiskScore(blank())).toBe(50);
  });

  it.each([
    ['SOC2', 35],
    ['ISO27001', 40],
    ['PCI_DSS', 40],
    ['GDPR', 50],
    ['HIPAA', 50],
  ] as const)('holding %s alone scores %i', (framework, score) => {
    expect(vendorRiskScore(blank({ heldFrameworks: [framework] }))).toBe(score);
  });

  it.each([
    ['securityPage', 45],
    ['privacyPolicy', 45],
    ['dataProcessingAgreement', 45],
    ['trustPage', 50],
    ['statusPage', 50],
    ['subprocessorsList', 50],
    ['businessAssociateAgreement', 50],
  ] as const)('publishing %s alone scores %i', (key, score) => {
    expect(vendorRiskScore(blank({ urls: pages(key) }))).toBe(score);
  });

  it.each(VENDOR_CATEGORIES.map((c) => [c, SURCHARGED.includes(c) ? 60 : 50] as const))(
    'category %s alone scores %i',
    (category, score) => {
      expect(vendorRiskScore(blank({ category }))).toBe(score);
    },
  );

  it('an empty, blank or null link is not a page', () => {
    for (const value of ['', '   ', null, undefined]) {
      expect(vendorRiskScore(blank({ urls: { securityPage: value } }))).toBe(50);
    }
  });

  it('a framework listed twice deducts once', () => {
    expect(vendorRiskScore(blank({ heldFrameworks: ['SOC2', 'SOC2'] }))).toBe(35);
  });

  it('every deduction together reaches exactly the floor, 0; with a surcharge, 10', () => {
    const best = { heldFrameworks: [...VENDOR_FRAMEWORKS], urls: pages(...ALL_DEDUCTING_PAGES) };
    expect(vendorRiskScore(blank(best))).toBe(0);
    expect(vendorRiskScore(blank({ ...best, category: 'FINANCE' }))).toBe(10);
  });

  it('the worst facts reach 60: the ceiling of 100 only guards scores from outside', () => {
    expect(vendorRiskScore(blank({ category: 'CLOUD_PROVIDER' }))).toBe(60);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [1, 1],
    [99, 99],
    [100, 100],
    [101, 100],
    [50.4, 50],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NEGATIVE_INFINITY, 0],
    [Number.NaN, 100],
  ])('clampVendorScore(%s) = %i', (n, out) => {
    expect(clampVendorScore(n)).toBe(out);
  });

  it('is always an integer within 0..100 and equals the spec formula', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const s = vendorRiskScore(facts);
        expect(Number.isInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(VENDOR_SCORE.min);
        expect(s).toBeLessThanOrEqual(VENDOR_SCORE.max);
        const has = (k: VendorUrlKey) => (facts.urls[k] ?? '').trim() !== '';
        const held = (f: string) => facts.heldFrameworks.some((h) => h === f);
        const expected =
          50 -
          (held('SOC2') ? 15 : 0) -
          (held('ISO27001') ? 10 : 0) -
          (held('PCI_DSS') ? 10 : 0) -
          ALL_DEDUCTING_PAGES.filter(has).length * 5 +
          (SURCHARGED.includes(facts.category) ? 10 : 0);
        expect(s).toBe(expected);
      }),
    );
  });

  it('holding one more framework or publishing one more page never raises the score', () => {
    fc.assert(
      fc.property(
        factsArb,
        fc.constantFrom(...VENDOR_FRAMEWORKS),
        fc.constantFrom(...ALL_DEDUCTING_PAGES),
        (facts, framework, key) => {
          const s = vendorRiskScore(facts);
          const more = { ...facts, heldFrameworks: [...facts.heldFrameworks, framework] };
          expect(vendorRiskScore(more)).toBeLessThanOrEqual(s);
          expect(vendorRiskScore({ ...facts, urls: { ...facts.urls, [key]: page(key) } })).toBe(
            Math.max(0, vendorRiskScore({ ...facts, urls: { ...facts.urls, [key]: null } }) - 5),
          );
        },
      ),
    );
  });
});

describe('vendor compliance status (§4)', () => {
  it.each([
    [0, 'COMPLIANT'],
    [24, 'COMPLIANT'],
    [25, 'COMPLIANT'],
    [26, 'MODERATE_RISK'],
    [49, 'MODERATE_RISK'],
    [50, 'MODERATE_RISK'],
    [51, 'HIGH_RISK'],
    [74, 'HIGH_RISK'],
    [75, 'HIGH_RISK'],
    [76, 'CRITICAL_RISK'],
    [100, 'CRITICAL_RISK'],
    [Number.NaN, 'CRITICAL_RISK'],
  ])('score %s is %s', (score, status) => {
    expect(vendorComplianceStatus(score)).toBe(status);
  });

  it('from facts: SOC 2 + ISO 27001 scores 25, compliant; a blank vendor 50, moderate', () => {
    expect(
      vendorComplianceStatus(vendorRiskScore(blank({ heldFrameworks: ['SOC2', 'ISO27001'] }))),
    ).toBe('COMPLIANT');
    expect(vendorComplianceStatus(vendorRiskScore(blank()))).toBe('MODERATE_RISK');
    expect(vendorComplianceStatus(vendorRiskScore(blank({ category: 'FINANCE' })))).toBe(
      'HIGH_RISK',
    );
  });

  it('is monotone in the score, and each status range holds exactly its scores', () => {
    const rank = (s: number) => VENDOR_COMPLIANCE_STATUSES.indexOf(vendorComplianceStatus(s));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(rank(lo)).toBeLessThanOrEqual(rank(hi));
        const { min, max } = vendorStatusScoreRange(vendorComplianceStatus(a));
        expect(a >= min && a <= max).toBe(true);
      }),
    );
  });
});

const SPEC_FINDING_KEYS = ['missing_security_page', 'missing_privacy_policy', 'no_certifications'];

describe('findings (§9)', () => {
  it('a blank vendor gets all three, in order, with the spec severities', () => {
    expect(vendorFindings(blank()).map((f) => [f.key, f.category, f.severity])).toEqual([
      ['missing_security_page', 'security', 'medium'],
      ['missing_privacy_policy', 'privacy', 'high'],
      ['no_certifications', 'compliance', 'medium'],
    ]);
  });

  it.each([
    [{ urls: pages('securityPage') }, 'missing_security_page'],
    [{ urls: pages('privacyPolicy') }, 'missing_privacy_policy'],
    [{ heldFrameworks: ['GDPR'] as const }, 'no_certifications'],
  ])('%j removes %s only', (over, removed) => {
    const keys = vendorFindings(blank(over)).map((f) => f.key);
    expect(keys).toEqual(SPEC_FINDING_KEYS.filter((k) => k !== removed));
  });

  it('a vendor with both pages and a certification has none', () => {
    const facts = blank({
      heldFrameworks: ['ISO27001'],
      urls: pages('securityPage', 'privacyPolicy'),
    });
    expect(vendorFindings(facts)).toEqual([]);
  });

  it('every finding has a title, description and remediation a reviewer can act on', () => {
    for (const f of vendorFindings(blank())) {
      expect(f.title.length).toBeGreaterThan(10);
      expect(f.description.length).toBeGreaterThan(80);
      expect(f.remediation.length).toBeGreaterThan(80);
      expect(`${f.title} ${f.description} ${f.remediation}`).not.toMatch(
        /lorem|todo|\{|undefined/i,
      );
    }
  });
});

describe('findings for data processed without the agreement the law requires', () => {
  // A vendor otherwise without findings: security page, privacy policy, a certification.
  const clean = {
    heldFrameworks: ['ISO27001'] as const,
    urls: pages('securityPage', 'privacyPolicy'),
  };
  const keysOf = (over: Partial<VendorFacts>) =>
    vendorFindings(blank({ ...clean, ...over })).map((f) => f.key);

  it.each<[string, Partial<VendorFacts>, string[]]>([
    ['no data kinds', {}, []],
    ['personal data, no DPA', { dataKinds: ['personal'] }, ['no_data_processing_agreement']],
    ['employee data, no DPA', { dataKinds: ['employee'] }, ['no_data_processing_agreement']],
    ['company finances only', { dataKinds: ['financial', 'source_code'] }, []],
    [
      'health data, neither',
      { dataKinds: ['health'] },
      ['no_data_processing_agreement', 'no_business_associate_agreement'],
    ],
    [
      'personal data, DPA published',
      { dataKinds: ['personal'], urls: { ...clean.urls, ...pages('dataProcessingAgreement') } },
      [],
    ],
    ['personal data, DPA on file', { dataKinds: ['personal'], documentsOnFile: ['dpa'] }, []],
    [
      'health data, DPA and BAA on file',
      { dataKinds: ['health'], documentsOnFile: ['dpa', 'baa'] },
      [],
    ],
    [
      'health data, BAA published, no DPA',
      { dataKinds: ['health'], urls: { ...clean.urls, ...pages('businessAssociateAgreement') } },
      ['no_data_processing_agreement'],
    ],
    [
      'health data, only a SOC 2 report on file',
      { dataKinds: ['health'], documentsOnFile: ['soc2_report'] },
      ['no_data_processing_agreement', 'no_business_associate_agreement'],
    ],
  ])('%s', (_case, over, keys) => {
    expect(keysOf(over)).toEqual(keys);
  });

  it('names the data in the finding, and these findings leave the §9 score as it was', () => {
    const facts = blank({ ...clean, dataKinds: ['personal', 'health'] });
    const [dpa, baa] = vendorFindings(facts);
    expect(dpa!.severity).toBe('high');
    expect(dpa!.description).toContain('personal data and health data');
    expect(baa!.severity).toBe('high');
    expect(vendorRiskScore(facts)).toBe(vendorRiskScore(blank(clean)));
    expect(VENDOR_FINDING_KEYS).toEqual(
      expect.arrayContaining(['no_data_processing_agreement', 'no_business_associate_agreement']),
    );
  });
});

describe('framework coverage (§9)', () => {
  it('lists all five frameworks, in order, at 0 for a blank vendor', () => {
    expect(frameworkCoverage(blank())).toEqual(
      VENDOR_FRAMEWORKS.map((framework) => ({ framework, held: false, coverage: 0 })),
    );
  });

  it('a held certification adds 40 to its own framework only', () => {
    const c = frameworkCoverage(blank({ heldFrameworks: ['HIPAA'] }));
    expect(c.map((x) => [x.framework, x.held, x.coverage])).toEqual([
      ['SOC2', false, 0],
      ['ISO27001', false, 0],
      ['GDPR', false, 0],
      ['HIPAA', true, 40],
      ['PCI_DSS', false, 0],
    ]);
  });

  it.each(ALL_DEDUCTING_PAGES)('%s adds 20 to every framework', (key) => {
    expect(frameworkCoverage(blank({ urls: pages(key) })).map((x) => x.coverage)).toEqual([
      20, 20, 20, 20, 20,
    ]);
  });

  it('other pages add nothing', () => {
    const c = frameworkCoverage(
      blank({ urls: pages('trustPage', 'statusPage', 'termsOfService') }),
    );
    expect(c.every((x) => x.coverage === 0)).toBe(true);
  });

  it('held + three pages reaches the cap of 100 exactly; three pages alone give 60', () => {
    const allPages = pages(...ALL_DEDUCTING_PAGES);
    const c = frameworkCoverage(blank({ heldFrameworks: ['SOC2'], urls: allPages }));
    expect(c.map((x) => x.coverage)).toEqual([100, 60, 60, 60, 60]);
  });

  it('never exceeds 100 and moves in steps of 20', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const c = frameworkCoverage(facts);
        expect(c.map((x) => x.framework)).toEqual([...VENDOR_FRAMEWORKS]);
        for (const x of c) {
          expect(x.coverage).toBeGreaterThanOrEqual(0);
          expect(x.coverage).toBeLessThanOrEqual(100);
          expect(x.coverage % 20).toBe(0);
          expect(x.held).toBe(facts.heldFrameworks.includes(x.framework));
        }
      }),
    );
  });
});

describe('contract recommendations (§9)', () => {
  const certified = blank({ heldFrameworks: ['SOC2'] });
  const clauses = (...args: Parameters<typeof contractRecommendations>) =>
    contractRecommendations(...args).map((c) => c.clause);

  it.each([
    [0, []],
    [70, []],
    [71, ['Enhanced Security Requirements', 'Right to Audit']],
    [100, ['Enhanced Security Requirements', 'Right to Audit']],
    [150, ['Enhanced Security Requirements', 'Right to Audit']],
  ])('score %i adds %j', (score, expected) => {
    expect(clauses(certified, score)).toEqual(expected);
  });

  it('the audit clause gives 30 days notice and both high-score clauses are high priority', () => {
    const recs = contractRecommendations(certified, 71);
    const audit = recs.find((r) => r.clause === 'Right to Audit');
    expect(audit?.template).toMatch(/no less than 30 days' prior written notice/);
    expect(recs.every((r) => r.priority === 'high')).toBe(true);
    expect(recs[0]?.reason).toContain('71');
  });

  it.each(VENDOR_CATEGORIES.map((c) => [c, DATA_RELATED_CATEGORIES.includes(c)] as const))(
    'category %s adds a DPA: %s',
    (category, dpa) => {
      expect(clauses({ ...certified, category }, 0).includes('Data Processing Agreement')).toBe(
        dpa,
      );
    },
  );

  it.each([
    ['personal', true],
    ['sensitive_personal', true],
    ['health', true],
    ['payment_card', true],
    ['employee', true],
    ['customer', false],
    ['financial', false],
    ['source_code', false],
    ['public', false],
  ] as const)('data kind %s adds a DPA in a non-data category: %s', (kind, dpa) => {
    const facts = { ...certified, dataKinds: [kind] as VendorDataKind[] };
    expect(clauses(facts, 0).includes('Data Processing Agreement')).toBe(dpa);
  });

  it('the DPA is high priority unless the vendor publishes one, and the reason says why', () => {
    const dpa = (f: Parameters<typeof contractRecommendations>[0]) =>
      contractRecommendations(f, 0).find((r) => r.clause === 'Data Processing Agreement');
    const base = { ...certified, category: 'ANALYTICS' as const, dataKinds: ['health' as const] };
    expect(dpa(base)?.priority).toBe('high');
    expect(dpa(base)?.reason).toMatch(/^Analytics vendors .* health data; GDPR Article 28/);
    expect(dpa({ ...base, urls: pages('dataProcessingAgreement') })?.priority).toBe('medium');
  });

  it('health data adds a business associate agreement', () => {
    expect(clauses({ ...certified, dataKinds: ['health'] }, 0)).toContain(
      'Business Associate Agreement',
    );
  });

  it('no held certification adds the SOC 2 clause with a 12-month deadline; any held one does not', () => {
    const recs = contractRecommendations(blank(), 0);
    expect(recs.map((r) => r.clause)).toEqual(['SOC 2 Type II Attestation']);
    expect(recs[0]?.template).toMatch(/within 12 months of the Effective Date/);
    expect(clauses(blank({ heldFrameworks: ['GDPR'] }), 0)).toEqual([]);
  });

  it('a blank cloud provider at a high score gets every clause, in the spec order', () => {
    expect(clauses(blank({ category: 'CLOUD_PROVIDER' }), 80)).toEqual([
      'Enhanced Security Requirements',
      'Right to Audit',
      'Data Processing Agreement',
      'SOC 2 Type II Attestation',
    ]);
  });
});

describe('review cadence', () => {
  const from = new Date('2024-01-01T09:30:00Z');
  it.each([
    ['critical', 90, '2024-03-31T09:30:00.000Z'],
    ['high', 180, '2024-06-29T09:30:00.000Z'],
    ['medium', 365, '2024-12-31T09:30:00.000Z'],
    ['low', 730, '2025-12-31T09:30:00.000Z'],
  ] as const)('%s: every %i days', (tier, days, next) => {
    expect(REVIEW_CADENCE_DAYS[tier]).toBe(days);
    expect(nextVendorReview(tier, from).toISOString()).toBe(next);
  });

  it('does not change the date it is given', () => {
    nextVendorReview('critical', from);
    expect(from.toISOString()).toBe('2024-01-01T09:30:00.000Z');
  });
});
