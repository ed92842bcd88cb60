export * from './auth.ts';
export * from './organizations.ts';
export * from './audit.ts';
export * from './risks.ts';
export * from './testing.ts';
export * from './compliance.ts';
export * from './ai.ts';
export * from './vendors.ts';
