import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewOrderModal } from '@/features/orders/components/new-order-modal';
import i18n from '@/i18n/i18n';
import { sentBody } from '../../../../test/dashboard';
import { json, mockFetch, renderWithProviders } from '../../../../test/render';

const site = { id: '33333333-3333-4333-8333-333333333333', code: 'OPO', name: 'Porto Norte', city: 'Porto', businessPartnerId: 'bp1', businessPartnerName: 'Lusitania Retail', own: true };

function openForm() {
  const onCreated = vi.fn();
  const fetchMock = mockFetch({
    'GET /api/orders/form-options': () => json({ sites: [site], teams: [] }),
    'POST /api/orders': () => json({ id: 'o1' }, 201),
  });
  renderWithProviders(<NewOrderModal opened onClose={() => {}} onCreated={onCreated} />);
  return { fetchMock, onCreated, form: screen.getByTestId('order-form') };
}

describe('new-order form in Spanish', () => {
  it('says in Spanish which contract rule each field breaks', async () => {
    await i18n.changeLanguage('es-ES');
    const { fetchMock, form } = openForm();
    const user = userEvent.setup({ delay: null });

    await user.click(within(form).getByTestId('order-submit'));
    expect(within(form).getAllByText('Este campo es obligatorio.').length).toBe(5);

    await user.type(within(form).getByTestId('order-quantity'), '0');
    await user.type(within(form).getByTestId('order-requested-date'), '01/01/2001');
    await user.click(within(form).getByTestId('order-submit'));
    expect(within(form).getByText('Indique una cantidad mayor que cero.')).toBeInTheDocument();
    expect(within(form).getByText('La fecha no puede ser anterior a hoy.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows and reads the date as dd/mm/yyyy, and sends it as YYYY-MM-DD', async () => {
    await i18n.changeLanguage('es-ES');
    const { fetchMock, form, onCreated } = openForm();
    const user = userEvent.setup({ delay: null });
    const date = within(form).getByTestId('order-requested-date');
    expect(date).toHaveAttribute('placeholder', 'dd/mm/aaaa');

    await user.selectOptions(within(form).getByTestId('order-document-type'), 'Service');
    await user.selectOptions(within(form).getByTestId('order-unit'), 'Hour');
    await user.type(within(form).getByTestId('order-quantity'), '2');
    await user.type(within(form).getByTestId('order-work-location'), 'Muelle 4');
    await user.type(date, '22/11/2099');
    await user.click(within(form).getByTestId('order-work-location'));
    expect(date).toHaveValue('22/11/2099');

    await user.click(within(form).getByTestId('order-submit'));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sentBody(fetchMock, 'POST', '/api/orders')).toEqual({
      documentType: 'Service',
      unitOfMeasure: 'Hour',
      quantity: 2,
      siteId: site.id,
      workLocation: 'Muelle 4',
      requestedTaskDate: '2099-11-22',
    });
  });

  it('shows the date as mm/dd/yyyy in English', async () => {
    const { form } = openForm();
    const user = userEvent.setup({ delay: null });
    const date = within(form).getByTestId('order-requested-date');
    await user.type(date, '11/22/2099');
    await user.click(within(form).getByTestId('order-work-location'));
    expect(date).toHaveValue('11/22/2099');
  });
});
