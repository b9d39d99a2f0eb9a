import { Modal, Select, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { SaveBuildingRequest, type Building } from '@customer-hub/contract/org';
import { ORG_CODE_MAX, ORG_NAME_MAX } from '@customer-hub/contract/constants/org';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { useOrgTree, useSaveBuilding } from '@/features/org/api';
import { takenField } from '@/features/org/components/taken-field';
import { useSchemaForm } from '@/lib/form';

/** Every site, grouped by company, searchable by its company, partner, code or name. */
function useSiteOptions() {
  const tree = useOrgTree();
  const data = (tree.data ?? [])
    .map((company) => ({
      group: company.name,
      items: company.businessPartners.flatMap((partner) => partner.sites.map((site) => ({ value: site.id, label: `${site.name} (${site.code}) · ${partner.name}` }))),
    }))
    .filter((group) => group.items.length > 0);
  return { data, loading: tree.isPending, error: tree.error };
}

function BuildingForm({ editing, onClose }: { editing: Building | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBuilding();
  const sites = useSiteOptions();
  const form = useSchemaForm(SaveBuildingRequest, {
    initialValues: { siteId: editing?.siteId ?? '', code: editing?.code ?? '', name: editing?.name ?? '' },
    messages: { siteId: 'org.buildings.siteRequired', code: 'org.codeInvalid', name: 'org.nameRequired' },
  });
  const submit = form.onSubmit((body) => {
    if (save.isPending) return;
    save.mutate(
      { id: editing?.id ?? null, body },
      {
        onSuccess: (building) => {
          notifications.show({ color: 'green', message: t(editing ? 'org.buildings.saved' : 'org.buildings.created', { name: building.name }) });
          onClose();
        },
      },
    );
  });
  const taken = takenField(save.error) === 'code';
  const siteInput = form.getInputProps('siteId');
  return (
    <ModalForm onSubmit={submit} testId="building-form" requiredHint submitLabel={editing ? t('common.save') : t('org.buildings.add')} submitTestId="building-form-submit" pending={save.isPending} onCancel={onClose}>
      <Select
        label={t('org.fields.site')}
        description={t('org.buildings.siteHint')}
        withAsterisk
        searchable
        nothingFoundMessage={t('org.buildings.noSite')}
        data={sites.data}
        disabled={sites.loading}
        {...siteInput}
        onChange={(value) => form.setFieldValue('siteId', value ?? '')}
        data-testid="building-form-site"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('org.fields.code')} withAsterisk maxLength={ORG_CODE_MAX} spellCheck={false} {...form.getInputProps('code')} error={form.errors.code ?? (taken ? t('org.buildings.codeTaken') : undefined)} data-testid="building-form-code" />
        <TextInput label={t('org.fields.name')} withAsterisk maxLength={ORG_NAME_MAX} {...form.getInputProps('name')} data-testid="building-form-name" />
      </SimpleGrid>
      <ErrorAlert message={taken ? t('org.buildings.codeTaken') : null} error={save.error ?? sites.error} testId="building-form-error" />
    </ModalForm>
  );
}

/** Add a building to a site, or change one (staff); the company is the site's. */
export function BuildingFormModal({ opened, editing, onClose }: { opened: boolean; editing: Building | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? t('org.buildings.editTitle', { name: editing.name }) : t('org.buildings.addTitle')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      {opened && <BuildingForm key={editing?.id ?? 'new'} editing={editing} onClose={onClose} />}
    </Modal>
  );
}
