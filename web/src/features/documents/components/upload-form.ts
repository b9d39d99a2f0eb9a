import type { TFunction } from 'i18next';
import { z } from 'zod';
import { UploadDocumentFields } from '@customer-hub/contract/documents';
import type { FieldMessages } from '@/lib/form';

export type UploadFormValues = {
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
};

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

/**
 * The contract's upload fields, with the company picked first and the file. The pickers offer only
 * the server's own ids (whether they exist is the server's check); the ledger link goes only with a
 * type of the Invoices section; `maxBytes` is known only to admins (the server checks anyway).
 */
export const uploadFormSchema = (maxBytes: number | null, invoice: boolean) =>
  UploadDocumentFields.extend({
    businessPartnerId: z.string().min(1),
    siteId: z.string().optional(),
    ledgerDocumentNo: invoice ? UploadDocumentFields.shape.ledgerDocumentNo : z.unknown().transform(() => undefined),
    companyId: z.string().min(1),
    file: z.instanceof(File).refine((file) => maxBytes === null || file.size <= maxBytes),
  });

export const uploadMessages = (t: TFunction, maxMegabytes: number | null): Record<string, FieldMessages> => ({
  file: { required: 'validation.required', custom: () => t('documents.upload.tooLarge', { max: maxMegabytes ?? 0 }) },
});
export const UPLOAD_FALLBACK: FieldMessages = { required: 'validation.required', too_big: 'validation.tooLong', invalid: 'validation.invalid' };
