import { z } from 'zod';
import { LANGUAGE_CODES } from './constants/languages.ts';
export * from './constants/languages.ts';

export const LanguageCode = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof LanguageCode>;

