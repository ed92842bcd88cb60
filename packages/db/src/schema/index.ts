export * from './auth.ts';
export * from './organizations.ts';
export * from './audit.ts';
