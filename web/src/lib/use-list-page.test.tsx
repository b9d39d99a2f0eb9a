import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListPage, type ListPageOptions } from '@/lib/use-list-page';

type Filters = { status: '' | 'Open' | 'Closed'; search: string; types: readonly string[] };

const options: ListPageOptions<Filters, 'date' | 'name'> = {
  filters: { status: '', search: '', types: [] },
  allowed: { status: ['Open', 'Closed'], types: ['A', 'B'] },
  sorts: ['date', 'name'],
  sort: { key: 'date', direction: 'desc' },
  pageSize: 25,
  pageSizes: [25, 50],
};

/** /detail's code: it loads when a test lets it (a page opened from the list, still loading). */
let letDetailLoad: () => void = () => undefined;
let detailLoaded = new Promise<{ element: null }>((resolve) => (letDetailLoad = () => resolve({ element: null })));
const resetDetail = () => {
  detailLoaded = new Promise((resolve) => (letDetailLoad = () => resolve({ element: null })));
};

/** Renders the hook on /list?<search> and hands back its latest answer and the router. */
function setUp(search = '', hookOptions: ListPageOptions<Filters, 'date' | 'name'> = options) {
  const result: { current: ReturnType<typeof useListPage<Filters, 'date' | 'name'>> | null } = { current: null };
  function Probe() {
    result.current = useListPage(hookOptions);
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }, { path: '/before', element: null }, { path: '/detail', lazy: () => detailLoaded }], {
    initialEntries: ['/before', `/list${search}`],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  const list = () => {
    if (!result.current) throw new Error('not rendered');
    return result.current;
  };
  const search$ = () => router.state.location.search;
  return { list, router, search: search$ };
}

