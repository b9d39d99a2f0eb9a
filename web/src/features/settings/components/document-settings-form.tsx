import { NumberInput, Switch } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DocumentSettings } from '@customer-hub/contract/documents';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { boundsMessage, SettingsForm } from '@/features/settings/components/settings-form';
import { useDocumentSettings, useUpdateDocumentSettings } from '@/features/settings/api';

const MAX_UPLOAD = DocumentSettings.shape.maxUploadMegabytes;
const messages = (t: TFunction) => ({ maxUploadMegabytes: boundsMessage(t, t('settings.documents.maxUploadMegabytes'), MAX_UPLOAD) });

function DocumentSettingsForm({ initial }: { initial: DocumentSettings }) {
  const { t } = useTranslation();
  return (
    <SettingsForm schema={DocumentSettings} initial={initial} messages={messages} mutation={useUpdateDocumentSettings()} label={t('settings.documents.title')} testId="document-settings">
      {(form) => (
        <>
          <NumberInput
            label={t('settings.documents.maxUploadMegabytes')}
            description={t('settings.documents.maxUploadMegabytesHint')}
            {...form.getInputProps('maxUploadMegabytes')}
            error={undefined}
            min={MAX_UPLOAD.minValue ?? undefined}
            max={MAX_UPLOAD.maxValue ?? undefined}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            maw={320}
            data-testid="document-settings-maxUpload"
          />
          <Switch
            label={t('settings.documents.globalSearchActive')}
            description={t('settings.documents.globalSearchActiveHint')}
            {...form.getInputProps('globalSearchActive', { type: 'checkbox' })}
            data-testid="document-settings-globalSearch"
          />
        </>
      )}
    </SettingsForm>
  );
}

/** The upload limit and the global search switch (Admin). */
export function DocumentSettingsSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection id="documents" title={t('settings.documents.title')} description={t('settings.documents.description')} settings={useDocumentSettings()}>
      {(data) => <DocumentSettingsForm initial={data} />}
    </SettingsSection>
  );
}
