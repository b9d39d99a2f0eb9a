import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DocumentSettings } from '@customer-hub/contract/documents';
import { ErrorAlert } from '@/components/error-alert';
import { SuccessPanel } from '@/components/success-panel';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { useDocumentSettings, useUpdateDocumentSettings } from '@/features/settings/api';

/** The contract's bounds of maxUploadMegabytes (contract/src/documents.ts), checked before sending. */
const MAX_UPLOAD = [1, 200] as const;

function DocumentSettingsForm({ initial }: { initial: DocumentSettings }) {
  const { t } = useTranslation();
  const mutation = useUpdateDocumentSettings();
  const [values, setValues] = useState<DocumentSettings>(initial);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const [min, max] = MAX_UPLOAD;
    const size = values.maxUploadMegabytes;
    const found =
      !Number.isInteger(size) || size < min || size > max
        ? t('settings.security.outOfBounds', { field: t('settings.documents.maxUploadMegabytes'), min, max })
        : null;
    setProblem(found);
    if (found) {
      mutation.reset();
      return;
    }
    mutation.mutate(values);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('settings.documents.title')} data-testid="document-settings-form">
      <Stack gap="md">
        {mutation.isSuccess && !problem && <SuccessPanel testId="document-settings-saved">{t('settings.saved')}</SuccessPanel>}
        <ErrorAlert message={problem} error={mutation.error} testId="document-settings-error" />
        <NumberInput
          label={t('settings.documents.maxUploadMegabytes')}
          description={t('settings.documents.maxUploadMegabytesHint')}
          value={Number.isNaN(values.maxUploadMegabytes) ? '' : values.maxUploadMegabytes}
          onChange={(value) => setValues((current) => ({ ...current, maxUploadMegabytes: typeof value === 'number' ? value : Number.NaN }))}
          min={MAX_UPLOAD[0]}
          max={MAX_UPLOAD[1]}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          maw={320}
          data-testid="document-settings-maxUpload"
        />
        <Switch
          label={t('settings.documents.globalSearchActive')}
          description={t('settings.documents.globalSearchActiveHint')}
          checked={values.globalSearchActive}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setValues((current) => ({ ...current, globalSearchActive: checked }));
          }}
          data-testid="document-settings-globalSearch"
        />
        <Group>
          <Button type="submit" loading={mutation.isPending} data-testid="document-settings-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The upload limit and the global search switch (Admin). */
export function DocumentSettingsSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.documents.title')} description={t('settings.documents.description')} settings={useDocumentSettings()}>
      {(data) => <DocumentSettingsForm initial={data} />}
    </SettingsSection>
  );
}
