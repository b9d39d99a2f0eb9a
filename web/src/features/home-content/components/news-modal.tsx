import { Image, Modal, Text, Typography } from '@mantine/core';
import type { HomeNews } from '@customer-hub/contract/home-content';
import { formatLongDate } from '@/lib/format';
import { usePhone } from '@/lib/breakpoints';
import { srcSetOf } from '../api';

/** A news item's whole text: date, picture and the body (HTML the server cleaned before it stored it). */
export function NewsModal({ item, locale, onClose }: { item: HomeNews | null; locale: string; onClose: () => void }) {
  const phone = usePhone();
  return (
    <Modal opened={!!item} onClose={onClose} title={item?.title} size="lg" fullScreen={phone} data-testid="news-modal">
      {item && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {formatLongDate(item.date, locale)}
          </Text>
          {item.image && <Image src={item.image.large} srcSet={srcSetOf(item.image)} sizes="(max-width: 800px) 100vw, 800px" alt="" radius="sm" mb="md" />}
          <Typography>
            <div data-testid="news-body" dangerouslySetInnerHTML={{ __html: item.body }} />
          </Typography>
        </>
      )}
    </Modal>
  );
}
