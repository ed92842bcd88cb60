import {
  chatControlCounts,
  chatControls,
  chatRiskLevelCounts,
  chatRisks,
  findControlsByIds,
  listOverdueControlTests,
  type ChatRiskFilter,
  type Db,
} from '@rampart/db';
import {
  answerControls,
  answerControlsWithoutEvidence,
  answerGreeting,
  answerHelp,
  answerIneffectiveControls,
  answerOverdueTests,
  answerRisks,
  answerUnknown,
  answerUnmappedRisks,
  answerUnsupportedAction,
  CHAT_ANSWER_LIMITS,
  detectChatIntent,
  INEFFECTIVE_EFFECTIVENESS_BELOW,
  type ChatAnswer,
  type ChatIntent,
  type RiskQuestionFilter,
} from '@rampart/domain';
import { controlFact, riskFact } from './chat-facts.ts';
import { frameworkGapsAnswer, frameworkStatusAnswer } from './offline-frameworks.ts';
import { lookupAnswer, lookupByWords, recommendAnswer } from './offline-lookups.ts';

const LIST = CHAT_ANSWER_LIMITS.listItems;

const riskFilter = (f: RiskQuestionFilter): ChatRiskFilter => ({
  riskLevel: f.levels.length ? f.levels : undefined,
  status: f.statuses.length ? f.statuses : undefined,
  category: f.categories.length ? f.categories : undefined,
  owner: f.owner ?? undefined,
});

type Ctx = { db: Db; organizationId: string; question: string; now: Date };

const unmappedRisks = async ({ db, organizationId }: Ctx, f: RiskQuestionFilter) => {
  const filter = riskFilter(f);
  const [unmapped, scope] = await Promise.all([
    chatRisks(db, organizationId, { ...filter, unmapped: true }, LIST),
    chatRisks(db, organizationId, filter, 0),
  ]);
  return answerUnmappedRisks(f, {
    items: unmapped.rows.map(riskFact),
    total: unmapped.total,
    inScope: scope.total,
  });
};

const risksAnswer = async (
  { db, organizationId }: Ctx,
  f: RiskQuestionFilter,
  mode: 'count' | 'list',
) => {
  const filter = riskFilter(f);
  const [found, byLevel] = await Promise.all([
    chatRisks(db, organizationId, filter, LIST),
    mode === 'count' ? chatRiskLevelCounts(db, organizationId, filter) : undefined,
  ]);
  return answerRisks(f, mode, { items: found.rows.map(riskFact), total: found.total, byLevel });
};

const overdueTests = async ({ db, organizationId, now }: Ctx) => {
  const late = await listOverdueControlTests(db, organizationId, now, { limit: LIST });
  const titles = new Map(
    (
      await findControlsByIds(db, organizationId, [...new Set(late.rows.map((r) => r.controlId))])
    ).map((c) => [c.id, c.title]),
  );
  return answerOverdueTests(
    {
      items: late.rows.map((r) => ({
        controlId: r.controlId,
        title: titles.get(r.controlId) ?? r.controlId,
        due: r.due,
      })),
      total: late.total,
    },
    now,
  );
};

const ineffective = async ({ db, organizationId }: Ctx) => {
  const [found, counts] = await Promise.all([
    chatControls(
      db,
      organizationId,
      { effectivenessBelow: INEFFECTIVE_EFFECTIVENESS_BELOW },
      LIST,
      'weakest',
    ),
    chatControlCounts(db, organizationId),
  ]);
  return answerIneffectiveControls({
    items: found.rows.map(controlFact),
    total: found.total,
    tested: counts.rated,
  });
};

const withoutEvidence = async ({ db, organizationId }: Ctx) => {
  const [found, counts] = await Promise.all([
    chatControls(db, organizationId, { withoutEvidence: true }, LIST),
    chatControlCounts(db, organizationId),
  ]);
  return answerControlsWithoutEvidence({
    items: found.rows.map(controlFact),
    total: found.total,
    active: counts.active,
  });
};

const answerFor = async (ctx: Ctx, intent: ChatIntent): Promise<ChatAnswer> => {
  const { db, organizationId, question, now } = ctx;
  switch (intent.kind) {
    case 'greeting':
      return answerGreeting();
    case 'help':
      return answerHelp();
    case 'unsupported_action':
      return answerUnsupportedAction(intent.verb);
    case 'unmapped_risks':
      return unmappedRisks(ctx, intent.filter);
    case 'risks':
      return risksAnswer(ctx, intent.filter, intent.mode);
    case 'controls': {
      const found = await chatControls(
        db,
        organizationId,
        { statuses: intent.filter.statuses, types: intent.filter.types },
        LIST,
      );
      return answerControls(intent.filter, intent.mode, {
        items: found.rows.map(controlFact),
        total: found.total,
      });
    }
    case 'overdue_tests':
      return overdueTests(ctx);
    case 'ineffective_controls':
      return ineffective(ctx);
    case 'controls_without_evidence':
      return withoutEvidence(ctx);
    case 'framework_status':
      return frameworkStatusAnswer(db, organizationId, intent.framework, question, now);
    case 'framework_gaps':
      return frameworkGapsAnswer(db, organizationId, intent.framework, question, now);
    case 'recommend_controls':
      return recommendAnswer(db, organizationId, intent.subject);
    case 'lookup':
      return lookupAnswer(db, organizationId, intent.subject);
    case 'unknown':
      return answerUnknown();
  }
};

export type OfflineAnswer = { intent: ChatIntent; answer: ChatAnswer };

/**
 * The offline engine's answer: the question's intent by rules, then the organisation's data.
 * A question no rule reads may still name a risk or control; if not, the answer says what the
 * offline engine can answer.
 */
export const answerOffline = async (
  ctx: Ctx & { previous: ChatIntent | null },
): Promise<OfflineAnswer> => {
  const intent = detectChatIntent(ctx.question, ctx.previous);
  if (intent.kind === 'unknown') {
    const named = await lookupByWords(ctx.db, ctx.organizationId, ctx.question);
    if (named) return { intent: { kind: 'lookup', subject: ctx.question }, answer: named };
  }
  return { intent, answer: await answerFor(ctx, intent) };
};
