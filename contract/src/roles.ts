import { z } from 'zod';
import { ROLES } from './constants/roles.ts';
export * from './constants/roles.ts';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

