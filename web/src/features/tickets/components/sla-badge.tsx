import { Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TicketPriority } from '@customer-hub/contract/constants/tickets';
import type { SlaPromiseResponse, TicketSla } from '@customer-hub/contract/sla';

/** Business minutes as "3 h 20 min" (hours and minutes, the zero part left out). */
export function formatBusinessMinutes(t: TFunction, minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return [hours ? t('sla.duration.hours', { count: hours }) : '', rest || !hours ? t('sla.duration.minutes', { count: rest }) : ''].filter(Boolean).join(' ');
}

type State = 'breached' | 'paused' | 'met' | 'left';

function stateOf(sla: TicketSla): State {
  if (sla.breached) return 'breached';
  if (sla.paused) return 'paused';
  return sla.running && sla.minutesLeft !== null ? 'left' : 'met';
}

// Red 9 and the dark text on yellow read at 4.5:1 or more at this size (as the queue's priorities).
const COLORS: Record<State, string> = { breached: 'red.9', paused: 'gray', met: 'teal', left: 'blue' };

/**
 * A ticket's service level in the staff queue and on its page: "Breached" in red, the business time
 * left on the running target, "Paused" while it waits on the customer, or "Met". Nothing for a
 * customer (no clock in their answer) or a ticket raised before service levels existed.
 */
export function SlaBadge({ sla, testId }: { sla: TicketSla | null; testId?: string }) {
  const { t } = useTranslation();
  if (!sla) return null;
  const state = stateOf(sla);
  const text = state === 'left' ? t('sla.badge.left', { time: formatBusinessMinutes(t, sla.minutesLeft ?? 0) }) : t(`sla.badge.${state}`);
  return (
    <Badge color={COLORS[state]} variant={state === 'breached' ? 'filled' : 'light'} aria-label={t('sla.badge.label', { state: text })} data-testid={testId} data-state={state} style={{ textTransform: 'none' }}>
      {text}
    </Badge>
  );
}

/** "We respond within N business hours …" for a priority, from the times promised to the company. */
export function SlaPromiseText({ promise, priority, testId }: { promise: SlaPromiseResponse | undefined; priority: TicketPriority; testId?: string }) {
  const { t, i18n } = useTranslation();
  const target = promise?.targets.find((x) => x.priority === priority);
  if (!promise || !target) return null;
  const hours = (minutes: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(minutes / 60);
  const days = promise.workingDays.map((d) => t(`sla.weekdays.${d}` as 'sla.weekdays.1')).join(', ');
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {t('sla.promise.text', { first: hours(target.firstResponseMinutes), resolution: hours(target.resolutionMinutes) })} {t('sla.promise.hours', { days, start: promise.start, end: promise.end })}
    </Text>
  );
}
