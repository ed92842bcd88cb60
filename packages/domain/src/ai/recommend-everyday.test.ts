import { describe, expect, it } from 'vitest';
import {
  EVERYDAY_CONCEPTS,
  EVERYDAY_EXPANSIONS,
  EVERYDAY_FILLER_WORDS,
  everydayExpansion,
  inflected,
  phrasePattern,
} from './recommend-everyday.ts';
import { EXPANSIONS } from './recommend-expansions.ts';
import {
  RECOMMEND_WEIGHTS,
  buildRecommendQuery,
  expansionApplies,
  firedExpansions,
  normalizeRiskText,
  wordsOf,
} from './recommend-rules.ts';

const reads = (phrase: string, text: string) =>
  new RegExp(`\\b(?:${phrasePattern(phrase)})\\b`).test(normalizeRiskText(text));

const fired = (title: string, description = '') =>
  firedExpansions(title, description)
    .map((r) => r.id)
    .filter((id) => id.startsWith('everyday-'));

describe('everyday phrases', () => {
  it.each([
    ['leave', 'people who leave', true],
    ['leave', 'people leaving', true],
    ['leave', 'she leaves on Friday', true],
    ['stop', 'the import stopped', true],
    ['stop', 'it stops', true],
    ['copy', 'someone copied the file', true],
    ['copy', 'the copies', true],
    ['=fire', 'a fire in the office', true],
    ['=fire', 'the manager was fired', false],
    ['fire', 'the manager was fired', true],
    ['ai', 'staff paste data into ai tools', true],
    ['ai', 'the air conditioning', false],
  ])('%s reads "%s": %s', (phrase, text, expected) => {
    expect(reads(phrase, text)).toBe(expected);
  });

  it('reads contractions of "not"', () => {
    expect(reads('do|does not match', "the totals don't match")).toBe(true);
    expect(reads('do|does not match', 'the totals does not match')).toBe(true);
    expect(reads('can not cope', 'the site can’t cope')).toBe(true);
    expect(reads('can not cope', 'the site cannot cope')).toBe(true);
    expect(reads('can not cope', 'the site can cope')).toBe(false);
  });

  it('skips small words between its words, and `*` skips up to three words of any kind', () => {
    expect(reads('bank details', 'the bank details')).toBe(true);
    expect(reads('pay * supplier', 'pay the new overseas supplier')).toBe(true);
    expect(reads('pay * supplier', 'pay a supplier')).toBe(true);
    expect(reads('pay * supplier', 'pay one two three four supplier')).toBe(false);
    expect(reads('pay supplier', 'pay new supplier')).toBe(false);
  });

  it('joins words of one alternative with `_`', () => {
    expect(reads('nobody|no_one else', 'no one else checks')).toBe(true);
    expect(reads('nobody|no_one else', 'nobody else checks')).toBe(true);
    expect(reads('nobody|no_one else', 'no else')).toBe(false);
  });

  it('inflects only plain words', () => {
    expect(inflected('e-mail')).toBe('e-mail');
    expect(new RegExp(`^${inflected('reply')}$`).test('replied')).toBe(true);
  });
});