describe('useListPage', () => {
  it('reads the defaults from a bare URL', () => {
    const { list } = setUp();
    expect(list().page).toBe(1);
    expect(list().pageSize).toBe(25);
    expect(list().sort).toEqual({ key: 'date', direction: 'desc' });
    expect(list().filters).toEqual({ status: '', search: '', types: [] });
    expect(list().selected).toBeNull();
    expect(list().filtered).toBe(false);
  });

  it('reads page, size, sort, filters and the open detail from the URL (a reloaded deep link)', () => {
    const { list } = setUp('?page=3&size=50&sort=name&dir=asc&status=Closed&search=abc&types=A&types=B&open=42');
    expect(list().page).toBe(3);
    expect(list().pageSize).toBe(50);
    expect(list().sort).toEqual({ key: 'name', direction: 'asc' });
    expect(list().filters).toEqual({ status: 'Closed', search: 'abc', types: ['A', 'B'] });
    expect(list().selected).toBe('42');
    expect(list().filtered).toBe(true);
  });

  it('reads values it does not know as the defaults', () => {
    const { list } = setUp('?page=-2&size=7&sort=secret&dir=up&status=Nope&types=A&types=Z');
    expect(list().page).toBe(1);
    expect(list().pageSize).toBe(25);
    expect(list().sort).toEqual({ key: 'date', direction: 'desc' });
    expect(list().filters.status).toBe('');
    expect(list().filters.types).toEqual(['A']);
  });

  it('pushes a new page and sort, so Back returns to the previous one', async () => {
    const { list, router, search } = setUp('?status=Open');
    act(() => list().setPage(3));
    expect(search()).toBe('?status=Open&page=3');
    act(() => list().setSort({ key: 'name', direction: 'asc' }));
    expect(search()).toBe('?status=Open&sort=name&dir=asc');
    expect(list().page).toBe(1);

    await act(() => router.navigate(-1));
    expect(list().page).toBe(3);
    expect(list().sort.key).toBe('date');
    await act(() => router.navigate(-1));
    expect(search()).toBe('?status=Open');
  });

  it('keeps a change the screen has not shown yet when a second one comes before it (a quick click on a busy phone)', () => {
    const { list, search } = setUp('?status=Open');
    // Both calls come from the same render, as two clicks do while the first change's render waits.
    const rendered = list();
    act(() => {
      rendered.setSort({ key: 'name', direction: 'asc' });
      rendered.setPage(2);
    });
    expect(search()).toBe('?status=Open&sort=name&dir=asc&page=2');
    expect(list().sort).toEqual({ key: 'name', direction: 'asc' });
    expect(list().page).toBe(2);
  });

  it('keeps a filter the screen has not shown yet when another filter comes before it', () => {
    const { list, search } = setUp('?page=2');
    const rendered = list();
    act(() => {
      rendered.setFilters({ status: 'Closed' });
      rendered.setFilters({ search: 'pump' });
    });
    expect(search()).toBe('?status=Closed&search=pump');
  });

  it('builds on the URL on screen once Back has returned to the entry a change was made over', async () => {
    const { list, router, search } = setUp('?status=Open');
    act(() => list().setPage(3));
    await act(() => router.navigate(-1));
    expect(list().page).toBe(1);
    act(() => list().open('42'));
    expect(search()).toBe('?status=Open&open=42');
  });

  it('ignores a sort key the server does not know', () => {
    const { list, search } = setUp();
    act(() => list().setSort({ key: 'password', direction: 'asc' }));
    expect(search()).toBe('');
  });

  it('replaces the entry on a filter change, back at page 1, and writes only what differs from the defaults', async () => {
    const { list, router, search } = setUp('?page=4');
    act(() => list().setFilters({ status: 'Open', types: ['B'] }));
    expect(search()).toBe('?status=Open&types=B');
    expect(list().page).toBe(1);
    act(() => list().setFilters({ status: '' }));
    expect(search()).toBe('?types=B');

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/before');
  });

  it('keeps the page when a filter is set to the value it already has (a search box reporting on mount)', () => {
    const { list, search } = setUp('?page=2&search=abc');
    act(() => list().setFilters({ search: 'abc' }));
    expect(search()).toBe('?page=2&search=abc');
  });

  it('writes an emptied filter whose default is not empty, and reads it back as empty', () => {
    const { list, search } = setUp('', { ...options, filters: { status: 'Open', search: '', types: ['A'] } });
    act(() => list().setFilters({ status: '', types: [] }));
    expect(search()).toBe('?status=&types=');
    expect(list().filters).toEqual({ status: '', search: '', types: [] });
  });

  it('clears every filter at once', () => {
    const { list, search } = setUp('?status=Closed&search=x&sort=name&dir=asc');
    act(() => list().resetFilters());
    expect(search()).toBe('?sort=name&dir=asc');
  });

  it('keeps parameters it does not own', () => {
    const { list, search } = setUp('?section=Budgets');
    act(() => list().setPage(2));
    expect(search()).toBe('?section=Budgets&page=2');
  });

  it('opens a detail as a new entry; closing it goes back to the list as it was', async () => {
    const { list, router, search } = setUp('?page=3&sort=name&dir=asc');
    act(() => list().open('row-7'));
    expect(list().selected).toBe('row-7');
    expect(search()).toBe('?page=3&sort=name&dir=asc&open=row-7');
    act(() => list().close());
    await waitFor(() => {
      expect(list().selected).toBeNull();
      expect(search()).toBe('?page=3&sort=name&dir=asc');
      expect(router.state.historyAction).toBe('POP');
    });
  });

  it('closes a detail that came with the link by replacing the entry', () => {
    const { list, router, search } = setUp('?page=2&open=9');
    act(() => list().close());
    expect(search()).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('changes the page size among the allowed ones, back at page 1', () => {
    const { list, search } = setUp('?page=5');
    act(() => list().setPageSize(50));
    expect(search()).toBe('?size=50');
    expect(list().pageSize).toBe(50);
  });

  it('drops a filter change made while the app leaves the list for a page still loading (it would land on that page)', async () => {
    resetDetail();
    const { list, router } = setUp();
    act(() => void router.navigate('/detail'));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    act(() => list().setFilters({ search: 'typed just before' }));
    await act(async () => {
      letDetailLoad();
      await detailLoaded;
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/detail'));
    expect(router.state.location.search).toBe('');
  });
});
