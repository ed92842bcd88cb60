import type { RequestFile, ResponseView } from '@rampart/contracts';
import {
  findEvidenceFiles,
  findRequestContext,
  listRequestItems,
  type Executor,
  type QuestionnaireRequestItemRow,
  type QuestionnaireRequestRow,
} from '@rampart/db';
import { presentResponseView } from './response.presenter.ts';

/** The files the items point at, by id, read from the organisation's evidence. */
export const itemFiles = async (
  db: Executor,
  organizationId: string,
  items: readonly Pick<QuestionnaireRequestItemRow, 'evidenceIds'>[],
): Promise<Map<string, RequestFile>> => {
  const rows = await findEvidenceFiles(
    db,
    organizationId,
    items.flatMap((i) => i.evidenceIds),
  );
  return new Map(rows.map((f) => [f.id, f]));
};

/** Everything the recipient's page shows for the request as it now is. */
export const loadResponseView = async (
  db: Executor,
  row: QuestionnaireRequestRow,
): Promise<ResponseView> => {
  const [context, items] = await Promise.all([
    findRequestContext(db, row),
    listRequestItems(db, row.organizationId, row.id),
  ]);
  const files = await itemFiles(db, row.organizationId, items);
  return presentResponseView(
    row,
    context ?? { organizationName: '', questionnaireTitle: '', questionnaireDescription: '' },
    items,
    files,
  );
};
