import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from '@/components/data-table';
import { renderWithProviders } from '../../test/render';

const TABLE_NAME = 'People';

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = [
  { id: '1', name: 'Ana' },
  { id: '2', name: 'Bruno' },
];
const columns: Column<Row>[] = [{ key: 'name', header: 'Name', cell: (r) => r.name }];

function Selectable({ onOpen, phone = false }: { onOpen: (row: Row) => void; phone?: boolean }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  return (
    <>
      <output data-testid="chosen">{[...selected].sort().join(',')}</output>
      <DataTable
        label={TABLE_NAME}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        status={{ loading: false }}
        emptyText="None"
        paging={{ page: 1, pageSize: 25, total: 2, onPageChange: () => {} }}
        rowOpen={{ onRowClick: onOpen }}
        selection={{ selected, onChange: setSelected, rowName: (r) => r.name }}
        mobileCard={phone ? (r) => <span>{r.name}</span> : undefined}
        testId="people"
      />
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('DataTable row selection', () => {
  it('leads each row with a checkbox named after it, chooses the page from the header, and never opens a row while choosing', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<Selectable onOpen={onOpen} />);
    const user = userEvent.setup({ delay: null });
    const table = screen.getByRole('table', { name: TABLE_NAME });
    const ana = within(table).getByRole('checkbox', { name: 'Select Ana' });
    const page = within(table).getByRole('checkbox', { name: 'Select every row of this page' });

    await user.click(ana);
    expect(screen.getByTestId('chosen')).toHaveTextContent('1');
    expect(page).not.toBeChecked();
    expect(page).toHaveAttribute('data-indeterminate', 'true');
    // The keyboard: Space on the focused checkbox of a row that opens on Space.
    within(table).getByRole('checkbox', { name: 'Select Bruno' }).focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('chosen')).toHaveTextContent('1,2');
    expect(page).toBeChecked();
    expect(onOpen).not.toHaveBeenCalled();

    await user.click(page);
    expect(screen.getByTestId('chosen')).toBeEmptyDOMElement();
    await user.click(page);
    expect(screen.getByTestId('chosen')).toHaveTextContent('1,2');

    // The row itself still opens.
    await user.click(within(table).getByText('Ana'));
    expect(onOpen).toHaveBeenCalledWith(rows[0]);
  });

  it('puts the checkboxes on the phone cards too, with a labelled "select the page"', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width: 767px') });
    try {
      const onOpen = vi.fn();
      renderWithProviders(<Selectable onOpen={onOpen} phone />);
      const user = userEvent.setup({ delay: null });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const list = screen.getByRole('list', { name: TABLE_NAME });
      await user.click(within(list).getByRole('checkbox', { name: 'Select Bruno' }));
      expect(screen.getByTestId('chosen')).toHaveTextContent('2');
      await user.click(screen.getByLabelText('Select every row of this page'));
      expect(screen.getByTestId('chosen')).toHaveTextContent('1,2');
      expect(onOpen).not.toHaveBeenCalled();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
