import { z } from 'zod';
import { PERMISSIONS, SIDEBAR_KEYS } from './constants/permissions.ts';
export * from './constants/permissions.ts';

export const Permission = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof Permission>;

export const SidebarKey = z.enum(SIDEBAR_KEYS);
export type SidebarKey = z.infer<typeof SidebarKey>;

