import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The way a change came in when it was not the web app or a script calling REST: an AI agent's
 * tool call through MCP (decision 041), with the client's name. Every audit event recorded while
 * it runs carries it, so the log says "through MCP (Claude)" without each use case knowing.
 */
export type AuditChannel = { via: 'mcp'; client: string };

const channel = new AsyncLocalStorage<AuditChannel>();

/** Runs `fn` so that the audit events it records name `via`. */
export const withAuditChannel = <T>(via: AuditChannel, fn: () => Promise<T>): Promise<T> =>
  channel.run(via, fn);

/** The channel of the change being recorded, if it came through one. */
export const currentAuditChannel = (): AuditChannel | undefined => channel.getStore();
