import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  EmailTemplateKey,
  PreviewEmailTemplateRequest,
  UpdateEmailTemplateRequest,
} from '@customer-hub/contract/email';
import type { LanguageCode } from '@customer-hub/contract/languages';
import type { DocumentSettings } from '@customer-hub/contract/documents';
import type { ChatSettings } from '@customer-hub/contract/chat';
import type { NotificationSettings, OrderSettings, SecuritySettings, UpdateReportsSettings } from '@customer-hub/contract/settings';
import type { RetentionSettings } from '@customer-hub/contract/retention';
import type { SlaCompanyPolicy, SlaSettings } from '@customer-hub/contract/sla';
import type { SyncSettingsInput } from '@customer-hub/contract/sync';
import { call } from '@/lib/api-call';
import { useGet } from '@/lib/queries';
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export type TemplateContent = z.input<typeof UpdateEmailTemplateRequest>;

export const settingsKeys = {
  security: ['settings', 'security'] as const,
  templates: ['settings', 'email-templates'] as const,
  documents: ['settings', 'documents'] as const,
  notifications: ['settings', 'notifications'] as const,
  chat: ['settings', 'chat'] as const,
  orders: ['settings', 'orders'] as const,
  reports: ['settings', 'reports'] as const,
  erp: ['settings', 'erp'] as const,
  sla: ['settings', 'sla'] as const,
  retention: ['settings', 'retention'] as const,
  retentionStatus: ['settings', 'retention', 'status'] as const,
  recordOfProcessing: ['settings', 'record-of-processing'] as const,
};

/** GET /api/settings/security (Admin). */
export function useSecuritySettings() {
  return useGet(settingsKeys.security, 'GET /api/settings/security', { staleTime: 0 });
}

/** A settings card's save: the answer is the card's data as now stored. */
function useSaveSettings<TBody, TSaved>(save: (body: TBody) => Promise<TSaved>, show: (queryClient: QueryClient, saved: TSaved) => void) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: save, onSuccess: (saved) => show(queryClient, saved) });
}

/** PUT /api/settings/security (Admin). */
export const useUpdateSecuritySettings = () =>
  useSaveSettings(
    (body: SecuritySettings) => call('PUT /api/settings/security', { body }),
    (queryClient, saved) => queryClient.setQueryData(settingsKeys.security, saved),
  );

/** GET /api/settings/documents (Admin): the upload limit and whether global search shows. */
export function useDocumentSettings() {
  return useGet(settingsKeys.documents, 'GET /api/settings/documents', { staleTime: 0 });
}

/** PUT /api/settings/documents (Admin); the search icon follows at once. */
export const useUpdateDocumentSettings = () =>
  useSaveSettings(
    (body: DocumentSettings) => call('PUT /api/settings/documents', { body }),
    (queryClient, saved) => {
      queryClient.setQueryData(settingsKeys.documents, saved);
      queryClient.setQueryData(sharedQueryKeys.globalSearchActive, saved.globalSearchActive);
    },
  );

/** GET /api/settings/notifications (Admin): the bell switch and the ticket site's default survey login. */
export function useNotificationSettings() {
  return useGet(settingsKeys.notifications, 'GET /api/settings/notifications', { staleTime: 0 });
}

/** PUT /api/settings/notifications (Admin); the bell follows at once. */
export const useUpdateNotificationSettings = () =>
  useSaveSettings(
    (body: NotificationSettings) => call('PUT /api/settings/notifications', { body }),
    (queryClient, saved) => {
      queryClient.setQueryData(settingsKeys.notifications, saved);
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.notificationsHidden });
    },
  );

/** GET /api/settings/chat (Admin): the chat switch and the chat page's URL. */
export function useChatSettings() {
  return useGet(settingsKeys.chat, 'GET /api/settings/chat', { staleTime: 0 });
}

/** PUT /api/settings/chat (Admin); the chat frame follows at once. */
export const useUpdateChatSettings = () =>
  useSaveSettings(
    (body: ChatSettings) => call('PUT /api/settings/chat', { body }),
    (queryClient, saved) => {
      queryClient.setQueryData(settingsKeys.chat, saved);
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.chatHidden });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.chatUrl });
    },
  );

/** GET /api/email-templates (Admin): every template in every language. */
export function useEmailTemplates() {
  return useGet(settingsKeys.templates, 'GET /api/email-templates', { staleTime: 0 });
}

/** PUT /api/email-templates/:key/:language (Admin). */
export function useUpdateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, language, body }: { key: EmailTemplateKey; language: LanguageCode; body: TemplateContent }) =>
      call('PUT /api/email-templates/:key/:language', { params: { key, language }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.templates }),
  });
}

/** POST /api/email-templates/:key/:language/preview: the unsaved edits rendered with sample values. */
export function usePreviewEmailTemplate() {
  return useMutation({
    mutationFn: ({ key, language, body }: { key: EmailTemplateKey; language: LanguageCode; body: z.input<typeof PreviewEmailTemplateRequest> }) =>
      call('POST /api/email-templates/:key/:language/preview', { params: { key, language }, body }),
  });
}

