import { memo, useId, type ReactNode } from 'react';
import { Divider, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '@/components/deferred-tooltip';
import { sidebarSections, topItems, type SidebarItem, type SidebarUser } from '@/app/shell/sidebar-items';
import { useTicketSite } from '@/app/shell/use-ticket-site';
import { notify } from '@/lib/notify';

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
  // The space stays outside the hidden words, so screen readers do not run them together.
  if (compact) {
    return (
      <VisuallyHidden>
        {text}
        {extra && <> {extra}</>}
      </VisuallyHidden>
    );
  }
  return (
    <>
      {text}
      {extra && (
        <>
          {' '}
          <VisuallyHidden>{extra}</VisuallyHidden>
        </>
      )}
    </>
  );
}

function WithTooltip({ label, compact, children }: { label: string; compact: boolean; children: ReactNode }) {
  // Only the compact rail has tooltips: a Tooltip mounts its floating parts (and a portal) even
  // when disabled, each a second render of the item as the page is taken over, for every item.
  if (!compact) return <div>{children}</div>;
  return (
    <DeferredTooltip label={label} position="right" withArrow events={{ hover: true, focus: true, touch: false }}>
      <div>{children}</div>
    </DeferredTooltip>
  );
}

function PageLink({ item, compact, onNavigate }: ItemProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const to = item.to.toLowerCase();
  const here = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  // A detail page (a ticket under /dashboard/MyTickets/) keeps its list's item lit; the landing
  // (/dashboard itself) has none, or every page would light it.
  const active = here === to || (to !== '/dashboard' && here.startsWith(`${to}/`));
  const label = t(`sidebar.${item.label}`);
  const Icon = item.icon;
  return (
    <WithTooltip label={label} compact={compact}>
      <NavLink
        component={Link}
        to={item.to}
        active={active}
        aria-current={active ? 'page' : undefined}
        label={<ItemLabel text={label} compact={compact} />}
        leftSection={<Icon size={20} stroke={1.6} aria-hidden="true" />}
        onClick={onNavigate}
        data-testid={`nav-${item.id}`}
        fw={500}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    </WithTooltip>
  );
}

/**
 * The external ticket site (spec §2): the user's credential URL or the default survey login in a
 * new tab; otherwise the spec's words for missing credentials, or for a check that failed.
 */
function TicketSiteLink({ item, compact, onNavigate }: ItemProps) {
  const { t } = useTranslation();
  const site = useTicketSite();
  const label = t(`sidebar.${item.label}`);
  const url = site.state === 'ready' ? site.url : null;
  const Icon = item.icon;
  const common = {
    label: <ItemLabel text={label} compact={compact} extra={url ? t('sidebar.opensInNewTab') : undefined} />,
    leftSection: <Icon size={20} stroke={1.6} aria-hidden="true" />,
    'data-testid': `nav-${item.id}`,
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
  const message = site.state === 'unavailable' ? t('sidebar.ticketCredentialsUnavailable') : t('sidebar.ticketCredentialsMissing');
  return (
    <WithTooltip label={label} compact={compact}>
      <NavLink
        {...common}
        component="button"
        type="button"
        disabled={site.state === 'checking'}
        aria-busy={site.state === 'checking' || undefined}
        onClick={() => notify({ color: 'yellow', message, autoClose: 6000 })}
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
function SidebarItems({ user, compact, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const { customer, backOffice } = sidebarSections(user);
  const renderItem = (item: SidebarItem) =>
    item.external ? (
      <TicketSiteLink key={item.id} item={item} compact={compact} onNavigate={onNavigate} />
    ) : (
      <PageLink key={item.id} item={item} compact={compact} onNavigate={onNavigate} />
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

/** The sidebar, drawn again only when its user or its width changes (not with each change of the frame). */
export const Sidebar = memo(SidebarItems);
