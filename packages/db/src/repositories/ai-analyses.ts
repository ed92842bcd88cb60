import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { aiAnalyses } from '../schema/index.ts';

export type AiAnalysisRow = typeof aiAnalyses.$inferSelect;

/** The organisation's latest answer of one analysis (`insights`, `trends:90`), if any. */
export const storedAiAnalysis = async (
  db: Executor,
  organizationId: string,
  kind: string,
): Promise<AiAnalysisRow | null> => {
  const [row] = await db
    .select()
    .from(aiAnalyses)
    .where(and(eq(aiAnalyses.organizationId, organizationId), eq(aiAnalyses.kind, kind)))
    .limit(1);
  return row ?? null;
};

/** Replaces the organisation's answer of one analysis with a newly computed one. */
export const storeAiAnalysis = async (
  db: Executor,
  row: Pick<AiAnalysisRow, 'organizationId' | 'kind' | 'result' | 'computedByUserId'> & {
    computedAt: Date;
  },
): Promise<void> => {
  await db
    .insert(aiAnalyses)
    .values(row)
    .onConflictDoUpdate({
      target: [aiAnalyses.organizationId, aiAnalyses.kind],
      set: {
        result: row.result,
        computedAt: row.computedAt,
        computedByUserId: row.computedByUserId,
      },
    });
};
