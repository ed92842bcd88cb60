import {
  CONTROL_STATUS_VALUES,
  CONTROL_TYPE_VALUES,
  RISK_CATEGORY_VALUES,
  RISK_LEVEL_VALUES,
  RISK_STATUS_VALUES,
} from '@rampart/contracts';

/**
 * The offline engine's reading of a question: rules over its words, no model. Each intent is
 * a question the organisation's data can answer; anything else is `unknown`, and the answer
 * then says plainly what the offline engine can and cannot do.
 */

export type ChatRiskLevel = (typeof RISK_LEVEL_VALUES)[number];
export type ChatRiskStatus = (typeof RISK_STATUS_VALUES)[number];
export type ChatRiskCategory = (typeof RISK_CATEGORY_VALUES)[number];
export type ChatControlStatus = (typeof CONTROL_STATUS_VALUES)[number];
export type ChatControlType = (typeof CONTROL_TYPE_VALUES)[number];

export type RiskQuestionFilter = {
  levels: ChatRiskLevel[];
  statuses: ChatRiskStatus[];
  categories: ChatRiskCategory[];
  /** Part of the owner's name or email. */
  owner: string | null;
};

export type ControlQuestionFilter = { statuses: ChatControlStatus[]; types: ChatControlType[] };

export type ChatIntent =
  | { kind: 'greeting' }
  | { kind: 'help' }
  /** A request to change something: the chat only reads. */
  | { kind: 'unsupported_action'; verb: string }
  | { kind: 'unmapped_risks'; filter: RiskQuestionFilter }
  | { kind: 'risks'; mode: 'count' | 'list'; filter: RiskQuestionFilter }
  | { kind: 'controls'; mode: 'count' | 'list'; filter: ControlQuestionFilter }
  | { kind: 'overdue_tests' }
  | { kind: 'ineffective_controls' }
  | { kind: 'controls_without_evidence' }
  /** `framework`: a built-in framework id named by an alias ("SOC 2" -> SOC2), else null. */
  | { kind: 'framework_status'; framework: string | null }
  | { kind: 'framework_gaps'; framework: string | null }
  /** `subject`: the words naming the risk ("ransomware on file servers"); may be empty. */
  | { kind: 'recommend_controls'; subject: string }
  /** A named risk or control, looked up by its words. */
  | { kind: 'lookup'; subject: string }
  | { kind: 'unknown' };

export type ChatIntentKind = ChatIntent['kind'];

