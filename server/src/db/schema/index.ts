// The one place drizzle and drizzle-kit read the whole schema from.
export * from './access-requests.ts';
export * from './auth.ts';
export * from './customer.ts';
export * from './email.ts';
export * from './ledger.ts';
export * from './logs.ts';
export * from './org.ts';
export * from './settings.ts';
export * from './users.ts';
export * from './notifications.ts';
export * from './documents.ts';
export * from './tickets.ts';
export * from './policies.ts';
export * from './home-content.ts';
export * from './sync.ts';
export * from './numbering.ts';
export * from './sso.ts';