describe('everyday vocabulary', () => {
  it('has unique ids, plain concepts, terms and phrases, and none the expansion table uses', () => {
    const ids = EVERYDAY_EXPANSIONS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const tableIds = new Set(EXPANSIONS.map((r) => r.id));
    for (const c of EVERYDAY_CONCEPTS) {
      expect(c.concept.length, c.id).toBeGreaterThan(3);
      expect(c.phrases.length, c.id).toBeGreaterThan(0);
      expect(wordsOf(c.terms).length, c.id).toBeGreaterThan(0);
      for (const phrase of [...c.phrases, ...(c.with ?? [])]) {
        expect(phrase, c.id).toBe(phrase.trim().toLowerCase());
        expect(phrase, c.id).not.toMatch(/\|\||^\||\|$|\*\s*\*/);
      }
    }
    for (const id of ids) expect(tableIds.has(id)).toBe(false);
  });

  it('compiles to stateless patterns', () => {
    for (const rule of EVERYDAY_EXPANSIONS)
      for (const re of Array.isArray(rule.when) ? rule.when : [rule.when])
        expect(re.global || re.sticky, rule.id).toBe(false);
  });

  it('skips a pattern by its hints only when the pattern could not match', () => {
    const texts = [
      'People who leave can still get into our systems for weeks',
      'The month-end numbers don’t agree and nobody else checks the payments',
      'Someone rang pretending to be from our bank and got the PIN',
      'Our booking system goes down and we can’t take orders; only one person knows why',
      'Staff paste customer details into AI tools from home on their own phones',
    ].map(normalizeRiskText);
    for (const rule of EVERYDAY_EXPANSIONS)
      for (const text of texts)
        expect(expansionApplies(rule, text), rule.id).toBe(
          expansionApplies({ ...rule, hints: undefined }, text),
        );
    expect(EVERYDAY_EXPANSIONS.filter((r) => r.hints).length).toBeGreaterThan(
      EVERYDAY_EXPANSIONS.length / 2,
    );
  });

  it('needs the context phrases when a concept has them', () => {
    const rule = everydayExpansion({
      id: 'x',
      concept: 'money moving on one say-so',
      phrases: ['on their own'],
      with: ['payment|payments'],
      terms: 'segregation',
    });
    expect(Array.isArray(rule.when)).toBe(true);
    const [phrase, context] = rule.when as RegExp[];
    expect(phrase!.test('they work on their own')).toBe(true);
    expect(context!.test('they work on their own')).toBe(false);
    expect(context!.test('they release payments on their own')).toBe(true);
  });

  it.each([
    ['People who leave can still get into our systems for weeks', 'everyday-leavers'],
    ['The month-end numbers never agree between our systems', 'everyday-figures-disagree'],
    ['Sales figures don’t match between the shop and the accounts', 'everyday-figures-disagree'],
    [
      'We can’t show a big prospect how we look after their information',
      'everyday-security-questions',
    ],
    ['Staff paste customer details into free AI chat tools', 'everyday-ai-tools'],
    ['The online shop falls over on our busiest days', 'everyday-busy-day'],
    ['Only one person knows how to run payroll', 'everyday-key-person'],
    ['Our old payroll company still has all our staff records', 'everyday-old-supplier'],
  ])('"%s" fires %s', (title, id) => {
    expect(fired(title)).toContain(id);
  });

  it.each([
    ['Leaving laptops in cars overnight', 'everyday-leavers'],
    ['Unethical sales practices', 'everyday-busy-day'],
    ['The manager was fired for fraud', 'everyday-site-disaster'],
    ['Privacy policy out of date', 'everyday-old-updates'],
  ])('"%s" does not fire %s', (title, id) => {
    expect(fired(title)).not.toContain(id);
  });

  it('does not look up words it reads in another sense ("the accounts" are the books)', () => {
    const books = buildRecommendQuery({ title: 'The accounts never balance at year end' });
    expect(books.words.find((w) => w.word === 'accounts')?.text).toBe(0);
    const logins = buildRecommendQuery({ title: 'Dormant user accounts stay enabled' });
    expect(logins.words.find((w) => w.word === 'accounts')?.text).toBe(RECOMMEND_WEIGHTS.title);
  });

  it('counts everyday filler words as little as register boilerplate', () => {
    expect(EVERYDAY_FILLER_WORDS.has('customers')).toBe(true);
    const query = buildRecommendQuery({ title: 'Customers see payroll' });
    expect(query.words.find((w) => w.word === 'customers')?.text).toBe(
      RECOMMEND_WEIGHTS.title * RECOMMEND_WEIGHTS.filler,
    );
    expect(query.words.find((w) => w.word === 'payroll')?.text).toBe(RECOMMEND_WEIGHTS.title);
  });
});
