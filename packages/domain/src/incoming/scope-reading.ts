import { withoutStockPhrases } from './question-reading.ts';
import { normalized } from './text-normal.ts';

// How much of what a question asks a record's own words cover (issue 22 point 3): a record that
// says it covers only part, leaves something out, or speaks of another place, another side of
// the network or other people than the question does, does not answer all of it.

/**
 * A record whose own words say it covers only part ("criminal checks only for roles with
 * production access", "CCTV at the Dublin entrance, none in Lisbon", "not yet encrypted", "lower
 * severities are triaged the next business day", "all other tiers use our keys", "contractors are
 * not enrolled"), or that it is done when someone sees fit ("threat modelling when the tech lead
 * thinks it is warranted", "at the manager's discretion", "case by case").
 */
export const statesLimitedScope = (recordText: string): boolean =>
  /\b(only (for|at|on|in|to|within|when|where|covers?|applies)|(for|at|on|in) \w+ only|all other (\w+ ){0,2}(tiers?|plans?|editions?|customers?|users?|accounts?|systems?|sites?|offices?|teams?|regions?) (use|are|have|get|rely|remain|stay)|(are|is|were|was) not (\w+ )?(re-?)?(checked|screened|vetted|verified|covered|included|enrolled|trained|scanned|monitored|reviewed|tested|logged|encrypted|enforced|protected|backed up)\b|(lower|other|remaining|non-?critical|minor) (severit(y|ies)|priorit(y|ies)|alerts|incidents|findings) (are|is|wait|go)\b|(when|where|if|as) (the |a |an )?([\w-]+ ){0,3}(thinks?|decides?|deems?|considers?|judges?|sees? fit|feels?)\b|at (the |their |his |her )?([\w-]+ ){0,2}discretion|case[- ]by[- ]case|ad[- ]hoc|no fixed (trigger|schedule|cadence|criteria))\b/.test(
    normalized(recordText),
  ) || statesExclusion(recordText);

/**
 * A record whose own words say part of it is not done ("internal traffic is not yet encrypted",
 * "except the legacy API host", "two clusters still run in permissive mode", "Limitation: the
 * office switches do not yet ship logs").
 */
export const statesExclusion = (recordText: string): boolean =>
  /\b(except( for)?|excluding|apart from|but not|none (in|at|for|on)|not (yet )?(all|every|covered|encrypted|included|enforced|in scope|enabled|rolled out)|still (runs?|uses?|allowed|permitted|in permissive|outside)|is on the roadmap|being rolled out|not yet|known (gaps?|limitations?)|(are|is|were|was|remain|remains|stay|stays) (\w+ )?(excluded|exempt(ed)?|out of scope|not covered|not in scope)|excluded from|exempt(ed)? from|out of scope)\b|\b(limitations?|gaps?):/.test(
    normalized(recordText),
  );

/** Words that name no particular place or kind of system. */
const SCOPE_STOP = new Set([
  'any',
  'all',
  'the',
  'your',
  'our',
  'their',
  'those',
  'systems',
  'system',
  'data',
  'where',
  'stored',
  'other',
  'such',
  'environments',
]);

/** A part of a list that names something (not "any", "all", "the ones in scope"). */
const namingWords = (item: string) =>
  item
    .split(/\s+/)
    .filter((w) => w.length >= 4 && !SCOPE_STOP.has(w) && !/^(in|on|at|of|for)$/.test(w));

/**
 * The things a question lists as included: after "including" ("including non-production",
 * "including laptops and phones"), or a list of three or more after a dash or a colon ("all
 * customer data - primary databases, read replicas, file uploads and backups").
 */
const includedItems = (text: string): string[] => {
  const items: string[] = [];
  for (const m of text.matchAll(
    /\b(?:including|incl\.?|as well as|and also)\s+([a-z][a-z\s,-]{2,120}?)(?=[.;?)(]|$)/g,
  ))
    items.push(...m[1]!.split(/,|\band\b|\bor\b/));
  for (const m of text.matchAll(/\s[-\u2013\u2014:]\s+([a-z][a-z\s,-]{2,160}?)(?=[.;?)(]|$)/g)) {
    const parts = m[1]!.split(/,|\band\b|\bor\b/);
    if (parts.length >= 3 && /,/.test(m[1]!)) items.push(...parts);
  }
  return items.map((i) => i.trim()).filter((i) => i.length > 0 && i.split(/\s+/).length <= 4);
};

