import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessVendor } from './assess.ts';
import { contractRecommendations } from './contract-recommendations.ts';
import { frameworkCoverage } from './coverage.ts';
import { dueDiligenceItems } from './due-diligence.ts';
import type { VendorFacts } from './facts.ts';
import { VENDOR_FINDING_KEYS, vendorFindings } from './findings.ts';
import { VENDOR_STATUS_RECOMMENDATIONS, vendorRiskProfile } from './risk-profile.ts';
import { vendorComplianceStatus, vendorRiskScore } from './score.ts';
import { blank, factsArb, page, pages } from './test-builders.ts';

describe('risk profile fallbacks (§9)', () => {
  it.each([
    [0, 100],
    [50, 50],
    [71, 29],
    [100, 0],
    [120, 0],
    [-5, 100],
  ])('score %i gives security %i (100 minus the clamped score)', (score, security) => {
    expect(vendorRiskProfile(blank(), score).categoryScores.security).toBe(security);
  });

  it('privacy is 80 with a privacy policy, else 40', () => {
    expect(
      vendorRiskProfile(blank({ urls: pages('privacyPolicy') }), 50).categoryScores.privacy,
    ).toBe(80);
    expect(vendorRiskProfile(blank(), 50).categoryScores.privacy).toBe(40);
  });

  it('compliance is 75 with a held certification, else 35; operational 60, financial 65', () => {
    const held = vendorRiskProfile(blank({ heldFrameworks: ['GDPR'] }), 50).categoryScores;
    const none = vendorRiskProfile(blank(), 50).categoryScores;
    expect([held.compliance, none.compliance]).toEqual([75, 35]);
    expect([none.operational, none.financial]).toEqual([60, 65]);
  });

  it('ends its recommendations with the action for its status', () => {
    for (const [score, status] of [
      [25, 'COMPLIANT'],
      [26, 'MODERATE_RISK'],
      [51, 'HIGH_RISK'],
      [76, 'CRITICAL_RISK'],
    ] as const) {
      const p = vendorRiskProfile(blank(), score);
      expect(p.overallRiskScore).toBe(score);
      expect(p.recommendations.at(-1)).toBe(VENDOR_STATUS_RECOMMENDATIONS[status]);
    }
  });
});

