import { Box, Modal, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBreakpoint } from '@/lib/breakpoints';

/** A stored rich text (HTML the server cleaned before it stored it) as readers will see it. */
export function RichTextPreviewModal({ item, onClose }: { item: { title: string; text: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isMobile = useBreakpoint() === 'mobile';
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item?.title}
      size="65%"
      fullScreen={isMobile}
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {item && <Box className="privacy-policy-text" data-testid="rich-text-preview" dangerouslySetInnerHTML={{ __html: item.text }} />}
    </Modal>
  );
}
