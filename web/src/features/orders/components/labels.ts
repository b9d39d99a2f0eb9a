import type { TFunction } from 'i18next';
import { ORDER_DOCUMENT_TYPE_LIST, ORDER_UNIT_LIST, type OrderDocumentType, type OrderUnitOfMeasure } from '@/features/orders/api';

const isDocumentType = (v: string): v is OrderDocumentType => (ORDER_DOCUMENT_TYPE_LIST as readonly string[]).includes(v);
const isUnit = (v: string): v is OrderUnitOfMeasure => (ORDER_UNIT_LIST as readonly string[]).includes(v);

/** An order's document type in the user's language; older values outside the list show as stored. */
export function orderDocumentTypeLabel(value: string, t: TFunction): string {
  return isDocumentType(value) ? t(`orders.documentTypes.${value}`) : value;
}

export function orderUnitLabel(value: string, t: TFunction): string {
  return isUnit(value) ? t(`orders.units.${value}`) : value;
}
