import type { QlikTarget } from '@customer-hub/contract/constants/bi';
import { InlineLoader } from '@/components/inline-loader';
import { useQlikTicket } from '@/features/reports/bi-api';
import { BI_FRAME_HEIGHT } from '@/features/reports/components/bi-frame';
import { BiUnavailable } from '@/features/reports/components/bi-unavailable';

/**
 * A Qlik Sense page (reports or dashboard) in a frame, opened with a one-time ticket the server asked
 * the Qlik proxy for. The frame may run Qlik's scripts on Qlik's origin, never navigate this page.
 */
export function QlikReport({ target, title }: { target: QlikTarget; title: string }) {
  const ticket = useQlikTicket(target);
  if (ticket.isPending) return <InlineLoader py="xl" testId="bi-report-loading" />;
  if (ticket.isError) return <BiUnavailable />;
  return (
    <iframe
      title={title}
      src={ticket.data.url}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads"
      allow="fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
      data-testid="bi-report-frame"
      style={{ display: 'block', width: '100%', height: BI_FRAME_HEIGHT, border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}
