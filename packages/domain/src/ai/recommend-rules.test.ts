import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIBRARY_CATEGORY_VALUES as LIBRARY_CATEGORIES } from '@rampart/contracts';
import { RISK_CATEGORIES } from '../risk/normalize.ts';
import { rankControls, recommendationRationale, type CandidateControl } from './recommend-rank.ts';
import {
  EXPANSIONS,
  FILLER_WORDS,
  RECOMMEND_LIMITS,
  RECOMMEND_WEIGHTS,
  buildRecommendQuery,
  firedExpansions,
  frameworksNamedIn,
  frameworksServed,
  normalizeRiskText,
  requirementsOfFramework,
  tsRankWeights,
  wordsOf,
} from './recommend-rules.ts';
import { CATEGORY_AFFINITY, categoryAffinity } from './recommend-affinity.ts';

const fired = (title: string, description = '') =>
  firedExpansions(title, description).map((r) => r.id);

describe('risk text', () => {
  it('normalises case, accents and typographic quotes', () => {
    expect(normalizeRiskText('Café “Wi-Fi” isn’t SAFE')).toBe('cafe "wi-fi" isn\'t safe');
  });

  it('splits into alphanumeric words of two or more characters, once each', () => {
    expect(wordsOf('A TLS/SSL cert, a TLS cert & 2FA!')).toEqual(['tls', 'ssl', 'cert', '2fa']);
    expect(wordsOf('')).toEqual([]);
  });
});

describe('expansion table', () => {
  it('has unique ids, plain-word concepts and terms', () => {
    const ids = EXPANSIONS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of EXPANSIONS) {
      expect(rule.concept.length).toBeGreaterThan(3);
      expect(rule.concept).not.toMatch(/\n/);
      expect(wordsOf(rule.terms).length).toBeGreaterThan(0);
    }
  });

  it('uses stateless patterns (a global or sticky RegExp would remember its last match)', () => {
    for (const rule of EXPANSIONS) {
      for (const re of Array.isArray(rule.when) ? rule.when : [rule.when]) {
        expect(re.global || re.sticky, rule.id).toBe(false);
      }
    }
  });

  it('fires nothing on empty text', () => {
    expect(fired('')).toEqual([]);
  });

  it.each([
    ['Payroll changes are entered and approved by the same person', 'segregation'],
    ['An expired TLS certificate took the customer portal down', 'certificates'],
    ['Staff fall for phishing emails', 'phishing'],
    ['Ransomware encrypts the file servers', 'ransomware'],
    ['Former employees keep their VPN accounts', 'leavers'],
    ['Breach at our payroll provider', 'vendor-breach'],
    ['Card numbers kept in plain text', 'card-data'],
    ['Nobody tested a restore from backup', 'backups'],
    ['Subject access requests answered late', 'dsar'],
    ['Single sign-on missing, separate logins everywhere', 'sso'],
  ])('recognises %j as %s', (title, rule) => {
    expect(fired(title)).toContain(rule);
  });

  it('needs every pattern of a list: a vendor alone is not a vendor breach', () => {
    expect(fired('We depend on one vendor')).toContain('vendor');
    expect(fired('We depend on one vendor')).not.toContain('vendor-breach');
  });

  it('does not read payroll as fraud without a manipulation', () => {
    expect(fired('Old payroll application on an unsupported server')).not.toContain(
      'finance-fraud',
    );
    expect(fired('Payroll rates changed without a check')).toContain('finance-fraud');
  });
});

describe('the query', () => {
  it('weights title words above description words, boilerplate below both', () => {
    const q = buildRecommendQuery({
      title: 'Inadequate payroll approval',
      description: 'payroll and vendor payments',
    });
    const weight = (w: string) => q.words.find((x) => x.word === w)?.text;
    expect(weight('payroll')).toBe(RECOMMEND_WEIGHTS.title);
    expect(weight('vendor')).toBe(1);
    expect(weight('inadequate')).toBe(RECOMMEND_WEIGHTS.title * RECOMMEND_WEIGHTS.filler);
    expect(FILLER_WORDS.has('inadequate')).toBe(true);
  });

  it('adds the fired expansions’ terms with weight 0 as the risk’s own words', () => {
    const q = buildRecommendQuery({ title: 'Same person enters and approves payments' });
    const seg = q.words.find((x) => x.word === 'segregation');
    expect(seg).toEqual({
      word: 'segregation',
      text: 0,
      rules: expect.arrayContaining(['segregation']),
    });
    expect(q.fired.map((r) => r.id)).toContain('segregation');
  });

  it('caps a long description', () => {
    const description = Array.from({ length: 500 }, (_, i) => `word${i}`).join(' ');
    const q = buildRecommendQuery({ title: 'x', description });
    expect(q.words.filter((w) => w.text > 0).length).toBeLessThanOrEqual(
      RECOMMEND_LIMITS.maxTextWords + 1,
    );
  });

  it('finds frameworks named in the text', () => {
    expect(frameworksNamedIn('Non-compliance with PCI DSS and GDPR')).toEqual(['PCI-DSS', 'GDPR']);
    expect(frameworksNamedIn('SOC 2 report', 'ISO 27001 audit')).toEqual(['SOC2', 'ISO27001']);
    expect(frameworksNamedIn('Nothing here')).toEqual([]);
  });
});

