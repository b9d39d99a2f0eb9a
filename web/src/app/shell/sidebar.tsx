import { useId, type ReactNode } from 'react';
import { Divider, NavLink, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sidebarSections, topItems, type SidebarItem, type SidebarUser } from '@/app/shell/sidebar-items';
import { readTicketCredentials } from '@/lib/session';

interface SidebarProps {
  user: SidebarUser | undefined;
  /** Icon rail: labels hidden visually, shown as tooltips, still read by screen readers. */
  compact: boolean;
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

interface ItemProps {
  item: SidebarItem;
  compact: boolean;
  onNavigate?: () => void;
}

function ItemLabel({ text, compact, extra }: { text: string; compact: boolean; extra?: ReactNode }) {
  if (compact) {
    return (
      <VisuallyHidden>
        {text}
        {extra}
      </VisuallyHidden>
    );
  }
  return (
    <>
      {text}
      {extra && <VisuallyHidden>{extra}</VisuallyHidden>}
    </>
  );
}

function WithTooltip({ label, compact, children }: { label: string; compact: boolean; children: ReactNode }) {
  return (
    <Tooltip label={label} position="right" disabled={!compact} withArrow events={{ hover: true, focus: true, touch: false }}>
      <div>{children}</div>
    </Tooltip>
  );
}

function PageLink({ item, compact, onNavigate }: ItemProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const to = item.to;
  const active = pathname.toLowerCase() === to.toLowerCase();
  const label = t(`sidebar.${item.label}`);
  const Icon = item.icon;
  return (
    <WithTooltip label={label} compact={compact}>
      <NavLink
        component={Link}
        to={to}
        active={active}
        aria-current={active ? 'page' : undefined}
        label={<ItemLabel text={label} compact={compact} />}
        leftSection={<Icon size={20} stroke={1.6} aria-hidden="true" />}
        onClick={onNavigate}
        data-testid={`nav-${item.route}`}
        fw={500}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    </WithTooltip>
  );
}

/** "My tickets" opens the ticket site from the stored credentials in a new tab (spec §2). */
function TicketLink({ item, compact, onNavigate }: ItemProps) {
  const { t } = useTranslation();
  const label = t(`sidebar.${item.label}`);
  const url = readTicketCredentials()?.url ?? null;
  const Icon = item.icon;
  const common = {
    label: <ItemLabel text={label} compact={compact} extra={url ? ` ${t('sidebar.opensInNewTab')}` : undefined} />,
    leftSection: <Icon size={20} stroke={1.6} aria-hidden="true" />,
    'data-testid': `nav-${item.route}`,
    fw: 500,
    style: { borderRadius: 'var(--mantine-radius-md)' },
  };
  if (url) {
    return (
      <WithTooltip label={label} compact={compact}>
        <NavLink
          {...common}
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onNavigate}
          rightSection={compact ? undefined : <IconExternalLink size={16} aria-hidden="true" />}
        />
      </WithTooltip>
    );
  }
  return (
    <WithTooltip label={label} compact={compact}>
      <NavLink
        {...common}
        component="button"
        type="button"
        onClick={() =>
          notifications.show({ color: 'yellow', message: t('sidebar.ticketCredentialsMissing'), autoClose: 6000 })
        }
      />
    </WithTooltip>
  );
}

function SidebarGroup({
  title,
  compact,
  testId,
  children,
}: {
  title: string;
  compact: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} data-testid={testId}>
      {compact ? (
        <>
          <Divider my="xs" />
          <VisuallyHidden id={id}>{title}</VisuallyHidden>
        </>
      ) : (
        <Text id={id} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="md" pb={4}>
          {title}
        </Text>
      )}
      <Stack gap={2}>{children}</Stack>
    </div>
  );
}

/** Side menu (spec §2): Home, the customer items and, for staff, the BackOffice items the user may open. */
export function Sidebar({ user, compact, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const { customer, backOffice } = sidebarSections(user);
  const renderItem = (item: SidebarItem) =>
    item.external ? (
      <TicketLink key={item.route} item={item} compact={compact} onNavigate={onNavigate} />
    ) : (
      <PageLink key={item.route} item={item} compact={compact} onNavigate={onNavigate} />
    );

  return (
    <nav aria-label={t('shell.navigation')} data-testid="sidebar" data-compact={compact || undefined}>
      <Stack gap={2}>
        {topItems(user).map(renderItem)}
        {customer.length > 0 && (
          <SidebarGroup title={t('sidebar.customerArea')} compact={compact} testId="sidebar-customer">
            {customer.map(renderItem)}
          </SidebarGroup>
        )}
        {backOffice && (
          <SidebarGroup title={t('sidebar.backOffice')} compact={compact} testId="sidebar-backoffice">
            {backOffice.map(renderItem)}
          </SidebarGroup>
        )}
      </Stack>
    </nav>
  );
}