/**
 * What a question says must be included ("including non-production", "including any systems in
 * your warehouses") that the record's words do not name: a "yes" would claim it.
 */
export const missesIncluded = (question: string, recordText: string): string[] => {
  const record = normalized(recordText);
  const out: string[] = [];
  for (const item of includedItems(withoutStockPhrases(normalized(question)))) {
    const words = namingWords(item);
    if (words.length === 0) continue;
    if (
      !words.some((w) => record.includes(w.replace(/s$/, '').slice(0, Math.max(4, w.length - 2))))
    ) {
      out.push(item);
    }
  }
  return [...new Set(out)];
};

/**
 * The question asks about traffic inside (between services, environments, east-west) and the
 * record speaks only of the edge (public endpoints, internet-facing): another part of the network.
 */
export const edgeOnlyForInternal = (question: string, recordText: string): boolean => {
  const text = normalized(question);
  const record = normalized(recordText);
  return (
    /\b(internal (services?|traffic|network|communications?)|between (your |our |the )?(internal )?(services|environments|systems|microservices|data ?cent(er|re)s|regions)|east[- ]west|service[- ]to[- ]service|inter[- ]service)\b/.test(
      text,
    ) &&
    /\b(public|edge|external|internet[- ]facing|ingress)\b/.test(record) &&
    !/\b(internal|between services|east[- ]west|service[- ]to[- ]service|mtls|mutual tls|service mesh)\b/.test(
      record,
    )
  );
};

/** Places a question may narrow itself to: "at your warehouses", "in all offices". */
const PLACE =
  /\b(?:at|in|across|from|of) (?:your|the|our|all|each|every|any) (?:[a-z-]+ ){0,2}?(warehouses?|fulfil?ment cent(?:re|er)s?|offices?|sites?|branch(?:es)?|stores?|shops?|plants?|factor(?:y|ies)|depots?|hospitals?|clinics?|campus(?:es)?|premises|locations?|facilit(?:y|ies))\b/g;

/**
 * The places a question narrows itself to that the record's words do not name ("the local
 * databases at your fulfilment centres", answered by a record about cloud data stores).
 */
export const missesPlace = (question: string, recordText: string): string[] => {
  const record = normalized(recordText);
  return [...normalized(question).matchAll(PLACE)]
    .map((m) => m[1]!)
    .filter((place) => !new RegExp(`\\b${place.replace(/(es|s)$/, '').slice(0, 6)}`).test(record));
};

/**
 * The question asks about the asker's own people in the organisation's product ("can our users
 * turn on MFA in your portal?"), not about the organisation's staff.
 */
export const asksAboutCustomersUsers = (question: string): boolean =>
  /\b(our|customers?'?|clients?'?|end) (users?|staff|employees|admins?|administrators|accounts?|people)\b/.test(
    normalized(question),
  ) &&
  /\b(your|the) ([a-z-]+ ){0,2}(portal|product|platform|app|application|service|saas|web ?app|dashboard|console)\b/.test(
    normalized(question),
  );

/** A record about the organisation's own workforce, not its customers' users. */
export const aboutWorkforce = (recordText: string): boolean => {
  const text = normalized(recordText);
  return (
    /\b(workforce|employees?|staff|internal|corporate|contractors?)\b/.test(text) &&
    !/\b(customers?|clients?|tenants?|end[- ]users?|portal|product)\b/.test(text)
  );
};

/**
 * The question asks what happens by default, and the record says it is off, optional or left to
 * the customer by default ("a firm administrator can make MFA mandatory; off by default").
 */
export const offByDefault = (question: string, recordText: string): boolean =>
  /\bby default\b/.test(normalized(question)) &&
  /\b((off|disabled|optional|opt[- ]in|not (enabled|on|active|enforced|required)) by default|by default,? (it is |they are |this is )?(off|disabled|optional|not (enabled|on|active|enforced|required)))\b/.test(
    normalized(recordText),
  );

/** People other than employees that a question can ask a practice to cover. */
const OTHER_PEOPLE =
  /\b(contractors?|subcontractors?|consultants?|freelancers?|temporary (staff|workers|employees)|temps|interns?|agency (staff|workers)|third[- ]party (personnel|staff|workers|users))\b/;

/**
 * The question asks a practice to cover contractors or other people besides employees, and the
 * record names none of them ("pre-hire vetting for employees" asked about contractors).
 */
export const missesOtherPeople = (question: string, recordText: string): boolean =>
  OTHER_PEOPLE.test(normalized(question)) && !OTHER_PEOPLE.test(normalized(recordText));

