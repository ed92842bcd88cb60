import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiTokenPrincipal } from './api-tokens.ts';
import type { SessionPrincipal } from './actor.ts';

/**
 * A request Rampart makes to itself on behalf of one already authenticated (an MCP tool call
 * runs its REST route through `inject`, decision 041). The route's own guard still decides; only
 * the look-up of the token, done once for the outer request, is not repeated, so the token's
 * rate limit counts the call once. Held in async context, so no header from outside can claim it.
 */
export type InternalCall = {
  /** The bearer the outer request presented: the inner one must present the same. */
  bearer: string;
  principal: SessionPrincipal;
  apiToken: ApiTokenPrincipal;
};

const calls = new AsyncLocalStorage<InternalCall>();

/** Runs `fn` (which makes the inner request) with the outer request's authentication. */
export const withInternalCall = <T>(call: InternalCall, fn: () => Promise<T>): Promise<T> =>
  calls.run(call, fn);

/** The authentication of the outer request when `bearer` is the one it presented. */
export const internalCallFor = (bearer: string): InternalCall | undefined => {
  const call = calls.getStore();
  return call && call.bearer === bearer ? call : undefined;
};
