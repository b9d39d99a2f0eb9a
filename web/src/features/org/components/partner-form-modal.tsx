import { Modal, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { SaveBusinessPartnerRequest, type BusinessPartner } from '@customer-hub/contract/org';
import { ORG_CODE_MAX, ORG_NAME_MAX, PARTNER_VAT_NO_MAX } from '@customer-hub/contract/constants/org';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { useSavePartner } from '@/features/org/api';
import { takenField } from '@/features/org/components/taken-field';
import { useSchemaForm } from '@/lib/form';

function PartnerForm({ companyId, editing, onClose }: { companyId: string; editing: BusinessPartner | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePartner();
  const form = useSchemaForm(SaveBusinessPartnerRequest, {
    initialValues: { customerNo: editing?.customerNo ?? '', name: editing?.name ?? '', vatNo: editing?.vatNo ?? '' },
    messages: { customerNo: 'org.codeInvalid', name: 'org.nameRequired' },
  });
  const submit = form.onSubmit((body) => {
    if (save.isPending) return;
    save.mutate(
      { companyId, id: editing?.id ?? null, body: { ...body, vatNo: body.vatNo ?? null } },
      {
        onSuccess: (partner) => {
          notifications.show({ color: 'green', message: t(editing ? 'org.partners.saved' : 'org.partners.created', { name: partner.name }) });
          onClose();
        },
      },
    );
  });
  const taken = takenField(save.error) === 'customerNo';
  return (
    <ModalForm onSubmit={submit} testId="partner-form" requiredHint submitLabel={editing ? t('common.save') : t('org.partners.add')} submitTestId="partner-form-submit" pending={save.isPending} onCancel={onClose}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('org.fields.customerNo')} withAsterisk maxLength={ORG_CODE_MAX} spellCheck={false} {...form.getInputProps('customerNo')} error={form.errors.customerNo ?? (taken ? t('org.partners.customerNoTaken') : undefined)} data-testid="partner-form-customer-no" />
        <TextInput label={t('org.fields.vatNo')} maxLength={PARTNER_VAT_NO_MAX} spellCheck={false} {...form.getInputProps('vatNo')} data-testid="partner-form-vat-no" />
      </SimpleGrid>
      <TextInput label={t('org.fields.name')} withAsterisk maxLength={ORG_NAME_MAX} {...form.getInputProps('name')} data-testid="partner-form-name" />
      <ErrorAlert message={taken ? t('org.partners.customerNoTaken') : null} error={save.error} testId="partner-form-error" />
    </ModalForm>
  );
}

/** Add a business partner (ERP customer number) to a company, or change one (staff). */
export function PartnerFormModal({ companyId, opened, editing, onClose }: { companyId: string; opened: boolean; editing: BusinessPartner | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? t('org.partners.editTitle', { name: editing.name }) : t('org.partners.addTitle')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {opened && <PartnerForm key={editing?.id ?? 'new'} companyId={companyId} editing={editing} onClose={onClose} />}
    </Modal>
  );
}
