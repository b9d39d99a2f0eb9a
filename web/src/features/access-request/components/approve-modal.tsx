import { Modal, NativeSelect, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApproveAccessRequest, type AccessRequest } from '@customer-hub/contract/access-requests';
import { LANGUAGE_CODES, matchLanguage } from '@customer-hub/contract/constants/languages';
import { USER_NAME_MAX } from '@customer-hub/contract/constants/users';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { InlineLoader } from '@/components/inline-loader';
import { useApproveAccessRequest, useOrgCompanies, type ApproveBody, type OrgCompany } from '@/features/access-request/api';
import { currentLanguage } from '@/i18n/i18n';
import { useSchemaForm } from '@/lib/form';

/**
 * The contract's user name and language, and the organisation node picked top-down (the pickers
 * offer only the server's own ids: whether they exist is the server's check).
 */
const schema = ApproveAccessRequest.pick({ userName: true, language: true }).extend({
  companyId: z.string().min(1),
  partnerId: z.string().optional(),
  siteId: z.string().optional(),
});
const messages = { companyId: 'accessRequests.approve.companyRequired', userName: 'accessRequests.approve.userNameInvalid' } as const;

/** A user name proposal from the email: its local part, cleaned to the allowed characters. */
export function suggestUserName(email: string): string {
  const local = (email.split('@')[0] ?? '').replace(/[^\w.+-]/g, '');
  if (local.length >= 3) return local.slice(0, 100);
  const whole = email.trim().replace(/[^\w.@+-]/g, '');
  return whole.slice(0, 100);
}

/** The narrowest node chosen: a site, else a business partner, else the company. */
export function chosenNode(companyId: string, partnerId: string, siteId: string): Pick<ApproveBody, 'treeNodeKind' | 'treeNodeId'> {
  if (siteId) return { treeNodeKind: 'site', treeNodeId: siteId };
  if (partnerId) return { treeNodeKind: 'business_partner', treeNodeId: partnerId };
  return { treeNodeKind: 'company', treeNodeId: companyId };
}

interface ApproveFormProps {
  request: AccessRequest;
  companies: OrgCompany[];
  onDone: () => void;
  onCancel: () => void;
}

function ApproveForm({ request, companies, onDone, onCancel }: ApproveFormProps) {
  const { t } = useTranslation();
  const approve = useApproveAccessRequest();
  const form = useSchemaForm(schema, {
    initialValues: {
      companyId: companies.length === 1 ? (companies[0]?.id ?? '') : '',
      partnerId: '',
      siteId: '',
      userName: suggestUserName(request.email),
      language: matchLanguage(request.language) ?? currentLanguage(),
    },
    messages,
  });
  const { companyId, partnerId } = form.values;
  const company = companies.find((c) => c.id === companyId);
  const partner = company?.businessPartners.find((p) => p.id === partnerId);

  const onSubmit = form.onSubmit(({ companyId, partnerId, siteId, ...rest }) => {
    if (approve.isPending) return;
    approve.mutate({ id: request.id, body: { companyId, ...chosenNode(companyId, partnerId ?? '', siteId ?? ''), ...rest } }, { onSuccess: onDone });
  });

  return (
    <ModalForm onSubmit={onSubmit} testId="approve-form" submitLabel={t('accessRequests.approve.submit')} submitTestId="approve-submit" submitColor="green" pending={approve.isPending} onCancel={onCancel}>
      <Text size="sm">{t('accessRequests.approve.text', { name: request.name, email: request.email })}</Text>
      <ErrorAlert error={approve.error} testId="approve-error" />
      <NativeSelect
        label={t('accessRequests.approve.company')}
        withAsterisk
        {...form.getInputProps('companyId')}
        onChange={(event) => form.setValues({ companyId: event.currentTarget.value, partnerId: '', siteId: '' })}
        data={[
          { value: '', label: t('accessRequests.approve.chooseCompany') },
          ...companies.map((c) => ({ value: c.id, label: c.code ? `${c.name} (${c.code})` : c.name })),
        ]}
        data-testid="approve-company"
      />
      <NativeSelect
        label={t('accessRequests.approve.partner')}
        description={t('accessRequests.approve.partnerHint')}
        {...form.getInputProps('partnerId')}
        disabled={!company || company.businessPartners.length === 0}
        onChange={(event) => form.setValues({ partnerId: event.currentTarget.value, siteId: '' })}
        data={[
          { value: '', label: t('accessRequests.approve.wholeCompany') },
          ...(company?.businessPartners ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.customerNo})` })),
        ]}
        data-testid="approve-partner"
      />
      <NativeSelect
        label={t('accessRequests.approve.site')}
        {...form.getInputProps('siteId')}
        disabled={!partner || partner.sites.length === 0}
        data={[
          { value: '', label: t('accessRequests.approve.wholePartner') },
          ...(partner?.sites ?? []).map((s) => ({ value: s.id, label: s.code ? `${s.name} (${s.code})` : s.name })),
        ]}
        data-testid="approve-site"
      />
      <TextInput
        label={t('accessRequests.approve.userName')}
        description={t('accessRequests.approve.userNameHint')}
        withAsterisk
        autoCapitalize="none"
        spellCheck={false}
        maxLength={USER_NAME_MAX}
        {...form.getInputProps('userName')}
        data-testid="approve-username"
      />
      <NativeSelect
        label={t('accessRequests.approve.language')}
        {...form.getInputProps('language')}
        data={LANGUAGE_CODES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
        data-testid="approve-language"
      />
    </ModalForm>
  );
}

interface ApproveModalProps {
  request: AccessRequest | null;
  onClose: () => void;
  onApproved: () => void;
}

/** Approve: where in the organisation the new contact sits, their user name and language. */
export function ApproveModal({ request, onClose, onApproved }: ApproveModalProps) {
  const { t } = useTranslation();
  const companies = useOrgCompanies(request !== null);
  let body;
  if (!request) body = null;
  else if (companies.isPending) body = <InlineLoader py="xl" />;
  else if (companies.isError) body = <ErrorAlert error={companies.error} />;
  else if (companies.data.length === 0) body = <Text>{t('accessRequests.approve.noCompanies')}</Text>;
  else body = <ApproveForm key={request.id} request={request} companies={companies.data} onDone={onApproved} onCancel={onClose} />;

  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t('accessRequests.approve.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {body}
    </Modal>
  );
}
