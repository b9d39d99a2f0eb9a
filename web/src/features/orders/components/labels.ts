import type { TFunction } from 'i18next';
import { ORDER_DOCUMENT_TYPE_LIST, type OrderDocumentType } from '@/features/orders/api';
import { unitLabel } from '@/lib/units';

const isDocumentType = (v: string): v is OrderDocumentType => (ORDER_DOCUMENT_TYPE_LIST as readonly string[]).includes(v);

/** An order's document type in the user's language; older values outside the list show as stored. */
export function orderDocumentTypeLabel(value: string, t: TFunction): string {
  return isDocumentType(value) ? t(`orders.documentTypes.${value}`) : value;
}

export const orderUnitLabel = unitLabel;
