import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Every status the customer area shows, with its colour. Spec §4 labels (Confirmed,
 * Confirming/Pending, Approved, Canceled, Refused/Declined, Refund, Defect) — which are also the
 * service requests' statuses and types (Service, Defect, Refund) — plus the trip, transport and
 * ledger states; the words are under `statuses.` in the dictionaries.
 */
const STATUS_COLORS = {
  Confirming: 'yellow',
  Pending: 'yellow',
  Confirmed: 'green',
  Approved: 'green',
  Cancelled: 'gray',
  Canceled: 'gray',
  Refused: 'red',
  Declined: 'red',
  Refund: 'violet',
  Defect: 'orange',
  Service: 'blue',
  Done: 'teal',
  Planned: 'blue',
  InProgress: 'cyan',
  InTransit: 'cyan',
  Completed: 'teal',
  Delivered: 'teal',
  open: 'blue',
  overdue: 'red',
  paid: 'green',
} as const;

export type KnownStatus = keyof typeof STATUS_COLORS;

export function isKnownStatus(status: string): status is KnownStatus {
  return Object.hasOwn(STATUS_COLORS, status);
}

/** One status, translated and coloured the same way on every page; an unknown value shows as given. */
export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  const known = isKnownStatus(status);
  return (
    <Badge
      color={known ? STATUS_COLORS[status] : 'gray'}
      variant="light"
      data-testid={testId}
      data-status={status}
      style={{ flexShrink: 0 }}
    >
      {known ? t(`statuses.${status}`) : status}
    </Badge>
  );
}
