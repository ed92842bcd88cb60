import type { BulkGenerateBody } from '@rampart/contracts';
import { normalizeBatchSize, normalizeGenerationSettings } from '@rampart/domain';
import { findRisks, insertJob, newId, type JobRow, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { invalid } from '../../../errors.ts';
import type { AiService } from '../../service.ts';
import { CONTROL_GENERATION_FEATURE } from './draft-controls.ts';
import { asJson, type JobInput } from './job-data.ts';

/**
 * POST /api/ai/controls/bulk-generate: queues a bulk job for the runner. Every risk must be the
 * organisation's now; one deleted later fails its batch with "Risk not found".
 */
export const bulkGenerate = async ({
  db,
  ai,
  actor,
  body,
}: {
  db: Db;
  ai: AiService;
  actor: Actor;
  body: BulkGenerateBody;
}): Promise<JobRow> => {
  const riskIds = [...new Set(body.riskIds)];
  const rows = await findRisks(db, actor.organizationId, riskIds);
  const known = new Set(rows.map((r) => r.id));
  body.riskIds.forEach((id, i) => {
    if (!known.has(id)) throw invalid(`riskIds.${i}`, 'Risk not found');
  });
  // The offline engine counts the whole job as one request, when it is asked for: its runs in
  // the background then go on at their own pace (decision 012). A model engine's guard counts
  // each model call as the job makes it.
  await ai.admitOffline({ actor, feature: CONTROL_GENERATION_FEATURE });
  const input: JobInput = {
    riskIds,
    riskTitles: Object.fromEntries(rows.map((r) => [r.id, r.title])),
    batchSize: normalizeBatchSize(body.batchSize),
    settings: normalizeGenerationSettings(body),
    label: `${riskIds.length} risk${riskIds.length === 1 ? '' : 's'}`,
  };
  return insertJob(db, {
    id: newId('aij'),
    organizationId: actor.organizationId,
    createdBy: actor.userId,
    kind: 'bulk_control_generation',
    status: 'queued',
    input: asJson(input),
    engine: ai.engine,
  });
};
