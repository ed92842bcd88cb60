import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessVendor } from './assess.ts';
import { dueDiligenceItems } from './due-diligence.ts';
import { blank, factsArb, page, pages } from './test-builders.ts';

const securityQuestionnaire = (facts: Parameters<typeof dueDiligenceItems>[0]) =>
  dueDiligenceItems(facts).find((d) => d.item === 'Security questionnaire')!;

const accepted = {
  title: 'Vendor security',
  versionLabel: '1.2',
  score: 82,
  acceptedAt: '2026-05-04T10:00:00.000Z',
};

describe('the security questionnaire item and an accepted response', () => {
  it('points at the accepted response first, then the security page, then the trust page', () => {
    const urls = pages('securityPage', 'trustPage');
    expect(securityQuestionnaire(blank({ urls, questionnaire: accepted }))).toEqual({
      category: 'Security',
      item: 'Security questionnaire',
      status: 'PENDING',
      evidence: '“Vendor security” 1.2 accepted on May 4, 2026, score 82/100',
    });
    expect(securityQuestionnaire(blank({ urls })).evidence).toBe(page('securityPage'));
    expect(securityQuestionnaire(blank({ urls: pages('trustPage') })).evidence).toBe(
      page('trustPage'),
    );
    expect(securityQuestionnaire(blank()).evidence).toBeNull();
  });

  it('says when the response was not scored, and leaves out a missing version', () => {
    const unscored = { ...accepted, score: null, versionLabel: null };
    expect(securityQuestionnaire(blank({ questionnaire: unscored })).evidence).toBe(
      '“Vendor security” accepted on May 4, 2026, not scored',
    );
  });

  it('never moves the spec’s risk score (§9 has no questionnaire input)', () => {
    fc.assert(
      fc.property(factsArb, fc.integer({ min: 0, max: 100 }), (facts, score) => {
        const withAnswers = assessVendor({ ...facts, questionnaire: { ...accepted, score } });
        expect(withAnswers.riskScore).toBe(assessVendor(facts).riskScore);
      }),
    );
  });
});
