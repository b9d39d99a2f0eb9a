import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, matchLanguage, type LanguageCode } from '@customer-hub/contract/languages';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import {
  useApproveAccessRequest,
  useOrgCompanies,
  type AccessRequest,
  type ApproveBody,
  type OrgCompany,
} from '@/features/access-request/api';
import { currentLanguage } from '@/i18n/i18n';

const USER_NAME = /^[\w.@+-]{3,100}$/;

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
  const [companyId, setCompanyId] = useState(companies.length === 1 ? (companies[0]?.id ?? '') : '');
  const [partnerId, setPartnerId] = useState('');
  const [siteId, setSiteId] = useState('');
  const [userName, setUserName] = useState(() => suggestUserName(request.email));
  const [language, setLanguage] = useState<LanguageCode>(() => matchLanguage(request.language) ?? currentLanguage());
  const [errors, setErrors] = useState<{ company?: string; userName?: string }>({});

  const company = companies.find((c) => c.id === companyId);
  const partner = company?.businessPartners.find((p) => p.id === partnerId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (approve.isPending) return;
    const found: typeof errors = {};
    if (!companyId) found.company = t('accessRequests.approve.companyRequired');
    if (!USER_NAME.test(userName.trim())) found.userName = t('accessRequests.approve.userNameInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    approve.mutate(
      {
        id: request.id,
        body: { companyId, ...chosenNode(companyId, partnerId, siteId), userName: userName.trim(), language },
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="approve-form">
      <Stack gap="md">
        <Text size="sm">{t('accessRequests.approve.text', { name: request.name, email: request.email })}</Text>
        <ErrorAlert error={approve.error} testId="approve-error" />
        <NativeSelect
          label={t('accessRequests.approve.company')}
          withAsterisk
          value={companyId}
          onChange={(event) => {
            setCompanyId(event.currentTarget.value);
            setPartnerId('');
            setSiteId('');
          }}
          error={errors.company}
          data={[
            { value: '', label: t('accessRequests.approve.chooseCompany') },
            ...companies.map((c) => ({ value: c.id, label: c.code ? `${c.name} (${c.code})` : c.name })),
          ]}
          data-testid="approve-company"
        />
        <NativeSelect
          label={t('accessRequests.approve.partner')}
          description={t('accessRequests.approve.partnerHint')}
          value={partnerId}
          disabled={!company || company.businessPartners.length === 0}
          onChange={(event) => {
            setPartnerId(event.currentTarget.value);
            setSiteId('');
          }}
          data={[
            { value: '', label: t('accessRequests.approve.wholeCompany') },
            ...(company?.businessPartners ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.customerNo})` })),
          ]}
          data-testid="approve-partner"
        />
        <NativeSelect
          label={t('accessRequests.approve.site')}
          value={siteId}
          disabled={!partner || partner.sites.length === 0}
          onChange={(event) => setSiteId(event.currentTarget.value)}
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
          maxLength={100}
          value={userName}
          onChange={(event) => setUserName(event.currentTarget.value)}
          error={errors.userName}
          data-testid="approve-username"
        />
        <NativeSelect
          label={t('accessRequests.approve.language')}
          value={language}
          onChange={(event) => setLanguage(matchLanguage(event.currentTarget.value) ?? language)}
          data={LANGUAGE_CODES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
          data-testid="approve-language"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={approve.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="green" loading={approve.isPending} data-testid="approve-submit">
            {t('accessRequests.approve.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
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
