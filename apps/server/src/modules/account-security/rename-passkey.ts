import type { Passkey, RenamePasskeyBody } from '@rampart/contracts';
import { recordPersonAudit, renamePasskey as renamePasskeyRow, type Db } from '@rampart/db';
import type { SessionPrincipal } from '../../auth/actor.ts';
import { notFound } from '../../errors.ts';
import { presentPasskey } from './passkey.presenter.ts';

/** Renames one of the person's own passkeys ("Work laptop"); another person's is not found. */
export const renamePasskey = async ({
  principal,
  passkeyId,
  input,
  db,
  requestId,
}: {
  principal: SessionPrincipal;
  passkeyId: string;
  input: RenamePasskeyBody;
  db: Db;
  requestId: string;
}): Promise<Passkey> =>
  db.transaction(async (tx) => {
    const row = await renamePasskeyRow(tx, principal.userId, passkeyId, input.name);
    if (!row) throw notFound('Passkey');
    await recordPersonAudit(tx, {
      userId: principal.userId,
      actorId: principal.userId,
      action: 'user.passkey_renamed',
      after: { passkeyId: row.id, name: row.name },
      requestId,
    });
    return presentPasskey(row);
  });
