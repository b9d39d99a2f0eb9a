import type { CreateOrderRequest, OrderDocumentType, OrderUnitOfMeasure } from '@/features/orders/api';

/** What the new-order form holds: text as typed, turned into the request on submit. */
export interface OrderFormValues {
  documentType: OrderDocumentType | '';
  unitOfMeasure: OrderUnitOfMeasure | '';
  quantity: number | string;
  siteId: string;
  teamId: string;
  workLocation: string;
  requestedTaskDate: string;
  requestNo: string;
}

export const EMPTY_ORDER: OrderFormValues = {
  documentType: '',
  unitOfMeasure: '',
  quantity: '',
  siteId: '',
  teamId: '',
  workLocation: '',
  requestedTaskDate: '',
  requestNo: '',
};

export type OrderFieldError = 'required' | 'quantity' | 'pastDate' | 'tooLong';
export type OrderErrors = Partial<Record<keyof OrderFormValues, OrderFieldError>>;

const MAX_QUANTITY = 999_999_999;

/**
 * The contract's rules for POST /api/orders, checked before sending: every field but team and
 * request no is required (the site too, when there is more than one to choose from), a positive
 * quantity, a task date not in the past.
 */
export function validateOrder(values: OrderFormValues, today: string, siteRequired: boolean): OrderErrors {
  const errors: OrderErrors = {};
  if (!values.documentType) errors.documentType = 'required';
  if (!values.unitOfMeasure) errors.unitOfMeasure = 'required';
  const quantity = typeof values.quantity === 'number' ? values.quantity : Number(String(values.quantity).replace(',', '.'));
  if (values.quantity === '' || values.quantity === null) errors.quantity = 'required';
  else if (!Number.isFinite(quantity) || quantity <= 0 || quantity > MAX_QUANTITY) errors.quantity = 'quantity';
  if (siteRequired && !values.siteId) errors.siteId = 'required';
  if (!values.workLocation.trim()) errors.workLocation = 'required';
  else if (values.workLocation.trim().length > 200) errors.workLocation = 'tooLong';
  if (!values.requestedTaskDate) errors.requestedTaskDate = 'required';
  else if (values.requestedTaskDate < today) errors.requestedTaskDate = 'pastDate';
  if (values.requestNo.trim().length > 50) errors.requestNo = 'tooLong';
  return errors;
}

/** The request body of valid form values; empty optional fields are left out. */
export function toCreateOrderRequest(values: OrderFormValues): CreateOrderRequest {
  return {
    documentType: values.documentType as OrderDocumentType,
    unitOfMeasure: values.unitOfMeasure as OrderUnitOfMeasure,
    quantity: typeof values.quantity === 'number' ? values.quantity : Number(String(values.quantity).replace(',', '.')),
    workLocation: values.workLocation.trim(),
    requestedTaskDate: values.requestedTaskDate,
    ...(values.siteId ? { siteId: values.siteId } : {}),
    ...(values.teamId ? { teamId: values.teamId } : {}),
    ...(values.requestNo.trim() ? { requestNo: values.requestNo.trim() } : {}),
  };
}