/** Lower case, typographic quotes made plain, punctuation (but ' and -) made spaces. */
export const normalizeQuestion = (question: string): string =>
  question
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/[^a-z0-9@.'\s-]+/g, ' ')
    .replace(/(?<![a-z0-9])[.'-]+|[.'-]+(?![a-z0-9])/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const has = (text: string, re: RegExp) => re.test(text);

/** Built-in frameworks by the names people use for them. */
export const FRAMEWORK_ALIASES: readonly { id: string; pattern: RegExp }[] = [
  { id: 'SOC2', pattern: /\bsoc ?2\b|\bsoc two\b/ },
  { id: 'ISO27001', pattern: /\biso ?(?:iec ?)?27001\b|\biso\b/ },
  { id: 'GDPR', pattern: /\bgdpr\b/ },
  { id: 'HIPAA', pattern: /\bhipaa\b/ },
  { id: 'PCI-DSS', pattern: /\bpci(?:[ -]?dss)?\b/ },
  { id: 'SOX-ITGC', pattern: /\bsox\b|\bsarbanes/ },
  { id: 'NIST-CSF', pattern: /\bnist\b|\bcsf\b/ },
];

export const frameworkAlias = (text: string): string | null =>
  FRAMEWORK_ALIASES.find((a) => a.pattern.test(text))?.id ?? null;

const LEVEL_WORDS: Record<ChatRiskLevel, RegExp> = {
  low: /\blow\b/,
  medium: /\b(?:medium|moderate)\b/,
  high: /\bhigh\b/,
  critical: /\bcritical\b/,
};
const STATUS_WORDS: Record<ChatRiskStatus, RegExp> = {
  identified: /\bidentified\b|\bnew\b/,
  assessed: /\bassessed\b/,
  'in-progress': /\bin[ -]progress\b/,
  mitigated: /\bmitigated\b/,
  accepted: /\baccepted\b/,
  closed: /\bclosed\b/,
};
/** "Open" risks are those still being worked on. */
const OPEN_STATUSES: ChatRiskStatus[] = ['identified', 'assessed', 'in-progress'];
const CATEGORY_WORDS: Record<ChatRiskCategory, RegExp> = {
  OPERATIONAL: /\boperational\b/,
  FINANCIAL: /\bfinancial\b/,
  STRATEGIC: /\bstrategic\b/,
  COMPLIANCE: /\bcompliance\b|\bregulatory\b/,
  TECHNOLOGY: /\btechnology\b|\btechnological\b|\btech\b|\bcyber\b/,
};
const CONTROL_STATUS_WORDS: Record<ChatControlStatus, RegExp> = {
  active: /\bactive\b|\boperational\b/,
  inactive: /\binactive\b/,
  planned: /\bplanned\b/,
  retired: /\bretired\b/,
};
const CONTROL_TYPE_WORDS: Record<ChatControlType, RegExp> = {
  preventive: /\bpreventive\b|\bpreventative\b/,
  detective: /\bdetective\b/,
  corrective: /\bcorrective\b/,
};

const matching = <K extends string>(text: string, table: Record<K, RegExp>): K[] =>
  (Object.keys(table) as K[]).filter((k) => table[k].test(text));

const OWNER =
  /\b(?:owned by|owner is|assigned to|belonging to|whose owner is)\s+([a-z0-9@.'-]+(?: [a-z0-9@.'-]+)?)/;
const OWNER_STOP = /\s+(?:that|which|with|without|and|have|has|are|is|in|on)$/;

export const riskFilterOf = (text: string): RiskQuestionFilter => {
  const statuses = matching(text, STATUS_WORDS);
  if (/\bopen\b|\boutstanding\b|\bunresolved\b/.test(text)) {
    for (const s of OPEN_STATUSES) if (!statuses.includes(s)) statuses.push(s);
  }
  const owner = OWNER.exec(text)?.[1]?.replace(OWNER_STOP, '').trim() ?? null;
  return {
    // "New" risks are identified ones, not a level; the level words are taken as they are.
    levels: RISK_LEVEL_VALUES.filter((l) => LEVEL_WORDS[l].test(text)),
    statuses: RISK_STATUS_VALUES.filter((s) => statuses.includes(s)),
    categories: matching(text, CATEGORY_WORDS),
    owner: owner || null,
  };
};

const filterIsEmpty = (f: RiskQuestionFilter) =>
  !f.levels.length && !f.statuses.length && !f.categories.length && !f.owner;

const RISK_WORD = /\brisks?\b/;
const CONTROL_WORD = /\bcontrols?\b/;
const NEGATION =
  /\b(?:no|without|missing|lacking|lack|lacks|zero|none|nothing)\b|\b(?:don't|doesn't|dont|doesnt|do not|does not|not)\s+(?:have|has|got)\b/;
const UNCOVERED =
  /\b(?:unmapped|uncontrolled|uncovered|unmitigated|not (?:mapped|covered|controlled))\b/;
const COUNT_WORDS = /\bhow many\b|\bnumber of\b|\bcount\b|\btotal\b/;
const LIST_WORDS =
  /\b(?:list|show|which|what are|what's|whats|give me|top|biggest|highest|largest|worst|most severe|main|key|all)\b/;
const FOLLOW_UP = /^(?:and|what about|how about|same for|also|then|ok and|okay and)\b/;
const CHANGE_VERBS =
  /^(?:please |can you |could you |would you )?(create|add|delete|remove|update|change|edit|assign|close|map|unmap|rename|email|send|schedule|write|draft|generate|export|import|approve|upload)\b/;

const RECOMMEND =
  /\b(?:recommend|recommendations?|suggest|suggestions?|should (?:i|we) (?:add|implement|use|introduce|put in place|have|adopt)|(?:do|would|might) (?:i|we) need|(?:would|could|can|might) (?:help )?(?:mitigate|reduce|address|treat))\b/;
const RECOMMEND_SUBJECT =
  /\b(?:for|against|to mitigate|to address|to reduce|to treat|to cover|mitigate|address|reduce|treat)\s+(?:the\s+|our\s+|a\s+|an\s+)?(?:risk\s+(?:of\s+)?)?(.+)$/;
const LOOKUP =
  /^(?:tell me about|what is|what's|whats|who owns|show me|show|details (?:of|on|for|about)|describe|look up|lookup|find|status of|what is the status of|info(?:rmation)? (?:on|about))\s+(?:the\s+|our\s+)?(?:risk\s+|control\s+)?(?:called\s+|named\s+)?(.+)$/;

const fresh = (text: string): ChatIntent => {
  if (!text) return { kind: 'unknown' };
  if (
    /^(?:hi|hello|hey|good (?:morning|afternoon|evening)|thanks|thank you|cheers)\b/.test(text) &&
    text.split(' ').length <= 5
  ) {
    return { kind: 'greeting' };
  }
  if (
    /\bwhat can you (?:do|answer|help)|\bhow can you help\b|\bwhat (?:questions|kind of questions|can i ask)\b|^help\b|\bwhat do you know\b/.test(
      text,
    )
  ) {
    return { kind: 'help' };
  }
  const verb = CHANGE_VERBS.exec(text)?.[1];
  if (verb) return { kind: 'unsupported_action', verb };

  if (CONTROL_WORD.test(text) && RECOMMEND.test(text)) {
    const subject = RECOMMEND_SUBJECT.exec(text)?.[1] ?? '';
    return { kind: 'recommend_controls', subject: subject.replace(/\s+risks?$/, '').trim() };
  }
  if (
    RISK_WORD.test(text) &&
    (UNCOVERED.test(text) || (NEGATION.test(text) && has(text, /\bcontrols?\b|\bmapp|\bmitigat/)))
  ) {
    return { kind: 'unmapped_risks', filter: riskFilterOf(text) };
  }
  if (
    /\btests?\b|\btesting\b|\btested\b/.test(text) &&
    /\b(?:overdue|late|past due|missed|behind)\b/.test(text)
  ) {
    return { kind: 'overdue_tests' };
  }
  if (CONTROL_WORD.test(text) && /\boverdue\b/.test(text)) return { kind: 'overdue_tests' };
  if (
    CONTROL_WORD.test(text) &&
    /\b(?:ineffective|not effective|weak|failing|failed|low effectiveness|poor(?:ly)? (?:performing|effective|effectiveness)|underperforming|not working)\b/.test(
      text,
    )
  ) {
    return { kind: 'ineffective_controls' };
  }
  if (
    /\bevidence\b/.test(text) &&
    (NEGATION.test(text) || /\bneeds?\b|\bunevidenced\b/.test(text))
  ) {
    return { kind: 'controls_without_evidence' };
  }

  const framework = frameworkAlias(text);
  const aboutFrameworks =
    framework !== null ||
    /\bframeworks?\b|\bcompliant\b|\bcompliance (?:status|posture|progress|position)\b|\brequirements?\b|\bhow compliant\b/.test(
      text,
    );
  if (aboutFrameworks && !(RISK_WORD.test(text) && framework === null)) {
    return /\bgaps?\b|\bmissing\b|\bnot met\b|\bunmet\b|\bfail(?:ing)?\b|\boutstanding\b|\bopen requirements?\b|\bweak(?:est)?\b/.test(
      text,
    )
      ? { kind: 'framework_gaps', framework }
      : { kind: 'framework_status', framework };
  }

  if (RISK_WORD.test(text)) {
    const filter = riskFilterOf(text);
    const counting = COUNT_WORDS.test(text);
    if (counting || !filterIsEmpty(filter) || /\brisks\b/.test(text) || LIST_WORDS.test(text)) {
      const lookup = LOOKUP.exec(text);
      // "Tell me about the phishing risk" names one risk; "show critical risks" lists.
      if (lookup && filterIsEmpty(filter) && !counting && !/\brisks\b/.test(text)) {
        return { kind: 'lookup', subject: lookup[1]!.replace(/\s+risk$/, '').trim() };
      }
      return { kind: 'risks', mode: counting ? 'count' : 'list', filter };
    }
  }
  if (CONTROL_WORD.test(text)) {
    const filter = {
      statuses: matching(text, CONTROL_STATUS_WORDS),
      types: matching(text, CONTROL_TYPE_WORDS),
    };
    const counting = COUNT_WORDS.test(text);
    if (counting || filter.statuses.length || filter.types.length || /\bcontrols\b/.test(text)) {
      return { kind: 'controls', mode: counting ? 'count' : 'list', filter };
    }
  }
  const lookup = LOOKUP.exec(text);
  if (lookup)
    return { kind: 'lookup', subject: lookup[1]!.replace(/\s+(?:risk|control)$/, '').trim() };
  return { kind: 'unknown' };
};

/** "And the high ones?" after a risk question asks the same thing with the new filter. */
const carryOver = (previous: ChatIntent, text: string, next: ChatIntent): ChatIntent | null => {
  if (previous.kind === 'unmapped_risks' || previous.kind === 'risks') {
    if (next.kind !== 'unknown' && next.kind !== 'lookup' && next.kind !== 'risks') return null;
    const f = riskFilterOf(text);
    if (filterIsEmpty(f)) return null;
    const filter: RiskQuestionFilter = {
      levels: f.levels.length ? f.levels : previous.filter.levels,
      statuses: f.statuses.length ? f.statuses : previous.filter.statuses,
      categories: f.categories.length ? f.categories : previous.filter.categories,
      owner: f.owner ?? previous.filter.owner,
    };
    return previous.kind === 'risks'
      ? { kind: 'risks', mode: COUNT_WORDS.test(text) ? 'count' : previous.mode, filter }
      : { kind: 'unmapped_risks', filter };
  }
  if (previous.kind === 'framework_status' || previous.kind === 'framework_gaps') {
    const framework = frameworkAlias(text);
    // "And GDPR?" reads as a status question on its own; after a gaps question it asks for gaps.
    if (!framework || (next.kind !== 'unknown' && next.kind !== 'framework_status')) return null;
    return { kind: previous.kind, framework };
  }
  return null;
};

/**
 * The intent of a question; `previous` is the intent of the conversation's last question, so
 * a short follow-up ("what about high?") keeps its subject.
 */
export const detectChatIntent = (question: string, previous?: ChatIntent | null): ChatIntent => {
  const text = normalizeQuestion(question);
  const next = fresh(text);
  if (previous && FOLLOW_UP.test(text)) return carryOver(previous, text, next) ?? next;
  return next;
};
