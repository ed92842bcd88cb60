import { AI_CONTEXT_LIMITS } from '../constants.ts';
import { percent, type ChatControlFact, type ChatRiskFact } from './answer-format.ts';

/** Spec §9: the prompt keeps 10 conversation messages. */
export const CHAT_HISTORY_MESSAGES = AI_CONTEXT_LIMITS.chatHistoryMessages;
/** Spec §9: chat context uses the top 20 risks or controls. */
export const CHAT_CONTEXT_ITEMS = AI_CONTEXT_LIMITS.chatContextItems;

export type HistoryMessage = {
  role: 'user' | 'assistant';
  content: string;
  /** A failed answer (the apology) tells the model nothing; it is left out. */
  failed?: boolean;
};

/**
 * The messages the model sees: the last 10 of the conversation (the new question included),
 * oldest first, without failed answers.
 */
export const chatHistoryWindow = <T extends HistoryMessage>(
  messages: readonly T[],
  limit: number = CHAT_HISTORY_MESSAGES,
): T[] => messages.filter((m) => !m.failed && m.content.trim() !== '').slice(-limit);

const TITLE_MAX = 60;

/** A conversation's title from its first question: one line, cut at a word near 60 characters. */
export const conversationTitle = (question: string): string => {
  const line = question.replace(/\s+/g, ' ').trim();
  if (line.length <= TITLE_MAX) return line;
  const cut = line.slice(0, TITLE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
};

export type ChatContext = {
  organizationName: string;
  /** Highest inherent score first; at most CHAT_CONTEXT_ITEMS. */
  risks: (ChatRiskFact & { residualScore: number })[];
  riskTotal: number;
  /** Most relied on and most effective first; at most CHAT_CONTEXT_ITEMS. */
  controls: ChatControlFact[];
  controlTotal: number;
};

const cell = (v: string) => v.replace(/[|\s]+/g, ' ').trim();

/** The organisation's data in compact lines, one per item, ids first so answers can cite them. */
export const chatContextText = (c: ChatContext): string => {
  const risks = c.risks.slice(0, CHAT_CONTEXT_ITEMS);
  const controls = c.controls.slice(0, CHAT_CONTEXT_ITEMS);
  return [
    `Top ${risks.length} of ${c.riskTotal} risks by score (id | title | level score | residual | status | category | owner | controls):`,
    ...risks.map(
      (r) =>
        `${r.id} | ${cell(r.title)} | ${r.level} ${r.score} | ${r.residualScore} | ${r.status} | ${r.category} | ${cell(r.owner ?? 'Unassigned')} | ${r.controlCount}`,
    ),
    '',
    `Top ${controls.length} of ${c.controlTotal} controls by reliance and effectiveness (id | title | type | status | effectiveness | risks):`,
    ...controls.map(
      (k) =>
        `${k.id} | ${cell(k.title)} | ${k.type} | ${k.status} | ${k.effectiveness === null ? 'untested' : percent(k.effectiveness)} | ${k.linkedRiskCount}`,
    ),
  ].join('\n');
};

/** ARIA's instructions with the organisation's context. */
export const chatSystemPrompt = (c: ChatContext, today: Date): string =>
  [
    `You are ARIA, the risk and compliance assistant of Rampart, answering members of ${cell(c.organizationName)}. Today is ${today.toISOString().slice(0, 10)}.`,
    'Answer from the organisation data below and from your tools (searchRisks, getRisk, searchControls, listFrameworks, frameworkGaps, recommendControls), which read the same organisation. Use a tool when the question needs data not listed here.',
    'Name the risks and controls you rely on by their exact title. Never invent risks, controls, figures or frameworks; if the data does not answer the question, say so.',
    'You can only read: you cannot create, change or delete anything. Be concise; use short lists.',
    '',
    chatContextText(c),
  ].join('\n');
