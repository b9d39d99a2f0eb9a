import type { TFunction } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ORDER, ORDER_FALLBACK, ORDER_MESSAGES, orderFormSchema, type OrderFormValues } from '@/features/orders/components/order-form';
import { schemaResolver, withoutEmpty } from '@/lib/form';

const valid: OrderFormValues = {
  documentType: 'Service',
  unitOfMeasure: 'Unit',
  quantity: 2,
  siteId: '33333333-3333-4333-8333-333333333333',
  teamId: '',
  workLocation: ' Dock 4 ',
  requestedTaskDate: '2025-06-02',
  requestNo: '',
  companyId: '',
};

/** The dictionary key each field would show. */
const keyOnly = ((key: string) => key) as unknown as TFunction;
const validateOrder = (values: OrderFormValues, siteRequired: boolean) => schemaResolver(orderFormSchema(siteRequired), keyOnly, ORDER_MESSAGES, ORDER_FALLBACK)(values);
const today = (day: string) => vi.setSystemTime(new Date(`${day}T12:00:00Z`));

describe('new-order validation (the contract CreateOrder rules)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    today('2025-06-01');
  });
  afterEach(() => vi.useRealTimers());

  it('asks for every required field', () => {
    expect(validateOrder(EMPTY_ORDER, true)).toEqual({
      documentType: 'validation.required',
      unitOfMeasure: 'validation.required',
      quantity: 'validation.required',
      siteId: 'validation.required',
      workLocation: 'validation.required',
      requestedTaskDate: 'validation.required',
    });
  });

  it('accepts a valid order, and no site when there is only one to choose', () => {
    expect(validateOrder(valid, true)).toEqual({});
    expect(validateOrder({ ...valid, siteId: '' }, false)).toEqual({});
  });

  it('asks staff for the company and a site', () => {
    const staffOrder = (values: OrderFormValues) => schemaResolver(orderFormSchema(true, true), keyOnly, ORDER_MESSAGES, ORDER_FALLBACK)(values);
    expect(staffOrder({ ...valid, siteId: '' })).toEqual({ companyId: 'validation.required', siteId: 'validation.required' });
    const companyId = '11111111-1111-4111-8111-111111111111';
    expect(staffOrder({ ...valid, companyId })).toEqual({});
    expect(orderFormSchema(true, true).parse(withoutEmpty({ ...valid, companyId }))).toMatchObject({ companyId, siteId: valid.siteId });
  });

  it('refuses a date in the past but accepts today', () => {
    today('2025-06-03');
    expect(validateOrder(valid, true)).toEqual({ requestedTaskDate: 'orders.form.errors.pastDate' });
    today('2025-06-02');
    expect(validateOrder(valid, true)).toEqual({});
  });

  it.each([0, -1, 'abc', 1_000_000_000])('refuses the quantity %s', (quantity) => {
    expect(validateOrder({ ...valid, quantity }, true)).toEqual({ quantity: 'orders.form.errors.quantity' });
  });

  it('refuses a work location or request no over the contract length', () => {
    expect(validateOrder({ ...valid, workLocation: 'x'.repeat(201), requestNo: 'y'.repeat(51) }, true)).toEqual({
      workLocation: 'validation.tooLong',
      requestNo: 'validation.tooLong',
    });
  });

  it('builds the request without empty optional fields', () => {
    expect(orderFormSchema(true).parse(withoutEmpty(valid))).toEqual({
      documentType: 'Service',
      unitOfMeasure: 'Unit',
      quantity: 2,
      siteId: '33333333-3333-4333-8333-333333333333',
      workLocation: 'Dock 4',
      requestedTaskDate: '2025-06-02',
    });
  });
});
