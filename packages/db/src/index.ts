export * from './client.ts';
export * from './ids.ts';
export * as schema from './schema/index.ts';
export * from './repositories/users.ts';
export * from './repositories/organizations.ts';
export * from './repositories/invitations.ts';
export * from './repositories/preferences.ts';
export * from './repositories/audit.ts';
