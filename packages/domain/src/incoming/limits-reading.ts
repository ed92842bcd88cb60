import { normalized } from './text-normal.ts';

// The time limits, notice periods, retentions and versions a question asks for and a record
// promises (issue 22 point 3): "within 24 hours" is shown only by a record that says 24 hours or
// less, "kept for 90 days" only by one that keeps as long or longer.

const UNIT_HOURS: Record<string, number> = {
  minute: 1 / 60,
  hour: 1,
  day: 24,
  week: 168,
  month: 730,
  year: 8760,
};

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  eighteen: 18,
  'twenty-four': 24,
  thirty: 30,
  'forty-eight': 48,
  sixty: 60,
  'seventy-two': 72,
  ninety: 90,
};

/**
 * The text as the readers below take it: lower case, units written out ("24 hrs" → "24 hours")
 * and numbers before a unit in digits ("one year" → "1 year", "seventy-two hours" → "72 hours").
 */
const limitText = (text: string): string =>
  normalized(text)
    // "The same (business) day": within a day.
    .replace(/\b(on )?the same (business |working )?day\b|\bsame[- ]day\b/g, 'within 1 day')
    .replace(/\b(\d+)\s*(hrs?|h)\b/g, '$1 hours')
    .replace(/\b(\d+)\s*(mins?)\b/g, '$1 minutes')
    .replace(/\b(\d+)\s*(wks?)\b/g, '$1 weeks')
    .replace(/\b(\d+)\s*(yrs?)\b/g, '$1 years')
    .replace(
      /\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|twenty[- ]four|thirty|forty[- ]eight|sixty|seventy[- ]two|ninety)(?=[\s-]+(?:calendar |working |business )?(?:minute|hour|day|week|month|year)s?\b)/g,
      (word) => String(NUMBER_WORDS[word.replace(' ', '-')]),
    );

/** "Before they are given access", "prior to their start date": before, not within a time. */
export const statesBeforeStart = (text: string): boolean =>
  /\b(before|prior to) (they are |being |it is |access is )?(given|granted|provisioned|their start|the start|starting|joining|day one|their first day)\b/.test(
    normalized(text),
  );

/** "within 24 hours", "within 30 days", "in the first week": the limits a text states, in hours. */
export const limitsIn = (text: string): number[] =>
  [
    ...limitText(text).matchAll(
      // "within 24 hours", "no later than 5 days", "within their first week", "in 4 hours",
      // "in the first 30 days"; bare "in" only with a number ("in business hours" is no limit).
      /\b(?:(?:within|no later than|at most|under|up to)\s+(?:the\s+|their\s+|your\s+|its\s+|a\s+further\s+|another\s+)?(?:first\s+)?(\d+|one|an?)?|in\s+(?:the\s+|their\s+|your\s+|its\s+)?first\s+(\d+|one|an?)?|in\s+(\d+|one|an?))\s*(?:calendar |working |business )?(minute|hour|day|week|month|year)s?\b/g,
    ),
  ].map((m) => {
    const word = m[1] ?? m[2] ?? m[3];
    const n =
      word === undefined || word === 'one' || word === 'a' || word === 'an' ? 1 : Number(word);
    return n * (UNIT_HOURS[m[4]!] ?? 24);
  });

/** "30 days' notice", "90 days notice": the notice a text promises, in hours. */
export const noticesIn = (text: string): number[] =>
  [
    ...limitText(text).matchAll(
      /\b(\d+)\s*(hour|day|week|month)s?'?\s*(?:prior |advance )?notice\b/g,
    ),
  ].map((m) => Number(m[1]) * (UNIT_HOURS[m[2]!] ?? 24));

/** "Retained for 90 days", "kept for at least 12 months", "a 13-month retention": in hours. */
export const retentionsIn = (text: string): number[] =>
  [
    ...limitText(text).matchAll(
      /\b(?:(?:retain(?:ed|s)?|kept|keeps?|stored|held|holds?|retention(?: period)?(?: of)?)\s+(?:(?!for\b)[a-z-]+\s+){0,3}?(?:for\s+)?(?:at least\s+|a minimum of\s+|minimum\s+|up to\s+)?(\d+)\s*|(\d+)[- ])(hour|day|week|month|year)s?(?:'s?)?(?:\s+(?:of\s+)?retention)?/g,
    ),
  ]
    .filter((m) => m[1] !== undefined || /retention/.test(m[0]))
    .map((m) => Number(m[1] ?? m[2]) * (UNIT_HOURS[m[3]!] ?? 24))
    .concat(
      // "13 months searchable", "90 days online"; "then archived ... for 7 years".
      [
        ...limitText(text).matchAll(
          /\b(?:(\d+)\s*(hour|day|week|month|year)s? (?:searchable|online|hot|of (?:log )?history)|archiv\w+ (?:[a-z-]+ ){0,6}?for (?:at least )?(\d+)\s*(hour|day|week|month|year)s?)\b/g,
        ),
      ].map((m) => Number(m[1] ?? m[3]) * (UNIT_HOURS[(m[2] ?? m[4])!] ?? 24)),
    );

/** "TLS 1.3", "AES-256", "SHA-2": versions and strengths a text names, as written. */
const versionsIn = (text: string): string[] =>
  [
    ...normalized(text).matchAll(
      /\b(tls|ssl|aes|sha|rsa|smb|snmp|ssh|http)[\s-]?v?(\d+(?:\.\d+)?)\b/g,
    ),
  ].map((m) => `${m[1]} ${m[2]}`);

/** The text names a time limit or a notice period. */
export const statesLimits = (text: string): boolean =>
  limitsIn(text).length > 0 || noticesIn(text).length > 0 || statesBeforeStart(text);

/**
 * Whether a control's own words promise the time limit or notice the question asks for: "within
 * 24 hours" is shown only by a control that says 24 hours or less; "90 days' notice" only by one
 * that gives 90 days or more. A question that names none asks for none.
 */
export const meetsStatedLimits = (question: string, controlText: string): boolean => {
  const asked = limitsIn(question);
  const notice = noticesIn(question);
  // Before access is granted is shown only by a record that says before, not by a time.
  if (statesBeforeStart(question) && !statesBeforeStart(controlText)) return false;
  // A retention asked ("kept for 90 days") is shown by a record that keeps as long or longer;
  // a version or strength named ("TLS 1.3") by a record that names it.
  const kept = retentionsIn(controlText);
  if (!retentionsIn(question).every((r) => kept.some((k) => k >= r))) return false;
  const versions = new Set(versionsIn(controlText));
  if (!versionsIn(question).every((v) => versions.has(v))) return false;
  if (asked.length === 0 && notice.length === 0) return true;
  const given = limitsIn(controlText);
  const givenNotice = noticesIn(controlText);
  // "Gone from everywhere, backups included, within 30 days" asks every limit the record
  // states (deletion, then backups ageing out) to be within it.
  // So does "is all access removed within 24 hours": every limit the record gives for it.
  const everywhere =
    /\b(everywhere|all copies|(backups?|copies) included|including (backups?|copies)|all (\w+ )?(access|accounts|copies|data|systems))\b/.test(
      normalized(question),
    );
  return (
    asked.every((limit) =>
      everywhere
        ? given.length > 0 && given.every((g) => g <= limit)
        : given.some((g) => g <= limit),
    ) && notice.every((n) => givenNotice.some((g) => g >= n))
  );
};
