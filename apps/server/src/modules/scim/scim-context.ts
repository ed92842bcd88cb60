import SCIMMY from 'scimmy';
import type { ScimSettingsRow, Tx } from '@rampart/db';
import { databaseErrorOf } from '../../plugins/safe-error-log.ts';

/** What every SCIM handler of one request works with: one transaction, one organisation. */
export type ScimContext = {
  tx: Tx;
  organizationId: string;
  settings: ScimSettingsRow;
  requestId: string;
  /** The organisation's verified email domains: the only people it may provision. */
  verifiedDomains: ReadonlySet<string>;
  /** People whose access changed: their sessions' caches and sockets drop after commit. */
  touched: Set<string>;
  /** A failure that is not the client's, kept so it is not reported as a SCIM 404 or 400. */
  fault?: unknown;
};

/** A SCIM error: status, the RFC 7644 scimType, and a detail naming the attribute. */
export const scimError = (status: number, scimType: string | null, detail: string) =>
  new SCIMMY.Types.Error(status, scimType as never, detail);

export const scimNotFound = (what: 'User' | 'Group', id: string) =>
  scimError(404, null, `${what} ${id} not found`);

/**
 * Runs a handler's work so that scimmy sees only SCIM errors: a unique index says someone took
 * the name meanwhile (409); anything else is a fault of ours, kept on the context and rethrown
 * after scimmy returns (scimmy would call any other error a 404).
 */
export const guarded = async <T>(ctx: ScimContext, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SCIMMY.Types.Error) throw error;
    if (databaseErrorOf(error)?.code === '23505') {
      throw scimError(409, 'uniqueness', 'Another resource already has this name');
    }
    ctx.fault = error;
    throw error;
  }
};
