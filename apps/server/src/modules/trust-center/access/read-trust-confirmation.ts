import {
  currentTrustNda,
  findTrustRequestByToken,
  type Db,
  type TrustCenterRow,
} from '@rampart/db';
import { findByLinkToken } from './trust-links.ts';

export type TrustConfirmation =
  | { state: 'open'; name: string; nda: { version: number; text: string } | null }
  /** Confirmed already (the visitor opened the link twice): what became of it. */
  | { state: 'done'; status: string }
  /** No such link, another organisation's, or past its time: one answer for all. */
  | { state: 'gone' };

/** What a confirmation link shows: the NDA to accept, or why there is nothing to do. */
export const readTrustConfirmation = async ({
  db,
  center,
  token,
  now = new Date(),
}: {
  db: Db;
  center: TrustCenterRow;
  token: string;
  now?: Date;
}): Promise<TrustConfirmation> => {
  const request = await findByLinkToken(token, (hash) =>
    findTrustRequestByToken(db, center.organizationId, hash),
  );
  if (!request) return { state: 'gone' };
  if (request.status !== 'unconfirmed') return { state: 'done', status: request.status };
  if (request.confirmExpiresAt <= now) return { state: 'gone' };
  const nda = await currentTrustNda(db, center.organizationId);
  return {
    state: 'open',
    name: request.name,
    nda: nda ? { version: nda.version, text: nda.text } : null,
  };
};
