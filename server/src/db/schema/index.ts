// The one place drizzle and drizzle-kit read the whole schema from.
export * from './logs.ts';
export * from './org.ts';
export * from './settings.ts';
export * from './users.ts';
