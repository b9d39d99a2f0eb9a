import { useCallback, useState } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface ListSort<S extends string> {
  key: S;
  direction: SortDirection;
}

/**
 * Paging and sorting of a server list: a new sort (or any filter, through `firstPage`) goes back
 * to page 1. The sort keys are the server's own enum.
 */
export function useListState<S extends string>(initial: ListSort<S>, isSortKey: (key: string) => key is S) {
  const [page, setPage] = useState(1);
  const [sort, setSortState] = useState<ListSort<S>>(initial);
  const setSort = useCallback(
    (next: { key: string; direction: SortDirection }) => {
      if (!isSortKey(next.key)) return;
      setSortState({ key: next.key, direction: next.direction });
      setPage(1);
    },
    [isSortKey],
  );
  const firstPage = useCallback(() => setPage(1), []);
  return { page, setPage, sort, setSort, firstPage };
}

/** A type guard for one of a list of string constants. */
export function oneOf<T extends string>(list: readonly T[]): (value: string) => value is T {
  return (value: string): value is T => (list as readonly string[]).includes(value);
}
