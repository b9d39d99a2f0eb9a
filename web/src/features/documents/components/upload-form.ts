import type { UploadFields } from '@/features/documents/upload';

export interface UploadFormValues {
  companyId: string;
  businessPartnerId: string;
  /** '' for the whole business partner. */
  siteId: string;
  typeCode: string;
  documentNo: string;
  title: string;
  description: string;
  /** YYYY-MM-DD */
  documentDate: string;
  /** Invoices section only: the current-account entry's document number the PDF belongs to. */
  ledgerDocumentNo: string;
  file: File | null;
}

export const emptyUpload = (today: string): UploadFormValues => ({
  companyId: '',
  businessPartnerId: '',
  siteId: '',
  typeCode: '',
  documentNo: '',
  title: '',
  description: '',
  documentDate: today,
  ledgerDocumentNo: '',
  file: null,
});

/** The file kinds the server accepts (it decides from the bytes; this only guides the picker). */
export const UPLOAD_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.tif,.tiff,.docx,.xlsx,.pptx,.odt,.ods,.zip';

/** The contract's bounds (UploadDocumentFields), checked before sending. */
const MAX_LENGTH = { documentNo: 64, title: 200, description: 2000, ledgerDocumentNo: 64 } as const;

export type UploadError = 'required' | 'tooLong' | 'tooLarge';
export type UploadErrors = Partial<Record<keyof UploadFormValues, UploadError>>;

/** What is missing or out of bounds; `maxBytes` is known only to admins (the server checks anyway). */
export function validateUpload(values: UploadFormValues, maxBytes: number | null): UploadErrors {
  const errors: UploadErrors = {};
  if (!values.businessPartnerId) errors.businessPartnerId = 'required';
  if (!values.companyId) errors.companyId = 'required';
  if (!values.typeCode) errors.typeCode = 'required';
  for (const field of ['documentNo', 'title'] as const) {
    if (!values[field].trim()) errors[field] = 'required';
  }
  for (const field of ['documentNo', 'title', 'description', 'ledgerDocumentNo'] as const) {
    if (values[field].trim().length > MAX_LENGTH[field]) errors[field] = 'tooLong';
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.documentDate)) errors.documentDate = 'required';
  if (!values.file) errors.file = 'required';
  else if (maxBytes !== null && values.file.size > maxBytes) errors.file = 'tooLarge';
  return errors;
}

/** The text fields of the multipart request; the ledger link only for a type of the Invoices section. */
export function toUploadFields(values: UploadFormValues, invoice = false): UploadFields {
  return {
    ledgerDocumentNo: invoice ? values.ledgerDocumentNo.trim() || undefined : undefined,
    businessPartnerId: values.businessPartnerId,
    siteId: values.siteId || undefined,
    typeCode: values.typeCode,
    documentNo: values.documentNo.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
    documentDate: values.documentDate,
  };
}