describe('risk factors, gaps and mitigations', () => {
  const factorNames = (f: VendorFacts) => vendorRiskProfile(f, 50).riskFactors.map((x) => x.factor);

  it('a well-documented vendor outside data categories has no factor and no gap', () => {
    const facts = blank({
      heldFrameworks: ['SOC2'],
      urls: pages('securityPage', 'privacyPolicy', 'statusPage'),
    });
    const p = vendorRiskProfile(facts, 10);
    expect(p.riskFactors).toEqual([]);
    expect(p.complianceGaps).toEqual([]);
    expect(p.mitigationStrategies).toEqual([]);
    expect(p.recommendations).toEqual([VENDOR_STATUS_RECOMMENDATIONS.COMPLIANT]);
  });

  it('a finance vendor carries a financial concentration factor; a cloud provider an operational one', () => {
    const category = (c: VendorFacts['category']) =>
      vendorRiskProfile(blank({ category: c }), 60).riskFactors.find(
        (x) => x.factor === 'High-exposure service',
      )?.category;
    expect(category('FINANCE')).toBe('financial');
    expect(category('CLOUD_PROVIDER')).toBe('operational');
    expect(category('OTHER')).toBeUndefined();
  });

  it('personal data without a DPA or sub-processor list raises privacy factors and GDPR gaps', () => {
    const facts = blank({ dataKinds: ['personal'], urls: pages('privacyPolicy') });
    expect(factorNames(facts)).toEqual(
      expect.arrayContaining([
        'Personal data without a data processing agreement',
        'Unknown sub-processors',
      ]),
    );
    const gaps = vendorRiskProfile(facts, 50).complianceGaps.filter((g) => g.framework === 'GDPR');
    expect(gaps.map((g) => [g.status, g.severity])).toEqual([
      ['missing', 'high'],
      ['missing', 'medium'],
    ]);
    const signed = {
      ...facts,
      urls: pages('privacyPolicy', 'dataProcessingAgreement', 'subprocessorsList'),
    };
    expect(vendorRiskProfile(signed, 50).complianceGaps.some((g) => g.framework === 'GDPR')).toBe(
      false,
    );
  });

  it('health data: no BAA and no HIPAA is a critical gap; HIPAA held but no BAA page is unverified', () => {
    const gap = (f: VendorFacts) =>
      vendorRiskProfile(f, 50).complianceGaps.find((g) => g.framework === 'HIPAA');
    expect(gap(blank({ dataKinds: ['health'] }))).toMatchObject({
      status: 'missing',
      severity: 'critical',
    });
    expect(gap(blank({ dataKinds: ['health'], heldFrameworks: ['HIPAA'] }))).toMatchObject({
      status: 'unverified',
      severity: 'high',
    });
    const withBaa = { dataKinds: ['health' as const], urls: pages('businessAssociateAgreement') };
    expect(gap(blank(withBaa))).toBeUndefined();
  });

  it('card data without PCI DSS is a gap; holding PCI DSS closes it', () => {
    const has = (f: VendorFacts) =>
      vendorRiskProfile(f, 50).complianceGaps.some((g) => g.framework === 'PCI_DSS');
    expect(has(blank({ dataKinds: ['payment_card'] }))).toBe(true);
    expect(has(blank({ dataKinds: ['payment_card'], heldFrameworks: ['PCI_DSS'] }))).toBe(false);
  });

  it('ISO 27001 alone closes the SOC 2 assurance gap', () => {
    const soc2Gap = (f: VendorFacts) =>
      vendorRiskProfile(f, 50).complianceGaps.some((g) => g.framework === 'SOC2');
    expect(soc2Gap(blank())).toBe(true);
    expect(soc2Gap(blank({ heldFrameworks: ['ISO27001'] }))).toBe(false);
  });

  it('every factor has one mitigation and one recommendation, in the same category', () => {
    fc.assert(
      fc.property(factsArb, fc.integer({ min: 0, max: 100 }), (facts, score) => {
        const p = vendorRiskProfile(facts, score);
        expect(p.mitigationStrategies.map((m) => m.riskCategory)).toEqual(
          p.riskFactors.map((f) => f.category),
        );
        expect(p.recommendations).toHaveLength(p.riskFactors.length + 1);
        for (const v of Object.values(p.categoryScores)) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});

describe('due diligence', () => {
  const find = (f: VendorFacts, name: string) => dueDiligenceItems(f).find((i) => i.item === name);

  it('lists nine items whatever the vendor, questionnaire and privacy review always pending', () => {
    const items = dueDiligenceItems(blank());
    expect(items).toHaveLength(9);
    expect(find(blank(), 'Security questionnaire')).toMatchObject({
      status: 'PENDING',
      evidence: null,
    });
    expect(find(blank(), 'Privacy policy review')).toMatchObject({
      status: 'PENDING',
      evidence: null,
    });
  });

  it('SOC 2 report: pending and named with where the claim is, when SOC 2 is held', () => {
    expect(find(blank(), 'SOC 2 Type II report')).toEqual({
      category: 'Certifications',
      item: 'SOC 2 Type II report',
      status: 'NOT_APPLICABLE',
      evidence: null,
    });
    expect(find(blank({ heldFrameworks: ['SOC2'] }), 'SOC 2 Type II report')?.evidence).toBe(
      'SOC 2 held, as stated by the vendor',
    );
    const onTrust = blank({ heldFrameworks: ['SOC2'], urls: pages('trustPage') });
    expect(find(onTrust, 'SOC 2 Type II report')).toMatchObject({
      status: 'PENDING',
      evidence: `SOC 2 held, as stated on ${page('trustPage')}`,
    });
  });

  it.each([
    ['Business associate agreement', blank(), 'NOT_APPLICABLE'],
    ['Business associate agreement', blank({ dataKinds: ['health'] }), 'PENDING'],
    ['Business associate agreement', blank({ heldFrameworks: ['HIPAA'] }), 'PENDING'],
    ['PCI DSS Attestation of Compliance', blank(), 'NOT_APPLICABLE'],
    ['PCI DSS Attestation of Compliance', blank({ dataKinds: ['payment_card'] }), 'PENDING'],
    ['Data processing agreement', blank(), 'NOT_APPLICABLE'],
    ['Data processing agreement', blank({ category: 'MARKETING' }), 'PENDING'],
    ['Sub-processor list review', blank({ dataKinds: ['employee'] }), 'PENDING'],
    ['Service level agreement review', blank({ tier: 'low' }), 'NOT_APPLICABLE'],
    ['Service level agreement review', blank({ tier: 'high' }), 'PENDING'],
    ['Service level agreement review', blank({ urls: pages('serviceLevelAgreement') }), 'PENDING'],
  ] as const)('%s for %j is %s', (name, facts, status) => {
    expect(find(facts, name)?.status).toBe(status);
  });

  it('a published page is the evidence, and a not-applicable item carries none', () => {
    const facts = blank({ category: 'SALES', urls: pages('dataProcessingAgreement') });
    expect(find(facts, 'Data processing agreement')?.evidence).toBe(
      page('dataProcessingAgreement'),
    );
    const unused = blank({ urls: pages('businessAssociateAgreement') });
    expect(find(unused, 'Business associate agreement')).toMatchObject({
      status: 'NOT_APPLICABLE',
      evidence: null,
    });
  });
});

describe('assessVendor', () => {
  it('assembles the parts from one computed score', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const a = assessVendor(facts);
        expect(a.riskScore).toBe(vendorRiskScore(facts));
        expect(a.complianceStatus).toBe(vendorComplianceStatus(a.riskScore));
        expect(a.findings).toEqual(vendorFindings(facts));
        expect(a.frameworkCoverage).toEqual(frameworkCoverage(facts));
        expect(a.riskProfile).toEqual(vendorRiskProfile(facts, a.riskScore));
        expect(a.contractRecommendations).toEqual(contractRecommendations(facts, a.riskScore));
        expect(a.dueDiligence).toEqual(dueDiligenceItems(facts));
        for (const f of a.findings) expect(VENDOR_FINDING_KEYS).toContain(f.key);
        const text = JSON.stringify(a);
        expect(text).not.toMatch(/lorem|\btodo\b|undefined|\$\{/i);
        expect(text).not.toMatch(/\bNaN\b/);
      }),
    );
  });

  it('a blank cloud provider is high risk with three findings and the SOC 2 and DPA clauses', () => {
    const a = assessVendor(blank({ category: 'CLOUD_PROVIDER' }));
    expect(a.riskScore).toBe(60);
    expect(a.complianceStatus).toBe('HIGH_RISK');
    expect(a.findings).toHaveLength(3);
    expect(a.contractRecommendations.map((c) => c.clause)).toEqual([
      'Data Processing Agreement',
      'SOC 2 Type II Attestation',
    ]);
  });
});
