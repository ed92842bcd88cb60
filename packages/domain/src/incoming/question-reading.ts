// Reading a customer's question (issue 22 point 3): what it asks about (an operation, a
// frequency, a time limit, a certification, the act it names) and how much of a record's title
// it names. The rules that answer it are in draft-answer.ts.

import { statesLimits } from './limits-reading.ts';
import { normalized } from './text-normal.ts';

export { normalized };

/**
 * The question asks whether something operates, not only whether it exists: a frequency, a
 * time limit, or an act that happens again and again ("reviewed", "tested", "enforced").
 */
export const impliesOperation = (question: string): boolean =>
  // A time limit or a notice period is a promise about how something operates.
  statesLimits(question) ||
  // CAIQ's stock phrase ("established, documented, approved, communicated, applied, evaluated
  // and maintained") asks that a policy exists and is kept, not that a control was tested.
  /\b(daily|weekly|monthly|quarterly|annual(ly)?|yearly|semi-?annual(ly)?|every|each (year|quarter|month)|at least|regular(ly)?|periodic(ally)?|routinely|continuous(ly)?|within \d+|enforced?|enforcing|review(ed|s)?|test(ed|s)?|exercised?|evaluated|rehears(ed|al)|rotated?|monitored?|scanned|audited|recertif(ied|ication)|patched within|performed|carried out|conducted|completed|undertaken|executed)\b/.test(
    withoutStockPhrases(normalized(question)),
  );

/**
 * A policy the question names only as what something else refers to ("employees who violate
 * information security policies", "adherence to our policies"): the question is about that
 * something else, not about whether the policy is written.
 */
const REFERENCED_POLICY =
  /\b(violat\w*|breach\w*|non-?complian\w+ with|compl(y|ies|iance) with|adheren\w+ to|adher\w+ to|acknowledg\w*|agree\w* to|follow\w*|against|contrary to|in line with|according to|under|per) ((the|our|its|their|his|her|your|established|applicable|relevant|company|organi[sz]ational|all|any|such|of|security|information|governance|and) )*((\w+ ){0,3})(polic(y|ies)|procedures?|standards?)\b/g;

/** The question without the policies it names only as what something else refers to. */
export const withoutReferencedPolicies = (text: string): string =>
  text.replace(REFERENCED_POLICY, ' ');

/** The acts CAIQ lists in its stock phrase, in any order. */
const STOCK_ACT =
  '(?:established|documented|approved|communicated|applied|enforced|implemented|evaluated|maintained|defined)';

/**
 * A text without CAIQ's stock list of three or more acts ("defined, implemented and
 * evaluated"): what is left names what the question really asks about ("at least monthly").
 */
export const withoutStockPhrases = (text: string): string =>
  text.replace(
    new RegExp(
      `\\b${STOCK_ACT}(?:\\s*,\\s*(?:and\\s+)?${STOCK_ACT}|\\s+and\\s+${STOCK_ACT}){2,}\\b`,
      'g',
    ),
    ' ',
  );

