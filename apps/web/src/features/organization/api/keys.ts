/** Cache keys of the current organisation; switching organisation resets them all. */
export const ORGANIZATION_KEYS = {
  all: ['organization'] as const,
  current: ['organization', 'current'] as const,
  invitations: ['organization', 'invitations'] as const,
};
