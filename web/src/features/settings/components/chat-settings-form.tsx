import { Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChatSettings } from '@customer-hub/contract/chat';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { useChatSettings, useUpdateChatSettings } from '@/features/settings/api';

const messages = () => ({ url: { required: 'settings.chat.urlRequired' as const, invalid: 'settings.chat.urlInvalid' as const } });

function ChatSettingsForm({ initial }: { initial: ChatSettings }) {
  const { t } = useTranslation();
  return (
    <SettingsForm schema={ChatSettings} initial={initial} messages={messages} mutation={useUpdateChatSettings()} label={t('settings.chat.title')} testId="chat-settings">
      {(form) => (
        <>
          <Switch
            label={t('settings.chat.enabled')}
            description={t('settings.chat.enabledHint')}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
            data-testid="chat-settings-enabled"
          />
          {/* Text, not type="url": a path on this site (/chat-demo) is a chat URL too. */}
          <TextInput
            inputMode="url"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            label={t('settings.chat.url')}
            description={t('settings.chat.urlHint')}
            {...form.getInputProps('url')}
            error={undefined}
            aria-invalid={!!form.errors.url}
            maw={560}
            data-testid="chat-settings-url"
          />
        </>
      )}
    </SettingsForm>
  );
}

/** Whether the signed-in shell shows the chat frame, and the chat page it frames (Admin). */
export function ChatSettingsSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection id="chat" title={t('settings.chat.title')} description={t('settings.chat.description')} settings={useChatSettings()}>
      {(data) => <ChatSettingsForm initial={data} />}
    </SettingsSection>
  );
}
