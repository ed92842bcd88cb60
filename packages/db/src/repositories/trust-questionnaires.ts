import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { incomingQuestionnaires, trustQuestionnaires } from '../schema/index.ts';

// Questionnaires approved visitors send through the trust centre (issue 24 point 5). Each is an
// incoming questionnaire of the organisation; these rows say who sent it and what went back.
// Every query takes the organisation.

export type TrustQuestionnaireRow = typeof trustQuestionnaires.$inferSelect;
/** What the visitor's own list shows: the row and the questionnaire's title. */
export type VisitorQuestionnaire = TrustQuestionnaireRow & { title: string };

const ofOrganization = (organizationId: string) =>
  eq(trustQuestionnaires.organizationId, organizationId);

export const insertTrustQuestionnaire = async (
  db: Executor,
  row: typeof trustQuestionnaires.$inferInsert,
): Promise<void> => {
  await db.insert(trustQuestionnaires).values(row);
};

/** The row of an incoming questionnaire, when a visitor sent it; `lock` holds it. */
export const findTrustQuestionnaire = async (
  db: Executor,
  organizationId: string,
  incomingId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<TrustQuestionnaireRow | null> => {
  const query = db
    .select()
    .from(trustQuestionnaires)
    .where(and(ofOrganization(organizationId), eq(trustQuestionnaires.incomingId, incomingId)))
    .limit(1);
  const [found] = lock ? await query.for('update') : await query;
  return found ?? null;
};

/** What one address sent, newest first. */
export const listVisitorQuestionnaires = async (
  db: Executor,
  organizationId: string,
  email: string,
): Promise<VisitorQuestionnaire[]> => {
  const rows = await db
    .select({ row: trustQuestionnaires, title: incomingQuestionnaires.title })
    .from(trustQuestionnaires)
    .innerJoin(
      incomingQuestionnaires,
      eq(incomingQuestionnaires.id, trustQuestionnaires.incomingId),
    )
    .where(and(ofOrganization(organizationId), eq(trustQuestionnaires.visitorEmail, email)))
    .orderBy(desc(trustQuestionnaires.receivedAt), desc(trustQuestionnaires.incomingId))
    .limit(100);
  return rows.map((r) => ({ ...r.row, title: r.title }));
};

/** Questionnaires sent under one grant since a time: the daily limit counts them. */
export const countTrustQuestionnairesSince = async (
  db: Executor,
  organizationId: string,
  grantId: string,
  since: Date,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(trustQuestionnaires)
    .where(
      and(
        ofOrganization(organizationId),
        eq(trustQuestionnaires.grantId, grantId),
        gte(trustQuestionnaires.receivedAt, since),
      ),
    );
  return Number(row?.n ?? 0);
};

/** The answered file that went back to the visitor (a later return replaces it). */
export const markTrustQuestionnaireReturned = async (
  db: Executor,
  organizationId: string,
  incomingId: string,
  returned: Pick<
    typeof trustQuestionnaires.$inferInsert,
    | 'returnedAt'
    | 'returnedBy'
    | 'returnedFileName'
    | 'returnedContentType'
    | 'returnedSizeBytes'
    | 'returnedStorage'
    | 'returnedStorageKey'
    | 'returnedSha256'
  >,
): Promise<void> => {
  await db
    .update(trustQuestionnaires)
    .set(returned)
    .where(and(ofOrganization(organizationId), eq(trustQuestionnaires.incomingId, incomingId)));
};
