export const LOG_LEVELS = ['Error', 'Warning', 'Information'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