/** Words that say nothing about what a title names. */
const TITLE_STOP = new Set([
  ...['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'do', 'does', 'for', 'from', 'have'],
  ...['has', 'how', 'in', 'is', 'it', 'its', 'of', 'on', 'or', 'our', 'the', 'this', 'to'],
  ...['we', 'what', 'when', 'which', 'with', 'you', 'your', 'v1', 'v2', 'v3'],
  // What kind of record it is says nothing about what it covers.
  ...['policy', 'policies', 'procedure', 'procedures', 'plan', 'plans', 'standard', 'standards'],
  ...['control', 'controls', 'process', 'processes', 'program', 'programme', 'management'],
  ...['document', 'documented', 'written', 'formal'],
]);

export const titleWords = (text: string): string[] =>
  (normalized(text).match(/[a-z0-9]+/g) ?? [])
    .filter((w) => w.length > 1 && !TITLE_STOP.has(w))
    .map((w) =>
      w.length > 4 && w.endsWith('ies')
        ? `${w.slice(0, -3)}y`
        : w.length > 3 && w.endsWith('s') && !w.endsWith('ss')
          ? w.slice(0, -1)
          : w,
    );

/**
 * How much of a record's title the question names, 0..1: the share of the title's words found
 * in the question ("Information Security Policy" in "Do you have a documented information
 * security policy?" is 1). Used for the organisation's documents and its own controls that were
 * not adopted from the library.
 */
export const titleMatch = (question: string, title: string): number => {
  const wanted = [...new Set(titleWords(title))];
  if (wanted.length === 0) return 0;
  const asked = new Set(titleWords(question));
  return wanted.filter((w) => asked.has(w)).length / wanted.length;
};

/** The longest a record may be old for a question that names how often (days), by its words. */
const FREQUENCY_DAYS: readonly [RegExp, number][] = [
  // Before "monthly" and "annual": "six-monthly" and "semi-annual" are neither.
  [
    /\b(semi-?annual(ly)?|bi-?annual(ly)?|twice a year|every (six|6) months|half-?yearly|(six|6)[\s-]?monthly)\b/,
    184,
  ],
  [/\b((three|3)[\s-]?monthly)\b/, 93],
  [/\b(fortnightly|every (two|2) weeks|bi-?weekly)\b/, 15],
  [/\b(daily|every day|each day)\b/, 2],
  [/\b(weekly|every week|each week)\b/, 8],
  [/\b(monthly|every month|each month)\b/, 32],
  [/\b(quarterly|every (three|3) months|each quarter|every quarter)\b/, 93],
  [/\b(annual(ly)?|yearly|every year|each year|once a year|every (twelve|12) months)\b/, 366],
];

/** How recent a record must be for the frequency the question names, or null if it names none. */
export const askedFrequencyDays = (question: string): number | null => {
  const text = normalized(question);
  // "in the last 6 months", "within the past 12 months", "during the last year".
  const window =
    /\b(?:in|within|during|over) the (?:last|past|previous) (\d+|one|a|twelve|six|three)? ?(day|week|month|year)s?\b/.exec(
      text,
    );
  if (window) {
    const n = WINDOW_NUMBERS[window[1] ?? 'one'] ?? Number(window[1]);
    return Math.ceil(n * WINDOW_DAYS[window[2]!]!) + 1;
  }
  // Every frequency named counts, the most frequent deciding ("daily, and reviewed yearly" asks
  // for daily); a compound one ("six-monthly") is read once, not again as "monthly".
  let rest = text;
  let found: number | null = null;
  for (const [words, days] of FREQUENCY_DAYS) {
    const global = new RegExp(words.source, 'g');
    if (!global.test(rest)) continue;
    found = Math.min(found ?? days, days);
    rest = rest.replace(global, ' ');
  }
  return found;
};

const WINDOW_NUMBERS: Record<string, number> = { one: 1, a: 1, three: 3, six: 6, twelve: 12 };
const WINDOW_DAYS: Record<string, number> = { day: 1, week: 7, month: 30.5, year: 365 };

/** Certification families a question can ask about, and how their names are written. */
export const CERTIFICATION_FAMILIES: readonly { id: string; label: string; pattern: RegExp }[] = [
  { id: 'iso27001', label: 'ISO/IEC 27001', pattern: /\biso(\/iec)?[\s-]*27001\b/ },
  { id: 'iso27701', label: 'ISO/IEC 27701', pattern: /\biso(\/iec)?[\s-]*27701\b/ },
  { id: 'iso27017', label: 'ISO/IEC 27017', pattern: /\biso(\/iec)?[\s-]*27017\b/ },
  { id: 'iso27018', label: 'ISO/IEC 27018', pattern: /\biso(\/iec)?[\s-]*27018\b/ },
  { id: 'iso22301', label: 'ISO 22301', pattern: /\biso[\s-]*22301\b/ },
  { id: 'iso9001', label: 'ISO 9001', pattern: /\biso[\s-]*9001\b/ },
  { id: 'soc2', label: 'SOC 2', pattern: /\bsoc[\s-]*(2|ii)\b/ },
  { id: 'soc1', label: 'SOC 1', pattern: /\bsoc[\s-]*(1|i)\b/ },
  { id: 'pcidss', label: 'PCI DSS', pattern: /\bpci([\s-]*dss)?\b/ },
  { id: 'hipaa', label: 'HIPAA', pattern: /\bhipaa\b/ },
  { id: 'cyberessentials', label: 'Cyber Essentials', pattern: /\bcyber essentials\b/ },
  { id: 'fedramp', label: 'FedRAMP', pattern: /\bfedramp\b/ },
  {
    id: 'csastar',
    label: 'CSA STAR',
    pattern: /\b(csa )?star (level|certification|attestation)\b/,
  },
];

/** Certification names that ask for the certificate without saying "certified". */
const STANDALONE = new Set(['cyberessentials', 'fedramp', 'csastar']);

/** SOC reports of Type I and Type II are different: a question naming one wants that one. */
export const socType = (text: string): 'i' | 'ii' | null => {
  const m = /\btype[\s-]*(1|2|ii|i)\b/.exec(text);
  if (!m) return null;
  return m[1] === '2' || m[1] === 'ii' ? 'ii' : 'i';
};

/** Words that make a named standard the subject of the question (not just a reference). */
export const CERTIFICATION_WORDS =
  /\b(certif(ied|ication|icate)s?|accredit(ed|ation)|attest(ed|ation)s?|report|audit(ed)?|compliant|compliance|registered|validated|assessed|aoc|roc|hold|holds|held)\b/;

/**
 * The question asks whether the organisation follows a standard ("are your controls mapped to
 * ISO 27001 Annex A?", "aligned with"), not whether it is certified against it.
 */
export const asksForAlignment = (text: string): boolean =>
  /\b(align(ed|s|ment)?|mapp?(ed|ing)|designed around|based on|follow(s|ed)?)\b/.test(text) &&
  !/\bcertif(ied|ication|icate)s?\b/.test(text);

/** The question is about other companies (suppliers, subprocessors), not the organisation. */
export const THIRD_PARTIES =
  /\b(sub-?processors?|third[- ]part(y|ies)|suppliers?|vendors?|service providers?|sub-?contractors?)\b/;

/** The certification families a question asks the organisation to hold. */
export const certificationsAskedFor = (question: string): typeof CERTIFICATION_FAMILIES => {
  const text = normalized(question);
  if (THIRD_PARTIES.test(text)) return [];
  // A few names are certificates by themselves: "Do you have Cyber Essentials Plus?".
  if (!(CERTIFICATION_WORDS.test(text) || asksForAlignment(text))) {
    return CERTIFICATION_FAMILIES.filter((f) => STANDALONE.has(f.id) && f.pattern.test(text));
  }
  return CERTIFICATION_FAMILIES.filter((f) => f.pattern.test(text));
};

/** Acts a question can ask about; a record that names none of the question's is about another. */
const ACTIONS: readonly RegExp[] = [
  /\bencrypt/,
  /\blog(s|ged|ging)?\b|\baudit trail/,
  /\bmonitor/,
  /\breview/,
  /\bpatch/,
  /\btrain/,
  /\bscan/,
  /\bback(ed)?[- ]?up/,
  /\brestor/,
  /\brotat/,
  /\bbackground check|\bscreen(ed|ing)\b/,
  /\bpenetration test|\bpen[- ]?test/,
  /\bexport|\bportab/,
  /\boutsourc|\bmssps?\b|\bmanaged (security |detection )?(service )?providers?\b|\bretainer/,
];

/**
 * Whether a record (its title and description) names the acts the question asks about: "Is
 * access to production logged?" is not answered by a control about access alone. For the
 * organisation's own controls, matched by their words rather than through the library.
 */
export const sharesActions = (question: string, recordText: string): boolean => {
  const q = normalized(question);
  const r = normalized(recordText);
  return ACTIONS.every((act) => !act.test(q) || act.test(r));
};

/**
 * Qualifiers that make a control answer another question than the one asked: a control for
 * data in transit does not encrypt data at rest. When the question names one side and the
 * control's title only the other, the control does not address the question.
 */
export const OPPOSED_QUALIFIERS: readonly [RegExp, RegExp][] = [
  // A control for administrators does not cover every user, and one for everyone is not asked
  // about when only administrators are.
  [
    /\b(admin(istrator|istrative)?s?|privileged|super ?users?|root)\b/,
    /\b(all|every|each) (single )?(users?|employees?|staff|personnel|accounts?|workforce|members?)\b|\beveryone\b|\bno exceptions\b|\bworkforce\b/,
  ],
  [
    /\bat rest\b|\bstored\b|\bstorage\b|\bdatabases?\b|\bdisks?\b/,
    /\bin transit\b|\bin motion\b|\bover (the )?network\b|\btls\b/,
  ],
  [/\bphysical\b/, /\blogical\b/],
  [/\bproduction\b/, /\b(development|test(ing)?|staging) environments?\b/],
  // Scanning the outside is not scanning from inside, and the other way round.
  [/\b(external|internet[- ]facing|public[- ]facing|perimeter)\b/, /\binternal\b/],
];

/** Whether the control answers the question's qualifiers, or only their opposites. */
export const addressesQualifiers = (question: string, controlTitle: string): boolean => {
  // "all users, not only privileged accounts" asks about all users.
  const q = normalized(question).replace(/\bnot (only|just) [^,.;?]*/g, ' ');
  const c = normalized(controlTitle);
  return OPPOSED_QUALIFIERS.every(([a, b]) => {
    if (a.test(q) && !a.test(c) && b.test(c) && !b.test(q)) return false;
    if (b.test(q) && !b.test(c) && a.test(c) && !a.test(q)) return false;
    return true;
  });
};

/**
 * The question asks whether something the controls prevent still happens ("Does your API still
 * accept TLS 1.0?", "Is production data ever copied into test?", "Can one engineer push to
 * production without review?"): a control that works means the answer is "no".
 */
export const asksAboutPrevented = (question: string): boolean =>
  /\b((any|some) (\w+ ){0,4}(exempt(ed)?|excluded|excepted) from|(stored|processed|hosted|transferred|accessed) (\w+ ){0,3}outside (the |of )?(eu|eea|uk|european union|united states|us)|still (accept|allow|permit|support|use|run|enable|let|operate|maintain|keep)s?|still (used|in use|running|operated|enabled|supported|accepted|allowed|permitted)|ever (be )?(copied|sold)|(sell|rent|trade)s? (or \w+ )?(our |customer |personal )?(personal )?data|without (anyone|someone|any|a|another person|a second person|peer)( else)? (review|approv|check)\w*|(single|one|any|individual) (engineer|developer|person|employee|user|admin\w*) (can |could |is able to )?(\w+ ){0,3}without)\b/.test(
    normalized(question),
  );

/** The question asks about everything of a kind: all staff, every office, any account. */
export const asksForAll = (question: string): boolean =>
  /\b(all|every|each|everywhere|across the (organi[sz]ation|company|board)|without exception|no exceptions)\b/.test(
    normalized(question),
  );

/** The question asks about the organisation's own data centres, server rooms or their plant. */
export const asksAboutOwnDataCentre = (question: string): boolean => {
  const text = normalized(question);
  return (
    (/\b(data ?cent(er|re)s?|server rooms?|colocation|generators?|uninterruptible|raised floors?|fire suppression)\b/.test(
      text,
    ) ||
      /\bUPS\b/.test(question)) &&
    !/\b(hosted|hosting|providers?|those|their|subprocessors?|aws|azure|gcp|google|cloud)\b/.test(
      text,
    )
  );
};

/** A record that says the organisation runs no data centre or server room of its own. */
export const runsNoDataCentre = (recordText: string): boolean =>
  /\b(no (own |physical )?(data ?cent(er|re)s?|server rooms?)|(owns?|operates?|runs?|has|have) no (\w+ ){0,2}(data ?cent(er|re)s?|server rooms?)|no (\w+ ){0,2}(data ?cent(er|re)s?|server rooms?) of (our|its) own)\b/.test(
    normalized(recordText),
  );

/** A law or regulation the question asks compliance with: there is no certificate for it. */
export const asksRegulatoryCompliance = (question: string): boolean =>
  /\b(complian(t|ce)|compl(y|ies)|conform\w*|adhere\w*)\b/.test(normalized(question)) &&
  /\b(gdpr|uk gdpr|ccpa|cpra|lgpd|pipeda|dora|nis ?2|glba|sox|sarbanes|ferpa|coppa|eu ai act|data protection act)\b/.test(
    normalized(question),
  );

/** A record whose own words say it stops something: "blocked", "disabled", "only TLS 1.2". */
export const statesPrevention = (recordText: string): boolean =>
  /\b(block(s|ed|ing)?|disabled?|prohibit(s|ed)?|not (allowed|permitted|accepted|possible)|only|never|den(y|ies|ied)|reject(s|ed)?|prevent(s|ed)?|cannot|can not|refus(e|es|ed))\b/.test(
    normalized(recordText),
  );
