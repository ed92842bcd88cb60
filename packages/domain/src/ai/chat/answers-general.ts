import type { ChatSource } from '@rampart/contracts';
import {
  controlSource,
  levelLabel,
  percent,
  plural,
  riskSource,
  shortDate,
  type ChatAnswer,
  type ChatControlFact,
  type ChatRiskFact,
} from './answer-format.ts';

/** What the offline engine answers, each with a question to try (also the screen's suggestions). */
export const OFFLINE_CAPABILITIES: readonly { what: string; example: string }[] = [
  {
    what: 'count or list risks by level, status, category or owner',
    example: 'How many high risks are open?',
  },
  { what: 'find risks with no control mapped', example: 'Which critical risks have no control?' },
  { what: 'list overdue control tests', example: 'Which control tests are overdue?' },
  { what: 'list ineffective controls', example: 'Which controls are ineffective?' },
  { what: 'find controls without evidence', example: 'Which controls have no evidence?' },
  { what: 'show framework status and top gaps', example: 'What are our SOC 2 gaps?' },
  {
    what: 'recommend library controls for a risk',
    example: 'What controls should I add for ransomware?',
  },
  { what: 'look up a risk or control by its name', example: 'Tell me about the phishing risk' },
];

/** Questions the screen offers in a new conversation. */
export const CHAT_SUGGESTIONS: readonly string[] = [
  'Which critical risks have no control?',
  'How many high risks are open?',
  'Which control tests are overdue?',
  'Which controls are ineffective?',
  'How compliant are we with our frameworks?',
  'What controls should I add for ransomware?',
];

const capabilityLines = () => OFFLINE_CAPABILITIES.map((c) => `- ${c.what} (“${c.example}”)`);

const CANNOT =
  'I cannot answer general questions, read documents, predict trends, write reports or change anything: no language model is configured, so I only read your organisation’s data with fixed rules.';

export const answerHelp = (): ChatAnswer => ({
  lines: [
    'I answer questions about your organisation’s risks, controls and frameworks. I can:',
    ...capabilityLines(),
    '',
    CANNOT,
  ],
  sources: [],
  dataPoints: 0,
});

export const answerGreeting = (): ChatAnswer => ({
  lines: [
    'Hello. Ask me about your risks, controls or frameworks, for example:',
    ...capabilityLines().slice(0, 4),
  ],
  sources: [],
  dataPoints: 0,
});

export const answerUnsupportedAction = (verb: string): ChatAnswer => ({
  lines: [
    `I cannot ${verb} anything: the chat only reads your data. Make the change on the risk, control or framework page.`,
    '',
    'I can:',
    ...capabilityLines(),
  ],
  sources: [],
  dataPoints: 0,
});

/** No rule matched and no risk or control shares its words: say plainly what works. */
export const answerUnknown = (): ChatAnswer => ({
  lines: [
    'I could not match that question to your data. Without a language model I only answer these kinds of questions:',
    ...capabilityLines(),
    '',
    CANNOT,
  ],
  sources: [],
  dataPoints: 0,
});

export const answerNoMatch = (subject: string): ChatAnswer => ({
  lines: [
    `I found no risk or control named like “${subject}”. Check the spelling, or ask “Which risks …?” to list them.`,
  ],
  sources: [],
  dataPoints: 0,
});

export type RiskDetailFact = ChatRiskFact & {
  description: string;
  residualLevel: ChatRiskFact['level'];
  residualScore: number;
  nextReview: Date | string | null;
  controls: { id: string; title: string }[];
};

export type ControlDetailFact = ChatControlFact & {
  description: string;
  lastTestDate: Date | string | null;
  risks: { id: string; title: string }[];
};

const firstSentence = (text: string) => {
  const t = text.trim().replace(/\s+/g, ' ');
  const cut = t.search(/[.!?](\s|$)/);
  const s = cut === -1 ? t : t.slice(0, cut + 1);
  return s.length > 240 ? `${s.slice(0, 239)}…` : s;
};

const riskDetail = (r: RiskDetailFact): string[] => [
  `Risk “${r.title}”: ${levelLabel(r.level)} (score ${r.score}), residual ${levelLabel(r.residualLevel).toLowerCase()} (${r.residualScore}), ${r.status.replace('-', ' ')}, ${r.category.toLowerCase()}, owner ${r.owner ?? 'Unassigned'}.`,
  ...(r.description.trim() ? [firstSentence(r.description)] : []),
  r.controls.length === 0
    ? '- No control is mapped to it.'
    : `- Controls: ${r.controls.map((c) => c.title).join(', ')}`,
  ...(r.nextReview ? [`- Next review: ${shortDate(r.nextReview)}`] : []),
];

const controlDetail = (c: ControlDetailFact): string[] => [
  `Control “${c.title}”: ${c.type}, ${c.status}, ${c.effectiveness === null ? 'not yet tested' : `${percent(c.effectiveness)} effective`}.`,
  ...(c.description.trim() ? [firstSentence(c.description)] : []),
  c.risks.length === 0
    ? '- It is not mapped to any risk.'
    : `- Mitigates ${plural(c.risks.length, 'risk')}: ${c.risks.map((r) => r.title).join(', ')}`,
  `- Last tested ${shortDate(c.lastTestDate)}, next test ${shortDate(c.nextTestDate)}`,
];

/** A named risk or control (the best match by words), with others that also matched. */
export const answerLookup = (found: {
  risk: RiskDetailFact | null;
  control: ControlDetailFact | null;
  others: ChatSource[];
}): ChatAnswer => {
  const lines: string[] = [];
  const sources: ChatSource[] = [];
  if (found.risk) {
    lines.push(...riskDetail(found.risk));
    sources.push(riskSource(found.risk), ...found.risk.controls.map(controlSource));
  }
  if (found.control) {
    if (lines.length) lines.push('');
    lines.push(...controlDetail(found.control));
    sources.push(controlSource(found.control), ...found.control.risks.map(riskSource));
  }
  if (found.others.length) {
    lines.push('', `Also matching: ${found.others.map((o) => o.title).join(', ')}.`);
    sources.push(...found.others);
  }
  const unique = [...new Map(sources.map((s) => [`${s.kind}:${s.id}`, s])).values()];
  return { lines, sources: unique, dataPoints: unique.length };
};
