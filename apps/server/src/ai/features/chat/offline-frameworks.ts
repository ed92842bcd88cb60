import { findFramework, listFrameworks, type Db } from '@rampart/db';
import {
  answerFrameworkGaps,
  answerFrameworkStatus,
  compareGaps,
  matchFrameworkByName,
  type ChatAnswer,
  type FrameworkFact,
  type GapFact,
} from '@rampart/domain';
import { frameworkStatus } from '../../../modules/frameworks/framework-status.ts';

type Listed = Awaited<ReturnType<typeof listFrameworks>>[number];

/** The framework the question names: by alias (intent), else by id or name. */
const namedFramework = (frameworks: Listed[], alias: string | null, question: string) => {
  const list = frameworks.map((f) => ({ id: f.framework.id, name: f.framework.name, row: f }));
  const found = alias
    ? list.find((f) => f.id === alias)
    : (matchFrameworkByName(question, list) ?? undefined);
  return found?.row ?? null;
};

const withSummary = async (
  db: Db,
  organizationId: string,
  f: Listed,
  now: Date,
): Promise<FrameworkFact> => ({
  id: f.framework.id,
  name: f.framework.name,
  selected: Boolean(f.selected),
  summary: (await frameworkStatus(db, organizationId, f.framework.id, now)).summary,
});

/** Status of the named framework, else of every tracked one. */
export const frameworkStatusAnswer = async (
  db: Db,
  organizationId: string,
  alias: string | null,
  question: string,
  now: Date,
): Promise<ChatAnswer> => {
  const frameworks = await listFrameworks(db, organizationId);
  const focus = namedFramework(frameworks, alias, question);
  if (focus) {
    return answerFrameworkStatus([], await withSummary(db, organizationId, focus, now));
  }
  const tracked = await Promise.all(
    frameworks.filter((f) => f.selected).map((f) => withSummary(db, organizationId, f, now)),
  );
  return answerFrameworkStatus(tracked, null);
};

/** The top gaps of the named framework, else of the first tracked one. */
export const frameworkGapsAnswer = async (
  db: Db,
  organizationId: string,
  alias: string | null,
  question: string,
  now: Date,
): Promise<ChatAnswer> => {
  const frameworks = await listFrameworks(db, organizationId);
  const focus =
    namedFramework(frameworks, alias, question) ?? frameworks.find((f) => f.selected) ?? null;
  if (!focus) return answerFrameworkStatus([], null);
  const framework = await findFramework(db, organizationId, focus.framework.id);
  if (!framework) return answerFrameworkStatus([], null);
  const status = await frameworkStatus(db, organizationId, framework.framework.id, now);
  const gaps: GapFact[] = status.requirements
    .filter(
      (r): r is typeof r & { status: GapFact['status'] } =>
        r.status === 'not_met' || r.status === 'partly_met',
    )
    .sort(compareGaps)
    .map((r) => ({
      id: r.id,
      code: r.code,
      title: r.title,
      status: r.status,
      mandatory: r.mandatory,
      reason: r.reasons[0] ?? null,
    }));
  return answerFrameworkGaps(
    { id: framework.framework.id, name: framework.framework.name },
    gaps,
    status.summary.total,
  );
};
