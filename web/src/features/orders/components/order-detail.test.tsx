import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import type { GetOrderResponse } from '@customer-hub/contract/orders';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { renderWithProviders } from '../../../../test/render';

const order: GetOrderResponse = {
  id: '11111111-1111-4111-8111-111111111111',
  orderNo: 'OR-2026-000001',
  orderDate: '2026-03-01',
  documentType: 'Service',
  status: 'Cancelled',
  confirmation: null,
  unitOfMeasure: 'Hour',
  quantity: 4,
  currency: 'EUR',
  teamId: null,
  teamName: null,
  companyName: 'Lusitania Retail Group',
  workLocation: 'Piso 2',
  requestedTaskDate: '2026-05-10',
  taskDate: '2026-05-10',
  requestNo: null,
  tourNo: null,
  businessPartnerId: 'bp1',
  businessPartnerName: 'Lusitania Retail',
  siteId: 's1',
  siteName: 'Lisboa Centro',
  createdAt: '2026-03-01T09:00:00Z',
  allowedActions: [],
  cancelDeadline: null,
  history: [
    { id: 'h1', fromStatus: null, toStatus: 'Confirming', at: '2026-03-01T09:00:00Z', note: null, byName: 'Ana Silva' },
    { id: 'h2', fromStatus: 'Confirming', toStatus: 'Confirmed', at: '2026-03-02T09:00:00Z', note: null, byName: null },
    { id: 'h3', fromStatus: 'Confirmed', toStatus: 'Cancelled', at: '2026-03-03T09:00:00Z', note: 'Já não é preciso', byName: 'Ana Silva' },
  ],
};

describe('order history', () => {
  it("names each step in the reader's language, with the note a person wrote as it was written", async () => {
    await i18n.changeLanguage('pt-PT');
    renderWithProviders(<OrderDetail order={order} mayCancel={false} />);
    const history = await screen.findByTestId('order-history');
    const steps = within(history).getAllByText(/^Encomenda /).map((el) => el.textContent);
    expect(steps).toEqual(['Encomenda efetuada', 'Encomenda confirmada', 'Encomenda cancelada']);
    expect(history).toHaveTextContent('Já não é preciso');
    expect(history).not.toHaveTextContent(/Order placed/i);
  });
});

describe('order unit price', () => {
  it('shows the unit price in the order currency', async () => {
    await i18n.changeLanguage('es-ES');
    renderWithProviders(<OrderDetail order={{ ...order, unitPrice: 1234.5, currency: 'USD' }} mayCancel={false} />);
    expect(await screen.findByText(/1234,50\s?US\$|1\.234,50\s?US\$/)).toBeInTheDocument();
  });
});
