import type { MouseEvent } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '@/components/deferred-tooltip';
import { errorMessage } from '@/lib/error-message';
import { downloadDocument } from '@/lib/document-download';
import { failure, notify } from '@/lib/notify';

interface DocumentDownloadButtonProps {
  documentId: string;
  /** The base `GET {downloadLink}{id}` answers the file reference from. */
  downloadLink: string;
  /** Accessible name, naming the document ("Download FT 2026-10001"). */
  label: string;
  /** A PDF icon instead of the download arrow. */
  pdf?: boolean;
  testId?: string;
}

/** Downloads one document (link → reference → file); spins while it runs, a failure is a red notification. */
export function DocumentDownloadButton({ documentId, downloadLink, label, pdf, testId }: DocumentDownloadButtonProps) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => downloadDocument(documentId, downloadLink),
    onError: (error) => notify(failure({ message: errorMessage(error, t) })),
  });
  const Icon = pdf ? IconFileTypePdf : IconDownload;
  const onClick = (event: MouseEvent) => {
    // Rows and cards may open something on click: the download is all this click does.
    event.stopPropagation();
    if (!download.isPending) download.mutate();
  };
  return (
    <DeferredTooltip label={label} openDelay={400} withinPortal>
      <ActionIcon
        variant="subtle"
        onClick={onClick}
        loading={download.isPending}
        aria-label={label}
        aria-busy={download.isPending}
        data-testid={testId}
      >
        <Icon size={18} aria-hidden="true" />
      </ActionIcon>
    </DeferredTooltip>
  );
}