describe('frameworks and categories', () => {
  const standards = ['ISO27001:2022-A.5.15', 'SOC2-CC6.1', 'PCI-DSS-4.0-7.2.1', 'SOX-ITGC-AC-06'];

  it.each([
    ['ISO27001', 1],
    ['SOC2', 1],
    ['PCI-DSS', 1],
    ['PCI DSS', 1],
    ['SOX-ITGC', 1],
    ['HIPAA', 0],
    ['', 0],
  ])('counts %j requirements: %i', (id, n) => {
    expect(requirementsOfFramework(standards, id)).toBe(n);
  });

  it('lists the served frameworks once, in the order given', () => {
    expect(frameworksServed(standards, ['SOC2', 'HIPAA', 'SOC2', 'ISO27001'])).toEqual([
      'SOC2',
      'ISO27001',
    ]);
  });

  it('gives every risk category an affinity in 0..1 for every library category', () => {
    for (const risk of RISK_CATEGORIES) {
      for (const lib of LIBRARY_CATEGORIES) {
        const a = CATEGORY_AFFINITY[risk][lib];
        expect(a, `${risk} ${lib}`).toBeGreaterThanOrEqual(0);
        expect(a, `${risk} ${lib}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('reads categories in any case and ignores unknown ones', () => {
    expect(categoryAffinity('financial', 'access-control')).toBe(
      CATEGORY_AFFINITY.FINANCIAL['access-control'],
    );
    expect(categoryAffinity('REPUTATIONAL', 'governance')).toBe(0);
    expect(categoryAffinity(null, 'governance')).toBe(0);
  });

  it('passes ts_rank its weights as {D, C, B, A}', () => {
    const f = RECOMMEND_WEIGHTS.field;
    expect(tsRankWeights()).toEqual([f.D, f.C, f.B, f.A]);
  });
});

const control = (over: Partial<CandidateControl> & { id: string }): CandidateControl => ({
  name: over.id,
  category: 'governance',
  importance: 'PREFERRED',
  standards: '',
  ranks: {},
  adoptedControlIds: [],
  ...over,
});

/** A query of the given words (one lexeme each, the word itself). */
const queryOf = (title: string) => {
  const q = buildRecommendQuery({ title });
  return { q, lexemes: q.words.map((w) => [w.word]) };
};

describe('ranking', () => {
  it('lets a rare word outweigh a common one (inverse document frequency)', () => {
    const { q, lexemes } = queryOf('payroll data');
    const common = Array.from({ length: 20 }, (_, i) =>
      control({ id: `C-${String(i).padStart(2, '0')}`, ranks: { data: 0.6 } }),
    );
    const rare = control({ id: 'RARE', ranks: { payroll: 0.3 } });
    const ranked = rankControls(q, lexemes, [...common, rare], {
      libraryCount: 147,
      frameworks: [],
    });
    expect(ranked[0]!.libraryControlId).toBe('RARE');
  });

  it('breaks ties by category affinity, then importance, then id', () => {
    const { q, lexemes } = queryOf('payroll');
    const same = { ranks: { payroll: 0.5 } };
    const candidates = [
      control({ id: 'B', category: 'privacy', importance: 'ADVANCED', ...same }),
      control({ id: 'A', category: 'privacy', importance: 'ADVANCED', ...same }),
      control({ id: 'M', category: 'physical-security', importance: 'MANDATORY', ...same }),
      control({ id: 'AC', category: 'access-control', importance: 'ADVANCED', ...same }),
    ];
    const ids = (category?: string) =>
      rankControls(q, lexemes, candidates, { libraryCount: 147, frameworks: [], category }).map(
        (r) => r.libraryControlId,
      );
    expect(ids('FINANCIAL')).toEqual(['AC', 'M', 'A', 'B']);
    expect(ids()).toEqual(['M', 'A', 'AC', 'B']);
  });

  it('marks adopted controls in place and ranks them below an equal gap', () => {
    const { q, lexemes } = queryOf('payroll');
    const ranked = rankControls(
      q,
      lexemes,
      [
        control({ id: 'A', ranks: { payroll: 0.5 }, adoptedControlIds: ['ctl_1'] }),
        control({ id: 'B', ranks: { payroll: 0.5 } }),
      ],
      { libraryCount: 147, frameworks: [] },
    );
    expect(ranked.map((r) => r.libraryControlId)).toEqual(['B', 'A']);
    expect(ranked[1]).toMatchObject({ inPlace: true, adoptedControlIds: ['ctl_1'] });
    expect(ranked[1]!.rationale).toContain('already in place');
    expect(ranked[0]!.inPlace).toBe(false);
  });

  it('boosts and names the frameworks a control serves', () => {
    const { q, lexemes } = queryOf('payroll');
    const candidates = [
      control({ id: 'A', ranks: { payroll: 0.5 } }),
      control({ id: 'B', ranks: { payroll: 0.5 }, standards: 'SOX-ITGC-AC-06;SOC2-CC5.1' }),
    ];
    const ranked = rankControls(q, lexemes, candidates, {
      libraryCount: 147,
      frameworks: ['SOX-ITGC'],
    });
    expect(ranked[0]!.libraryControlId).toBe('B');
    expect(ranked[0]!.rationale).toContain('serves SOX-ITGC');
    expect(ranked[0]!.standards).toEqual(['SOX-ITGC-AC-06', 'SOC2-CC5.1']);
  });

  it('prefers controls covering more of a framework the risk names', () => {
    const { q, lexemes } = queryOf('PCI DSS compliance');
    const candidates = [
      control({ id: 'ONE', ranks: { pci: 0.2 }, standards: 'PCI-DSS-4.0-1.1.1' }),
      control({
        id: 'MANY',
        ranks: { pci: 0.2 },
        standards: 'PCI-DSS-4.0-1.1.1;PCI-DSS-4.0-1.2.1;PCI-DSS-4.0-1.3.1',
      }),
    ];
    const ranked = rankControls(q, lexemes, candidates, { libraryCount: 147, frameworks: [] });
    expect(ranked.map((r) => r.libraryControlId)).toEqual(['MANY', 'ONE']);
  });

  it('returns at most the limit, clamped to 1..maxLimit, and nothing without matches', () => {
    const { q, lexemes } = queryOf('payroll');
    const many = Array.from({ length: 40 }, (_, i) =>
      control({ id: `C${String(i).padStart(2, '0')}`, ranks: { payroll: 0.1 + i / 100 } }),
    );
    const ctx = { libraryCount: 147, frameworks: [] };
    expect(rankControls(q, lexemes, many, ctx)).toHaveLength(RECOMMEND_LIMITS.defaultLimit);
    expect(rankControls(q, lexemes, many, { ...ctx, limit: 0 })).toHaveLength(1);
    expect(rankControls(q, lexemes, many, { ...ctx, limit: 999 })).toHaveLength(
      RECOMMEND_LIMITS.maxLimit,
    );
    expect(rankControls(q, lexemes, many, { ...ctx, limit: Number.NaN })).toHaveLength(
      RECOMMEND_LIMITS.defaultLimit,
    );
    expect(rankControls(q, lexemes, [], ctx)).toEqual([]);
    expect(rankControls(q, lexemes, [control({ id: 'X', ranks: { other: 1 } })], ctx)).toEqual([]);
  });

  it('always scores 0..1, best first, with a one-line rationale (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean()), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.constantFrom(...RISK_CATEGORIES, undefined),
        (specs, category) => {
          const { q, lexemes } = queryOf('payroll approval');
          const candidates = specs.map(([r, adopted], i) =>
            control({
              id: `C${i}`,
              category: LIBRARY_CATEGORIES[i % LIBRARY_CATEGORIES.length]!,
              ranks: { payroll: r, approval: r / 2 },
              adoptedControlIds: adopted ? [`ctl_${i}`] : [],
            }),
          );
          const ranked = rankControls(q, lexemes, candidates, {
            libraryCount: 147,
            frameworks: [],
            category,
            limit: 20,
          });
          ranked.forEach((r, i) => {
            expect(r.score).toBeGreaterThanOrEqual(0);
            expect(r.score).toBeLessThanOrEqual(1);
            if (i > 0) expect(r.score).toBeLessThanOrEqual(ranked[i - 1]!.score);
            expect(r.rationale).not.toMatch(/\n/);
            expect(r.rationale).toMatch(/^[A-Z].*\.$/);
          });
          // Deterministic: the same input ranks the same way.
          expect(
            rankControls(q, lexemes, candidates, {
              libraryCount: 147,
              frameworks: [],
              category,
              limit: 20,
            }),
          ).toEqual(ranked);
        },
      ),
    );
  });
});

describe('rationale', () => {
  it('names words, the concept and the rules in one plain line', () => {
    expect(
      recommendationRationale({
        words: ['payroll', 'approved', 'person'],
        concept: 'one person controlling every step of a task',
        affinity: { riskCategory: 'FINANCIAL', strong: true },
        frameworks: ['SOX-ITGC'],
        inPlace: true,
      }),
    ).toBe(
      'Matches “payroll”, “approved” and “person”; addresses one person controlling every step of a task; suits financial risks; serves SOX-ITGC; already in place in your organisation.',
    );
    expect(
      recommendationRationale({
        words: [],
        concept: null,
        affinity: null,
        frameworks: [],
        inPlace: false,
      }),
    ).toBe('Related to the risk by its category.');
  });
});
