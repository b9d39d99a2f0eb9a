import { ActionIcon, Box, Code, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A block of code that scrolls sideways on a narrow screen, with a copy button. */
export function CodeBlock({ code, label, testId }: { code: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Box pos="relative" data-testid={testId}>
      <Code block fz="xs" style={{ overflowX: 'auto', whiteSpace: 'pre', paddingRight: 44 }} tabIndex={0} aria-label={label}>
        {code.trimEnd()}
      </Code>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('connect.copied') : t('connect.copy')} withArrow position="left">
            <ActionIcon variant="default" size="sm" pos="absolute" top={8} right={8} onClick={copy} aria-label={`${t('connect.copy')}: ${label}`}>
              {copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Box>
  );
}
