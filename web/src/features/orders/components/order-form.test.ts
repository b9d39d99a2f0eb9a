import { describe, expect, it } from 'vitest';
import { EMPTY_ORDER, toCreateOrderRequest, validateOrder, type OrderFormValues } from '@/features/orders/components/order-form';

const valid: OrderFormValues = {
  documentType: 'Service',
  unitOfMeasure: 'Unit',
  quantity: 2,
  siteId: 's1',
  teamId: '',
  workLocation: ' Dock 4 ',
  requestedTaskDate: '2025-06-02',
  requestNo: '',
};

describe('new-order validation', () => {
  it('asks for every required field', () => {
    expect(validateOrder(EMPTY_ORDER, '2025-06-01', true)).toEqual({
      documentType: 'required',
      unitOfMeasure: 'required',
      quantity: 'required',
      siteId: 'required',
      workLocation: 'required',
      requestedTaskDate: 'required',
    });
  });

  it('accepts a valid order, and no site when there is only one to choose', () => {
    expect(validateOrder(valid, '2025-06-01', true)).toEqual({});
    expect(validateOrder({ ...valid, siteId: '' }, '2025-06-01', false)).toEqual({});
  });

  it('refuses a date in the past but accepts today', () => {
    expect(validateOrder(valid, '2025-06-03', true)).toEqual({ requestedTaskDate: 'pastDate' });
    expect(validateOrder(valid, '2025-06-02', true)).toEqual({});
  });

  it.each([0, -1, 'abc', 1_000_000_000])('refuses the quantity %s', (quantity) => {
    expect(validateOrder({ ...valid, quantity }, '2025-06-01', true)).toEqual({ quantity: 'quantity' });
  });

  it('builds the request without empty optional fields', () => {
    expect(toCreateOrderRequest(valid)).toEqual({
      documentType: 'Service',
      unitOfMeasure: 'Unit',
      quantity: 2,
      siteId: 's1',
      workLocation: 'Dock 4',
      requestedTaskDate: '2025-06-02',
    });
  });
});
