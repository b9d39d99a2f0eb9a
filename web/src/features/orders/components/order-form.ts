import { z } from 'zod';
import { ConfirmOrderRequest, CreateOrderRequest, type OrderDocumentType, type OrderUnitOfMeasure } from '@customer-hub/contract/orders';
import type { FieldMessages } from '@/lib/form';

/** What the new-order form holds: text as typed, the contract's request once checked. */
export type OrderFormValues = {
  documentType: OrderDocumentType | '';
  unitOfMeasure: OrderUnitOfMeasure | '';
  quantity: number | string;
  siteId: string;
  teamId: string;
  workLocation: string;
  requestedTaskDate: string;
  requestNo: string;
  /** Staff only: the company the order is for (not sent; it narrows the sites and teams). */
  companyId: string;
};

export const EMPTY_ORDER: OrderFormValues = {
  documentType: '',
  unitOfMeasure: '',
  quantity: '',
  siteId: '',
  teamId: '',
  workLocation: '',
  requestedTaskDate: '',
  requestNo: '',
  companyId: '',
};

/**
 * The contract's CreateOrder rules; the site is required only when there is more than one to
 * choose from (a site-scoped contact may send none: the server takes their own). Staff choose
 * the company first (`companyRequired`); the form leaves it out of the request.
 */
export const orderFormSchema = (siteRequired: boolean, companyRequired = false) =>
  CreateOrderRequest.extend({ siteId: siteRequired ? z.uuid() : z.uuid().optional(), companyId: companyRequired ? z.uuid() : z.uuid().optional() });

/** Staff confirming an order: the contract's ConfirmOrder rules. */
export const confirmOrderSchema = ConfirmOrderRequest;

const pastDate: FieldMessages = { required: 'validation.required', custom: 'orders.form.errors.pastDate', invalid: 'validation.invalid' };

/** What each broken rule says; any other field: required or too long. */
export const ORDER_MESSAGES: Record<string, FieldMessages> = {
  quantity: { required: 'validation.required', invalid: 'orders.form.errors.quantity' },
  requestedTaskDate: pastDate,
  taskDate: pastDate,
  unitPrice: 'validation.invalid',
};
export const ORDER_FALLBACK: FieldMessages = { required: 'validation.required', too_big: 'validation.tooLong', invalid: 'validation.invalid' };
