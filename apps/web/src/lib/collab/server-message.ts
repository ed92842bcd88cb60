import {
  COLLAB_RESOURCES,
  type CollabResource,
  type CollabServerMessage,
} from '@rampart/contracts';

/** A stateless message from the server, or null when it is not one of ours. */
export const readServerMessage = (payload: string): CollabServerMessage | null => {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  if (m.type === 'saved' && typeof m.at === 'string') return { type: 'saved', at: m.at };
  if (m.type === 'changed' && (COLLAB_RESOURCES as readonly unknown[]).includes(m.resource)) {
    return { type: 'changed', resource: m.resource as CollabResource };
  }
  if (m.type === 'access' && (m.reason === 'revoked' || m.reason === 'changed')) {
    return { type: 'access', reason: m.reason };
  }
  return null;
};
