import { Modal, NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { SaveSiteRequest, type OrgSite } from '@customer-hub/contract/org';
import { ORG_CODE_MAX, ORG_NAME_MAX, SITE_ADDRESS_MAX, SITE_CITY_MAX, SITE_COUNTRY_LENGTH, SITE_POSTAL_CODE_MAX } from '@customer-hub/contract/constants/org';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { useSaveSite } from '@/features/org/api';
import { takenField } from '@/features/org/components/taken-field';
import { useSchemaForm } from '@/lib/form';

export interface PartnerOption {
  id: string;
  name: string;
  customerNo: string;
}

type Values = {
  businessPartnerId: string;
  code: string;
  name: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
};

const coordinate = (value: string | number) => (typeof value === 'number' ? value : value.trim() === '' ? null : Number(value));

function SiteForm({ companyId, partners, editing, onClose }: { companyId: string; partners: readonly PartnerOption[]; editing: OrgSite | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSite();
  const initialValues: Values = {
    businessPartnerId: editing?.businessPartnerId ?? partners[0]?.id ?? '',
    code: editing?.code ?? '',
    name: editing?.name ?? '',
    address: editing?.address ?? '',
    city: editing?.city ?? '',
    postalCode: editing?.postalCode ?? '',
    country: editing?.country ?? '',
    latitude: editing?.latitude ?? null,
    longitude: editing?.longitude ?? null,
  };
  const form = useSchemaForm(SaveSiteRequest, {
    initialValues,
    messages: { businessPartnerId: 'org.sites.partnerRequired', code: 'org.codeInvalid', name: 'org.nameRequired', country: 'org.sites.countryInvalid', longitude: 'org.sites.coordinatesInvalid', latitude: 'org.sites.coordinatesInvalid' },
  });
  const submit = form.onSubmit((body) => {
    if (save.isPending) return;
    save.mutate(
      { companyId, id: editing?.id ?? null, body },
      {
        onSuccess: (site) => {
          notifications.show({ color: 'green', message: t(editing ? 'org.sites.saved' : 'org.sites.created', { name: site.name }) });
          onClose();
        },
      },
    );
  });
  const taken = takenField(save.error) === 'code';
  return (
    <ModalForm onSubmit={submit} testId="site-form" requiredHint submitLabel={editing ? t('common.save') : t('org.sites.add')} submitTestId="site-form-submit" pending={save.isPending} onCancel={onClose}>
      <NativeSelect
        label={t('org.fields.businessPartner')}
        withAsterisk
        data={partners.map((p) => ({ value: p.id, label: `${p.name} (${p.customerNo})` }))}
        {...form.getInputProps('businessPartnerId')}
        data-testid="site-form-partner"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('org.fields.code')} withAsterisk maxLength={ORG_CODE_MAX} spellCheck={false} {...form.getInputProps('code')} error={form.errors.code ?? (taken ? t('org.sites.codeTaken') : undefined)} data-testid="site-form-code" />
        <TextInput label={t('org.fields.name')} withAsterisk maxLength={ORG_NAME_MAX} {...form.getInputProps('name')} data-testid="site-form-name" />
      </SimpleGrid>
      <TextInput label={t('org.fields.address')} maxLength={SITE_ADDRESS_MAX} {...form.getInputProps('address')} data-testid="site-form-address" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput label={t('org.fields.postalCode')} maxLength={SITE_POSTAL_CODE_MAX} {...form.getInputProps('postalCode')} data-testid="site-form-postal-code" />
        <TextInput label={t('org.fields.city')} maxLength={SITE_CITY_MAX} {...form.getInputProps('city')} data-testid="site-form-city" />
        <TextInput label={t('org.fields.country')} description={t('org.sites.countryHint')} maxLength={SITE_COUNTRY_LENGTH} autoCapitalize="characters" {...form.getInputProps('country')} data-testid="site-form-country" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput label={t('org.fields.latitude')} min={-90} max={90} decimalScale={6} {...form.getInputProps('latitude')} value={form.values.latitude ?? ''} onChange={(v) => form.setFieldValue('latitude', coordinate(v))} data-testid="site-form-latitude" />
        <NumberInput label={t('org.fields.longitude')} min={-180} max={180} decimalScale={6} {...form.getInputProps('longitude')} value={form.values.longitude ?? ''} onChange={(v) => form.setFieldValue('longitude', coordinate(v))} data-testid="site-form-longitude" />
      </SimpleGrid>
      <ErrorAlert message={taken ? t('org.sites.codeTaken') : null} error={save.error} testId="site-form-error" />
    </ModalForm>
  );
}

interface SiteFormModalProps {
  companyId: string;
  /** The company's business partners, one of which the site serves. */
  partners: readonly PartnerOption[];
  opened: boolean;
  editing: OrgSite | null;
  onClose: () => void;
}

/** Add a site to one of the company's business partners, or change one (staff). */
export function SiteFormModal({ companyId, partners, opened, editing, onClose }: SiteFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? t('org.sites.editTitle', { name: editing.name }) : t('org.sites.addTitle')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {opened && <SiteForm key={editing?.id ?? 'new'} companyId={companyId} partners={partners} editing={editing} onClose={onClose} />}
    </Modal>
  );
}
