import { Modal, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { SaveCompanyRequest, type Company } from '@customer-hub/contract/org';
import { ORG_CODE_MAX, ORG_NAME_MAX } from '@customer-hub/contract/constants/org';
import type { Permission } from '@customer-hub/contract/constants/permissions';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { useSaveCompany } from '@/features/org/api';
import { PermissionsEditor } from '@/features/org/components/permissions-editor';
import { takenField } from '@/features/org/components/taken-field';
import { useSchemaForm } from '@/lib/form';

type Values = {
  code: string;
  name: string;
  defaultPermissions: Permission[];
};

function CompanyForm({ editing, onSaved, onCancel }: { editing: Company | null; onSaved: (company: Company) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCompany();
  const form = useSchemaForm(SaveCompanyRequest, {
    initialValues: { code: editing?.code ?? '', name: editing?.name ?? '', defaultPermissions: editing?.defaultPermissions ?? [] } satisfies Values,
    messages: { code: 'org.codeInvalid', name: 'org.nameRequired' },
  });
  const submit = form.onSubmit((body) => {
    if (save.isPending) return;
    save.mutate(
      // An edit changes the code and name only: the permissions have their own tab.
      { id: editing?.id ?? null, body: editing ? { code: body.code, name: body.name } : body },
      {
        onSuccess: (company) => {
          notifications.show({ color: 'green', message: t(editing ? 'org.companies.saved' : 'org.companies.created', { name: company.name }) });
          onSaved(company);
        },
      },
    );
  });
  const taken = takenField(save.error);
  return (
    <ModalForm onSubmit={submit} testId="company-form" requiredHint submitLabel={editing ? t('common.save') : t('org.companies.add')} submitTestId="company-form-submit" pending={save.isPending} onCancel={onCancel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('org.fields.code')} description={t('org.codeHint')} withAsterisk maxLength={ORG_CODE_MAX} autoCapitalize="characters" spellCheck={false} {...form.getInputProps('code')} error={form.errors.code ?? (taken === 'code' ? t('org.companies.codeTaken') : undefined)} data-testid="company-form-code" />
        <TextInput label={t('org.fields.name')} withAsterisk maxLength={ORG_NAME_MAX} {...form.getInputProps('name')} data-testid="company-form-name" />
      </SimpleGrid>
      {!editing && <PermissionsEditor value={form.values.defaultPermissions} onChange={(value) => form.setFieldValue('defaultPermissions', value)} testId="company-form-permissions" />}
      <ErrorAlert message={taken ? t('org.companies.codeTaken') : null} error={save.error} testId="company-form-error" />
    </ModalForm>
  );
}

interface CompanyFormModalProps {
  opened: boolean;
  editing: Company | null;
  onClose: () => void;
  onSaved?: (company: Company) => void;
}

/** Add a company (with its default sign-up permissions), or change one's code and name (staff). */
export function CompanyFormModal({ opened, editing, onClose, onSaved }: CompanyFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? t('org.companies.editTitle', { name: editing.name }) : t('org.companies.addTitle')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {opened && (
        <CompanyForm
          key={editing?.id ?? 'new'}
          editing={editing}
          onCancel={onClose}
          onSaved={(company) => {
            onClose();
            onSaved?.(company);
          }}
        />
      )}
    </Modal>
  );
}
