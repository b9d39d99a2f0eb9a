import { z } from 'zod';
import { SORT_DIRECTIONS } from './constants/paging.ts';
export * from './constants/paging.ts';

export const SortDirection = z.enum(SORT_DIRECTIONS);

/**
 * The paging fields of every list query, as a plain shape: list schemas spread it into their own
 * `z.object({...})` instead of calling `.extend()` on an imported schema, which a bundler cannot
 * drop (the web keeps zod out of its first bundle).
 */
export const PAGE_FIELDS = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  direction: z.enum(SORT_DIRECTIONS).default('desc'),
};

/** Query string of every list call: server-side paging and sorting. */
export const PageQuery = z.object(PAGE_FIELDS);
export type PageQuery = z.infer<typeof PageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
