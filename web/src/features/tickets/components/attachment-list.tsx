import { useEffect, useState } from 'react';
import { ActionIcon, Group, Image, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFile, IconPhoto } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TicketAttachment } from '@customer-hub/contract/tickets';
import { downloadTicketAttachment, fetchTicketAttachment } from '@/features/tickets/api';
import { errorMessage } from '@/lib/error-message';
import { formatBytes } from '@/lib/format';
import { failure } from '@/lib/notify';

/** Images a browser can show (HEIC mostly cannot). */
const isShownImage = (contentType: string) => /^image\/(jpeg|png|webp|gif)$/.test(contentType);

/** A small picture of an image attachment, fetched with the token (a plain <img> cannot send it); an icon until then. */
function Preview({ ticketId, attachment }: { ticketId: string; attachment: TicketAttachment }) {
  const [source, setSource] = useState<string | null>(null);
  const image = isShownImage(attachment.contentType);
  useEffect(() => {
    if (!image || typeof URL.createObjectURL !== 'function') return;
    let live = true;
    let url: string | null = null;
    fetchTicketAttachment(ticketId, attachment.id)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSource(url);
      })
      // The download button still works; the icon stays.
      .catch(() => undefined);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [image, ticketId, attachment.id]);
  if (source) return <Image src={source} alt="" w={48} h={48} fit="cover" radius="sm" />;
  return (
    <ThemeIcon variant="light" size={48} radius="sm" aria-hidden="true">
      {image ? <IconPhoto size={22} /> : <IconFile size={22} />}
    </ThemeIcon>
  );
}

/** A message's files: name, size, a preview of images, and a download through an authenticated fetch. */
export function AttachmentList({ ticketId, attachments, testId }: { ticketId: string; attachments: TicketAttachment[]; testId?: string }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: (attachment: TicketAttachment) => downloadTicketAttachment(ticketId, attachment),
    onError: (error) => notifications.show(failure({ message: errorMessage(error, t) })),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" data-testid={testId}>
      {attachments.map((attachment) => (
        <Paper key={attachment.id} withBorder radius="sm" p="xs" data-testid="ticket-attachment">
          <Group gap="sm" wrap="nowrap">
            <Preview ticketId={ticketId} attachment={attachment} />
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" truncate="end">
                {attachment.fileName}
              </Text>
              <Text size="xs" c="dimmed">
                {formatBytes(attachment.size)}
              </Text>
            </div>
            <ActionIcon
              variant="subtle"
              size="lg"
              onClick={() => download.mutate(attachment)}
              loading={download.isPending && download.variables?.id === attachment.id}
              aria-label={t('tickets.attachments.download', { name: attachment.fileName })}
              data-testid={`ticket-attachment-download-${attachment.id}`}
            >
              <IconDownload size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
