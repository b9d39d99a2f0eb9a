import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

export interface ListSort<S extends string> {
  key: S;
  direction: SortDirection;
}

/** A filter is one text (a search, a date, a status; '' for "all") or several (a multi-select). */
export type ListFilters<F = Record<string, unknown>> = { [K in keyof F]: string | readonly string[] };

/**
 * A list's filters typed from its endpoint's query `Q` (the contract's request type): the keys `K`
 * it filters on, each as the URL keeps it: its values or '' for "all"; a multi-select stays a list,
 * a yes/no filter and a number the text they are sent as ('true' or 'false', the digits).
 */
export type FiltersOf<Q, K extends keyof Q> = {
  -readonly [P in K]-?: FilterValue<NonNullable<Q[P]>>;
};
type FilterValue<V> = [V] extends [readonly (infer I)[]] ? readonly I[] : [V] extends [boolean] ? 'true' | 'false' | '' : [V] extends [number] ? string : V | '';

export interface ListPageOptions<F extends ListFilters<F>, S extends string> {
  /** Every filter with its default: the shape of the filters and what an absent parameter means. */
  filters: F;
  /** The values a filter may take (statuses, types): anything else in the URL reads as its default. */
  allowed?: { [K in keyof F]?: readonly string[] };
  /** The server's sort keys and the sort of a fresh list. */
  sorts?: readonly S[];
  sort?: ListSort<S>;
  pageSize?: number;
  /** The page sizes a link may ask for; without it the page size is fixed. */
  pageSizes?: readonly number[];
}

/** The URL parameters of a list besides its filters (a filter must not take these names). */
export const LIST_PARAMS = { page: 'page', pageSize: 'size', sort: 'sort', direction: 'dir', open: 'open' } as const;

/** The address of a list screen (`/dashboard/Orders`) with one row's detail open: `?open=<id>`. */
export function listDetailPath(screenAddress: string, id: string): string {
  return `${screenAddress}?${new URLSearchParams({ [LIST_PARAMS.open]: id })}`;
}

/** Marks a history entry the list pushed to open a detail: closing it goes back instead of stacking. */
const OPENED_STATE = 'listDetailOpened';

function parseFilters<F extends ListFilters<F>>(params: URLSearchParams, defaults: F, allowed: ListPageOptions<F, string>['allowed']): F {
  const filters: Record<string, string | readonly string[]> = {};
  for (const [key, fallback] of Object.entries(values(defaults))) {
    const allowedValues = (allowed as Record<string, readonly string[] | undefined> | undefined)?.[key];
    const fits = (value: string) => !allowedValues || allowedValues.includes(value);
    if (Array.isArray(fallback)) {
      const values = params.getAll(key).filter((value) => value !== '' && fits(value));
      filters[key] = params.has(key) ? values : fallback;
    } else {
      const value = params.get(key);
      filters[key] = value === null || (value !== '' && !fits(value)) ? fallback : value;
    }
  }
  return filters as F;
}

type Values = Record<string, string | readonly string[]>;
const values = (filters: object) => filters as Values;

function sameValue(a: string | readonly string[], b: string | readonly string[]): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/**
 * What a list's URL parameters say (page, size, sort, filters, the open row), read as useListPage
 * reads them: a page's first call can be started from the address alone, before the page renders
 * (a screen's prefetch, and the page rendered on the server).
 */
export function readListState<F extends ListFilters<F>, S extends string = never>(params: URLSearchParams, options: ListPageOptions<F, S>) {
  const { filters: defaults, allowed, sorts = [], sort: defaultSort, pageSize: defaultPageSize = 25, pageSizes } = options;
  const sortKey = params.get(LIST_PARAMS.sort);
  const direction = params.get(LIST_PARAMS.direction);
  const key = sortKey !== null && (sorts as readonly string[]).includes(sortKey) ? (sortKey as S) : defaultSort?.key;
  const sort: ListSort<S> | undefined =
    key === undefined ? undefined : { key, direction: direction === 'asc' || direction === 'desc' ? direction : (defaultSort?.direction ?? 'asc') };
  const size = positiveInteger(params.get(LIST_PARAMS.pageSize));
  return {
    page: positiveInteger(params.get(LIST_PARAMS.page)) ?? 1,
    pageSize: size !== null && pageSizes?.includes(size) ? size : defaultPageSize,
    // Lists without sorting never read it.
    sort: sort as ListSort<S>,
    filters: parseFilters(params, defaults, allowed),
    selected: params.get(LIST_PARAMS.open),
  };
}

/**
 * Page, page size, sort, filters and the open detail of a server list, kept in the URL's search
 * parameters so a reload, a shared link and the Back button all return to the same list.
 * Only values that differ from the defaults are written. A new page, sort or detail is a new
 * history entry (Back returns to the previous one); a filter replaces the entry and goes back to
 * page 1, so typing a search does not stack one entry per word. Parameters the list does not own
 * (a page's `?section=`) are kept.
 */
