import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from '@/components/data-table';
import { renderWithProviders } from '../../test/render';

interface Row {
  id: string;
  name: string;
}

const tableName = 'People';

const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'city', header: 'City', cell: () => 'Lisboa', priority: 2 },
  { key: 'team', header: 'Team', cell: () => 'Alpha', priority: 3 },
  { key: 'amount', header: 'Amount', cell: () => '10' },
];

/** A container `width` wide, and a table 200 px per column shown; answers a way to resize the container. */
function layout(width: number) {
  const observers: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        const report = () => this.report([{ target, contentRect: { width, height: 400 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
        observers.push(report);
        report();
      }
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'TABLE' ? this.querySelectorAll('th').length * 200 : 0;
  });
  return (next: number) => {
    width = next;
    observers.forEach((report) => report());
  };
}

/** The table's column headers, as shown. */
const headerTexts = () => within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent);

function renderTable(onHidden = vi.fn()) {
  renderWithProviders(
    <DataTable
      label={tableName}
      columns={columns}
      rows={[{ id: '1', name: 'Ana' }]}
      rowKey={(r) => r.id}
      status={{ loading: false }}
      emptyText="None"
      paging={{ page: 1, pageSize: 25, total: 1, onPageChange: () => {} }}
      rowOpen={{ onRowClick: () => {} }}
      onHiddenColumnsChange={onHidden}
      testId="people"
    />,
  );
  return onHidden;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DataTable on a narrow screen', () => {
  it('hides the lower-priority columns, the last of priority 3 first, and names them under the table', async () => {
    layout(500);
    const onHidden = renderTable();
    await waitFor(() => expect(screen.getByTestId('people-hidden-columns')).toHaveTextContent('Open an entry to see: City, Team.'));
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Amount']);
    expect(onHidden).toHaveBeenLastCalledWith(['team', 'city']);
    expect(screen.queryByTestId('people-scroll-hint')).not.toBeInTheDocument();
  });

  it('says the table scrolls sideways when even its first columns are wider than the screen', async () => {
    layout(350);
    renderTable();
    expect(await screen.findByTestId('people-scroll-hint')).toHaveTextContent('Scroll the table sideways');
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(2);
  });

  it('gives the columns back one by one as its container grows frame by frame, without fitting them all again each frame', async () => {
    const resize = layout(350);
    const onHidden = renderTable();
    await waitFor(() => expect(headerTexts()).toEqual(['Name', 'Amount']));
    onHidden.mockClear();
    // A sidebar sliding open: the container grows ten pixels a frame (Mantine's observer reports on the next frame).
    for (let width = 360; width <= 900; width += 10) {
      await act(async () => {
        resize(width);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      const expected = width >= 800 ? ['Name', 'City', 'Team', 'Amount'] : width >= 600 ? ['Name', 'City', 'Amount'] : ['Name', 'Amount'];
      expect(headerTexts()).toEqual(expected);
    }
    // City came back at 600 px, Team at 800: once each, nothing hidden and shown again in between.
    expect(onHidden.mock.calls).toEqual([[['team']], [[]]]);
  });

  it('keeps every column when they fit', async () => {
    layout(900);
    renderTable();
    await screen.findByText('Ana');
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.queryByTestId('people-hidden-columns')).not.toBeInTheDocument();
    expect(screen.queryByTestId('people-scroll-hint')).not.toBeInTheDocument();
  });
});
