import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@customer-hub/contract/constants/permissions';
import type { Company } from '@customer-hub/contract/org';
import { ErrorAlert } from '@/components/error-alert';
import { SectionCard } from '@/components/section-card';
import { useSaveDefaultPermissions } from '@/features/org/api';
import { PermissionsEditor } from '@/features/org/components/permissions-editor';

/** What a contact of the company receives when they sign up: ticked, then saved. */
export function DefaultPermissions({ company }: { company: Company }) {
  const { t } = useTranslation();
  const save = useSaveDefaultPermissions();
  const [value, setValue] = useState<Permission[]>(company.defaultPermissions);
  const dirty = value.join() !== company.defaultPermissions.join();
  const submit = () =>
    save.mutate(
      { id: company.id, defaultPermissions: value },
      { onSuccess: () => notifications.show({ color: 'green', message: t('org.defaults.saved') }) },
    );
  return (
    <SectionCard title={t('org.defaults.title')} description={t('org.defaults.lead')} testId="default-permissions">
      <PermissionsEditor value={value} onChange={setValue} disabled={save.isPending} testId="default-permissions-editor" />
      <ErrorAlert error={save.error} testId="default-permissions-error" />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" disabled={!dirty || save.isPending} onClick={() => setValue(company.defaultPermissions)}>
          {t('common.reset')}
        </Button>
        <Button leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />} disabled={!dirty} loading={save.isPending} onClick={submit} data-testid="default-permissions-save">
          {t('common.save')}
        </Button>
      </Group>
    </SectionCard>
  );
}
