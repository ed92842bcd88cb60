import type { ResponseView } from '@rampart/contracts';
import { updateQuestionnaireRequestRow, type Db } from '@rampart/db';
import { loadResponseView } from './load-response-view.ts';
import { requestByToken } from './respond-access.ts';

/** The recipient opens their link: the page's content, and the time it was opened. */
export const openResponse = async (opts: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<ResponseView> => {
  const now = opts.now ?? new Date();
  return opts.db.transaction(async (tx) => {
    const row = await requestByToken(tx, opts.token, now, { lock: true });
    const opened = await updateQuestionnaireRequestRow(tx, row.organizationId, row.id, {
      lastOpenedAt: now,
    });
    return loadResponseView(tx, opened ?? row);
  });
};