/** GET /api/settings/retention (Admin): how many days each kind of record is kept. */
export function useRetentionSettings() {
  return useGet(settingsKeys.retention, 'GET /api/settings/retention', { staleTime: 0 });
}

/** PUT /api/settings/retention (Admin); the next run and the record of processing follow it. */
export const useUpdateRetentionSettings = () =>
  useSaveSettings(
    (body: RetentionSettings) => call('PUT /api/settings/retention', { body }),
    (queryClient, saved) => {
      queryClient.setQueryData(settingsKeys.retention, saved);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.recordOfProcessing });
    },
  );

/** GET /api/settings/retention/status (Admin): the last run and the next; polled while a run goes on. */
export function useRetentionStatus() {
  return useQuery({
    queryKey: settingsKeys.retentionStatus,
    queryFn: ({ signal }) => call('GET /api/settings/retention/status', { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.running ? RETENTION_POLL_MS : false),
  });
}

/** How often the status is read again while a run goes on. */
const RETENTION_POLL_MS = 2000;

/** POST /api/settings/retention/run (Admin, audited): a run now. */
export function useRunRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /api/settings/retention/run', {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.retentionStatus }),
  });
}

/** GET /api/settings/record-of-processing (Admin): each category of data and how long it is kept. */
export function useRecordOfProcessing() {
  return useGet(settingsKeys.recordOfProcessing, 'GET /api/settings/record-of-processing', { staleTime: 0 });
}

/** POST /api/email-templates/:key/:language/test: the unsaved edits sent to my own address, through the outbox. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: ({ key, language, body }: { key: EmailTemplateKey; language: LanguageCode; body: z.input<typeof PreviewEmailTemplateRequest> }) =>
      call('POST /api/email-templates/:key/:language/test', { params: { key, language }, body }),
  });
}

/** GET /api/settings/orders (Admin): the order cancel cut-off. */
export function useOrderSettings() {
  return useGet(settingsKeys.orders, 'GET /api/settings/orders', { staleTime: 0 });
}

/** PUT /api/settings/orders (Admin); every order's cancel deadline follows at once. */
export const useUpdateOrderSettings = () =>
  useSaveSettings(
    (body: OrderSettings) => call('PUT /api/settings/orders', { body }),
    (queryClient, saved) => {
      queryClient.setQueryData(settingsKeys.orders, saved);
      // The orders' allowed actions and cancel deadlines are computed with it.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  );

/** GET /api/settings/reports (Admin): Qlik Sense and Power BI settings; the client secret only as "set". */
export function useReportsSettings() {
  return useGet(settingsKeys.reports, 'GET /api/settings/reports', { staleTime: 0 });
}

/** PUT /api/settings/reports (Admin): a secret left out is kept, an empty one clears it. */
export const useUpdateReportsSettings = () =>
  useSaveSettings(
    (body: UpdateReportsSettings) => call('PUT /api/settings/reports', { body }),
    (queryClient, saved) => queryClient.setQueryData(settingsKeys.reports, saved),
  );

/** GET /api/sync/settings (Admin): the ERP connection and the nightly sync; the secret only as "set". */
export function useErpSettings() {
  return useGet(settingsKeys.erp, 'GET /api/sync/settings', { staleTime: 0 });
}

/** PUT /api/sync/settings (Admin): a secret left out is kept. */
export const useUpdateErpSettings = () =>
  useSaveSettings(
    (body: z.output<typeof SyncSettingsInput>) => call('PUT /api/sync/settings', { body }),
    (queryClient, saved) => queryClient.setQueryData(settingsKeys.erp, saved),
  );

/** GET /api/settings/sla (Admin): the service levels. */
export function useSlaSettings() {
  return useGet(settingsKeys.sla, 'GET /api/settings/sla', { staleTime: 0 });
}

/** PUT /api/settings/sla (Admin); requests raised or changed afterwards follow them. */
export const useUpdateSlaSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SlaSettings) => call('PUT /api/settings/sla', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.sla, saved);
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
    },
  });
};

/** GET /api/org/companies (staff): the companies, for the pickers of company settings. */
export function useSettingsCompanies() {
  return useGet(['settings', 'companies'], 'GET /api/org/companies', { staleTime: 5 * 60_000 });
}

/** GET /api/sla/companies/:companyId (staff): a company's own service levels. */
export function useCompanySla(companyId: string) {
  return useQuery({
    queryKey: [...settingsKeys.sla, 'company', companyId] as const,
    queryFn: ({ signal }) => call('GET /api/sla/companies/:companyId', { params: { companyId }, signal }),
    enabled: companyId !== '',
    staleTime: 0,
  });
}

/** PUT /api/sla/companies/:companyId (staff): replaces them; the company's new requests follow. */
export const useUpdateCompanySla = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, body }: { companyId: string; body: SlaCompanyPolicy }) => call('PUT /api/sla/companies/:companyId', { params: { companyId }, body }),
    onSuccess: (saved, { companyId }) => queryClient.setQueryData([...settingsKeys.sla, 'company', companyId], saved),
  });
};