/**
 * The question asks for round-the-clock cover, and the record says part of it waits for business
 * hours ("cloud alerts are triaged during business hours only").
 */
export const notAroundTheClock = (question: string, recordText: string): boolean =>
  /\b(24 ?x ?7|24\/7|24 hours a day|round[- ]the[- ]clock|around the clock)\b/.test(
    normalized(question),
  ) &&
  /\b(business|office|working) hours|next (business|working) day\b/.test(normalized(recordText));

/** A word as a name is written: a capital first ("Shield", "Advanced", "P2"). */
const NAME_WORD = /^[A-Z][\w.+-]*$/;

/**
 * A named offering the record says it does not have, when the question names it: "Shield Standard
 * only (no Shield Advanced subscription)" against "Shield Advanced or equivalent?". Only names
 * (two capitalised words in a row, as a product or tier is written), so "no shared accounts"
 * against "Are shared accounts prohibited?" is not read as a lack. The name, or null.
 */
export const deniesNamedOffering = (question: string, recordText: string): string | null => {
  const asked = ` ${question.toLowerCase().replace(/[^\w.+-]+/g, ' ')} `;
  for (const m of recordText.matchAll(
    /\b(?:[Nn]o|[Ww]ithout|[Nn]ot using)\s+((?:[\w.+-]+\s+){0,2}[\w.+-]+)/g,
  )) {
    const words = m[1]!.split(/\s+/).map((w) => w.replace(/[.+-]+$/, ''));
    for (let i = 0; i + 1 < words.length; i++) {
      const [first, second] = [words[i]!, words[i + 1]!];
      if (!NAME_WORD.test(first) || !NAME_WORD.test(second)) continue;
      const name = `${first} ${second}`;
      if (asked.includes(` ${name.toLowerCase()} `)) return name;
    }
  }
  return null;
};

/**
 * Something the question names that the record says is left out: the subject of "is not" or "are
 * not" in the record ("The legacy payroll engine \"Abacus\" is not scanned" against "Is Abacus
 * covered by SAST?", "Contractors are not enrolled" against "training for contractors?"). Only a
 * word written as a name or as people the question can ask a practice to cover. The word, or null.
 */
export const deniesNamedPart = (question: string, recordText: string): string | null => {
  const asked = ` ${normalized(question).replace(/[^\w+-]+/g, ' ')} `;
  for (const m of recordText.matchAll(
    /([\w.+-]+)["\u201d\u2019')]*\s+(?:is|are|was|were)\s+(?:still\s+)?not\b/g,
  )) {
    const word = m[1]!;
    // A capital opening a sentence ("Access is not granted without a ticket") is no name.
    const before = recordText.slice(0, m.index).replace(/["\u201c\u2018'(\s]+$/, '');
    const opensSentence = before === '' || /[.!?:;]$/.test(before);
    const named =
      (/^[A-Z][\w+-]{2,}$/.test(word) && !opensSentence) || OTHER_PEOPLE.test(word.toLowerCase());
    if (named && asked.includes(` ${word.toLowerCase()} `)) return word;
  }
  return null;
};

/**
 * The question asks about endpoints (laptops, workstations, devices) and the record names none:
 * encryption of cloud storage is not encryption of a laptop's disk.
 */
export const missesEndpoints = (question: string, recordText: string): boolean =>
  /\b(endpoints?|laptops?|workstations?|desktops?|end[- ]user devices?|mobile devices?|company devices?|managed devices?)\b/.test(
    normalized(question),
  ) &&
  !/\b(endpoints?|laptops?|workstations?|desktops?|devices?|macs?|macbooks?|windows|macos|filevault|bitlocker|intune|jamf|kandji|mdm|pcs?|notebooks?|phones?)\b/.test(
    normalized(recordText),
  );

/**
 * The question asks for phishing-resistant sign-in (security keys, passkeys), and the record also
 * allows weaker factors (an authenticator app's push or code, SMS) without calling them resistant.
 */
export const allowsWeakerFactor = (question: string, recordText: string): boolean => {
  const record = normalized(recordText);
  return (
    /\b(phishing[- ]resistant|security keys?|passkeys?|fido ?2|hardware (security )?keys?|webauthn)\b/.test(
      normalized(question),
    ) &&
    /\b(authenticator|push|sms|text messages?|totp|one[- ]time (codes?|passwords?)|otp|number matching)\b/.test(
      record,
    ) &&
    !/\bphishing[- ]resistant\b/.test(record)
  );
};
