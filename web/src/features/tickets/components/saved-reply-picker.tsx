import { useState } from 'react';
import { Anchor, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { renderSavedReply, useSavedReplies } from '@/features/tickets/api';
import { SAVED_REPLIES_PATH } from '@/features/tickets/links';
import { errorMessage } from '@/lib/error-message';
import { failure } from '@/lib/notify';

/**
 * The staff's saved replies for the comment box: a searchable list (type to search, arrows and
 * Enter to choose, Escape to close); the reply chosen is filled in for this ticket by the server
 * and handed to `onInsert`. Placeholders the server did not know are named in a notice.
 */
export function SavedReplyPicker({ ticketId, onInsert }: { ticketId: string; onInsert: (text: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const replies = useSavedReplies(search, opened || search !== '');
  const items = replies.data?.items ?? [];

  const choose = async (id: string | null) => {
    const reply = items.find((item) => item.id === id);
    if (!reply) return;
    setBusy(true);
    try {
      const rendered = await renderSavedReply(ticketId, reply.id);
      onInsert(rendered.text);
      notifications.show({ color: 'green', message: t('savedReplies.inserted', { title: reply.title }) });
      if (rendered.unknown.length) {
        notifications.show({ id: 'saved-reply-unknown', color: 'yellow', autoClose: false, message: t('savedReplies.unknown', { list: rendered.unknown.join(', ') }) });
      }
    } catch (error) {
      notifications.show(failure({ title: t('savedReplies.renderFailed'), message: errorMessage(error, t) }));
    } finally {
      setBusy(false);
      setSearch('');
    }
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('savedReplies.menu')}
        placeholder={t('savedReplies.search')}
        leftSection={<IconMessageShare size={16} aria-hidden="true" />}
        searchable
        clearable={false}
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        onDropdownOpen={() => setOpened(true)}
        // The server searched already: every answer it gave is shown.
        filter={({ options }) => options}
        data={items.map((item) => ({ value: item.id, label: item.language ? `${item.title} · ${t(`language.names.${item.language}`)}` : item.title }))}
        nothingFoundMessage={replies.isFetching ? t('savedReplies.loading') : t('savedReplies.empty')}
        onChange={(id) => void choose(id)}
        disabled={busy}
        w={{ base: '100%', xs: 320 }}
        comboboxProps={{ withinPortal: true }}
        data-testid="saved-reply-picker"
      />
      <Anchor component={Link} to={SAVED_REPLIES_PATH} size="sm" pb={8} data-testid="saved-replies-manage">
        {t('savedReplies.manage')}
      </Anchor>
    </Group>
  );
}
