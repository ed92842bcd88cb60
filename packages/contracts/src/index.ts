export * from './errors.ts';
export * from './envelope.ts';
export * from './permissions.ts';
export * from './auth.ts';
export * from './organizations.ts';
export * from './preferences.ts';
export * from './audit.ts';
export * from './health.ts';