export function useListPage<F extends ListFilters<F>, S extends string = never>(options: ListPageOptions<F, S>) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { filters: defaults, allowed, sorts = [], sort: defaultSort, pageSize: defaultPageSize = 25 } = options;

  // The options are constants of the page; only the URL changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const state = useMemo(() => readListState(params, options), [params]);

  /**
   * The parameters the last write asked for, while the location it was written over is still the
   * one on screen. The router renders a new location in a transition, which a busy phone can put
   * off: a second change made before that render (the next page just after a sort) builds on this,
   * not on the parameters still rendered, or it would drop the first change.
   */
  const pending = useRef<{ over: string; search: string } | null>(null);
  useEffect(() => {
    // A location on screen (the one written, or another after Back) is the base again.
    pending.current = null;
  }, [location.key]);

  const leavingTo = useNavigation().location?.pathname;

  /**
   * Writes a change over the current parameters; `replace` for changes Back should skip. While the
   * app is leaving the list for another page that is still loading (a row clicked just after
   * typing in a search box), a change is dropped: written, it would land on the page being opened.
   */
  const write = useCallback(
    (change: (next: URLSearchParams) => void, how: { replace: boolean; opened?: boolean }) => {
      if (leavingTo !== undefined && leavingTo !== location.pathname) return;
      const base = pending.current?.over === location.key ? pending.current.search : params.toString();
      const next = new URLSearchParams(base);
      change(next);
      if (next.toString() === base) return;
      pending.current = { over: location.key, search: next.toString() };
      setParams(next, { replace: how.replace, state: how.opened ? { [OPENED_STATE]: true } : undefined, preventScrollReset: true });
    },
    [params, setParams, location.key, location.pathname, leavingTo],
  );

  const setPage = useCallback(
    (page: number) =>
      write((next) => {
        if (page <= 1) next.delete(LIST_PARAMS.page);
        else next.set(LIST_PARAMS.page, String(page));
      }, { replace: false }),
    [write],
  );

  const setPageSize = useCallback(
    (size: number) =>
      write((next) => {
        next.delete(LIST_PARAMS.page);
        if (size === defaultPageSize) next.delete(LIST_PARAMS.pageSize);
        else next.set(LIST_PARAMS.pageSize, String(size));
      }, { replace: false }),
    [write, defaultPageSize],
  );

  /** A new sort (one of the server's keys; anything else is ignored) starts at page 1. */
  const setSort = useCallback(
    (sort: { key: string; direction: SortDirection }) => {
      if (!(sorts as readonly string[]).includes(sort.key)) return;
      write((next) => {
        next.delete(LIST_PARAMS.page);
        const isDefault = sort.key === defaultSort?.key && sort.direction === defaultSort.direction;
        if (isDefault) {
          next.delete(LIST_PARAMS.sort);
          next.delete(LIST_PARAMS.direction);
        } else {
          next.set(LIST_PARAMS.sort, sort.key);
          next.set(LIST_PARAMS.direction, sort.direction);
        }
      }, { replace: false });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [write],
  );

  /** Changes some filters; a real change starts at page 1 and closes the detail. */
  const setFilters = useCallback(
    (change: Partial<F>) => {
      write((next) => {
        // Over the filters last written, which the screen may not show yet.
        const current = values(parseFilters(next, defaults, allowed));
        const merged: Values = { ...current, ...values(change) };
        const changed = Object.keys(change).some((key) => !sameValue(merged[key] ?? '', current[key] ?? ''));
        if (!changed) return;
        next.delete(LIST_PARAMS.page);
        next.delete(LIST_PARAMS.open);
        for (const [key, value] of Object.entries(merged)) {
          next.delete(key);
          if (sameValue(value, values(defaults)[key] ?? '')) continue;
          if (typeof value === 'string') next.set(key, value);
          else if (value.length === 0) next.set(key, '');
          else for (const item of value) next.append(key, item);
        }
      }, { replace: true });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [write],
  );

  const resetFilters = useCallback(() => setFilters(defaults), [setFilters, defaults]);

  /** Opens a row's detail as a new history entry: Back closes it. */
  const open = useCallback((id: string) => write((next) => next.set(LIST_PARAMS.open, id), { replace: false, opened: true }), [write]);

  /** Closes the detail: back to the entry it was opened from, or the same entry without it (a shared link). */
  const close = useCallback(() => {
    if (!state.selected) return;
    const opened = (location.state as Record<string, unknown> | null)?.[OPENED_STATE] === true;
    if (opened) navigate(-1);
    else write((next) => next.delete(LIST_PARAMS.open), { replace: true });
  }, [state.selected, location.state, navigate, write]);

  /** How many filters differ from their defaults (the phone's "Filters" button counts them). */
  const activeFilters = Object.entries(values(state.filters)).filter(([key, value]) => !sameValue(value, values(defaults)[key] ?? '')).length;
  const filtered = activeFilters > 0;

  return { ...state, filtered, activeFilters, setPage, setPageSize, setSort, setFilters, resetFilters, open, close };
}

export type ListPageState<F extends ListFilters<F>, S extends string = string> = ReturnType<typeof useListPage<F, S>>;

/** A type guard for one of a list of string constants. */
export function oneOf<T extends string>(list: readonly T[]): (value: string) => value is T {
  return (value: string): value is T => (list as readonly string[]).includes(value);
}
