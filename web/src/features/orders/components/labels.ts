import type { TFunction } from 'i18next';
import { ORDER_DOCUMENT_TYPES } from '@customer-hub/contract/constants/orders';
import type { OrderDocumentType } from '@customer-hub/contract/orders';
import { unitLabel } from '@/lib/units';

const isDocumentType = (v: string): v is OrderDocumentType => (ORDER_DOCUMENT_TYPES as readonly string[]).includes(v);

/** An order's document type in the user's language; older values outside the list show as stored. */
export function orderDocumentTypeLabel(value: string, t: TFunction): string {
  return isDocumentType(value) ? t(`orders.documentTypes.${value}`) : value;
}

export const orderUnitLabel = unitLabel;
