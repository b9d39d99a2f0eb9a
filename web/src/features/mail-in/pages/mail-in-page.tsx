import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Code, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INBOUND_MAIL_SORTS, INBOUND_MAIL_STATUSES, type InboundMailStatus } from '@customer-hub/contract/constants/mail-in';
import type { InboundMail, InboundMailSummary } from '@customer-hub/contract/mail-in';
import { ConfirmModal } from '@/components/confirm-modal';
import type { Column } from '@/components/data-table';
import { DetailList } from '@/components/detail-list';
import { ErrorAlert } from '@/components/error-alert';
import { SearchFilter, SelectFilter } from '@/components/list-filters';
import { ListPage, queryDetail } from '@/components/list-page';
import { formatBytes, formatDateTime } from '@/lib/format';
import { filterQuery, pageQuery } from '@/lib/queries';
import { useListPage } from '@/lib/use-list-page';
import { useInboundMail, useInboundMails, useMailActions, useTicketChoices, type MailInFilters } from '../api';

const STATUS_COLOR: Record<InboundMailStatus, string> = { received: 'gray', posted: 'green', ticket_created: 'teal', held: 'yellow', dropped: 'gray', discarded: 'dark' };

function StatusBadge({ mail }: { mail: Pick<InboundMailSummary, 'status'> }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[mail.status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`screens.MailIn.statuses.${mail.status}`)}
    </Badge>
  );
}

function MailDetail({ mail, onDiscard, onPost }: { mail: InboundMail; onDiscard: () => void; onPost: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <DetailList
        items={[
          { label: t('screens.MailIn.columns.from'), value: mail.fromName ? `${mail.fromName} <${mail.fromAddress}>` : mail.fromAddress },
          { label: t('screens.MailIn.columns.to'), value: mail.toAddress },
          { label: t('screens.MailIn.columns.receivedAt'), value: formatDateTime(mail.receivedAt) },
          { label: t('screens.MailIn.columns.status'), value: t(`screens.MailIn.statuses.${mail.status}`) },
          { label: t('screens.MailIn.columns.reason'), value: mail.reason ? t(`screens.MailIn.reasons.${mail.reason}`) : null },
          { label: t('screens.MailIn.sender'), value: mail.sender?.name ?? t('screens.MailIn.unknownSender') },
        ]}
      />
      {mail.ticketId && (
        <Anchor component={Link} to={`/dashboard/MyTickets/${mail.ticketId}`} data-testid="mail-in-ticket">
          {t('screens.MailIn.openTicket', { ticketNo: mail.ticketNo ?? '' })}
        </Anchor>
      )}
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('screens.MailIn.text')}
        </Title>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="mail-in-text">
          {mail.text || t('screens.MailIn.noText')}
        </Code>
      </Stack>
      {mail.attachments.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('screens.MailIn.attachments')}
          </Title>
          {mail.attachments.map((a, i) => (
            <Text key={i} size="sm">
              {[a.fileName || '—', a.contentType, formatBytes(a.size)].join(' · ')}
            </Text>
          ))}
        </Stack>
      )}
      <details>
        <summary>{t('screens.MailIn.headers', { count: mail.headers.length })}</summary>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {mail.headers.map((h) => `${h.name}: ${h.value}`).join('\n')}
        </Code>
      </details>
      {mail.status === 'held' && (
        <Group>
          {mail.postable && (
            <Button onClick={onPost} data-testid="mail-in-post">
              {t('screens.MailIn.post.button')}
            </Button>
          )}
          <Button color="red" variant="light" onClick={onDiscard} data-testid="mail-in-discard">
            {t('screens.MailIn.discard.button')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function PostModal({ mail, onClose }: { mail: InboundMail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [ticketId, setTicketId] = useState<string | null>(null);
  const choices = useTicketChoices(search, mail !== null);
  const { post } = useMailActions();
  const options = (choices.data?.items ?? []).map((ticket) => ({ value: ticket.id, label: `${ticket.ticketNo} · ${ticket.title} · ${ticket.companyName}` }));
  const close = () => {
    post.reset();
    setTicketId(null);
    setSearch('');
    onClose();
  };
  return (
    <Modal opened={mail !== null} onClose={close} title={t('screens.MailIn.post.title')} data-testid="mail-in-post-dialog">
      <Stack>
        <Text size="sm">{t('screens.MailIn.post.message', { name: mail?.sender?.name ?? '' })}</Text>
        <Select
          label={t('screens.MailIn.post.ticket')}
          placeholder={t('screens.MailIn.post.placeholder')}
          data={ticketId && !options.some((o) => o.value === ticketId) ? [...options, { value: ticketId, label: ticketId }] : options}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          value={ticketId}
          onChange={setTicketId}
          nothingFoundMessage={t('screens.MailIn.post.none')}
          filter={({ options: all }) => all}
          data-testid="mail-in-post-ticket"
        />
        {post.error ? <ErrorAlert error={post.error} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!ticketId}
            loading={post.isPending}
            onClick={() =>
              mail &&
              ticketId &&
              post.mutate(
                { id: mail.id, ticketId },
                {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: t('screens.MailIn.post.done') });
                    close();
                  },
                },
              )
            }
            data-testid="mail-in-post-confirm"
          >
            {t('screens.MailIn.post.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /dashboard/MailIn (staff): emails received at the support address, and the review of those held. */
export function MailInPage() {
  const { t } = useTranslation();
  const list = useListPage({
    filters: { status: '', search: '' } as MailInFilters,
    allowed: { status: INBOUND_MAIL_STATUSES },
    sorts: INBOUND_MAIL_SORTS,
    sort: { key: 'receivedAt', direction: 'desc' },
  });
  const query = { ...pageQuery(list.page, list.sort, list.pageSize), ...filterQuery(list.filters) };
  const mails = useInboundMails(query);
  const detail = useInboundMail(list.selected);
  const { discard } = useMailActions();
  const [discarding, setDiscarding] = useState<InboundMail | null>(null);
  const [posting, setPosting] = useState<InboundMail | null>(null);

  const columns = useMemo<Column<InboundMailSummary>[]>(
    () => [
      { key: 'receivedAt', header: t('screens.MailIn.columns.receivedAt'), cell: (r) => formatDateTime(r.receivedAt), nowrap: true, sortKey: 'receivedAt' },
      { key: 'from', header: t('screens.MailIn.columns.from'), cell: (r) => r.fromAddress, nowrap: true, maxWidth: 240 },
      { key: 'subject', header: t('screens.MailIn.columns.subject'), cell: (r) => r.subject, maxWidth: 280, nowrap: true },
      { key: 'status', header: t('screens.MailIn.columns.status'), cell: (r) => <StatusBadge mail={r} />, nowrap: true, sortKey: 'status' },
      { key: 'reason', header: t('screens.MailIn.columns.reason'), cell: (r) => (r.reason ? t(`screens.MailIn.reasons.${r.reason}`) : ''), maxWidth: 220, nowrap: true, priority: 2 },
      { key: 'ticket', header: t('screens.MailIn.columns.ticket'), cell: (r) => r.ticketNo ?? '', nowrap: true },
    ],
    [t],
  );

  return (
    <ListPage
      screen="MailIn"
      list={list}
      query={mails}
      columns={columns}
      clearable
      filters={
        <>
          <SelectFilter
            label={t('screens.MailIn.filters.status')}
            options={INBOUND_MAIL_STATUSES}
            optionLabel={(s) => t(`screens.MailIn.statuses.${s}`)}
            value={list.filters.status}
            onChange={(status) => list.setFilters({ status })}
            testId="mail-in-status"
          />
          <SearchFilter label={t('screens.MailIn.filters.search')} value={list.filters.search} onChange={(search) => list.setFilters({ search })} testId="mail-in-search" />
        </>
      }
      detail={queryDetail(detail, t('routes.MailIn'), 'mail-in-detail', (mail) => ({
        title: mail.subject || t('screens.MailIn.noSubject'),
        content: <MailDetail mail={mail} onDiscard={() => setDiscarding(mail)} onPost={() => setPosting(mail)} />,
      }))}
      rowTestId="mail-in-row"
      mobileCard={(r) => (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={700} truncate="end">
              {r.fromAddress}
            </Text>
            <StatusBadge mail={r} />
          </Group>
          <Text size="sm" truncate="end">
            {r.subject || t('screens.MailIn.noSubject')}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(r.receivedAt)}
            {r.reason ? ` · ${t(`screens.MailIn.reasons.${r.reason}`)}` : ''}
          </Text>
        </Stack>
      )}
      minWidth={900}
      testId="mail-in"
    >
      <ConfirmModal
        opened={discarding !== null}
        title={t('screens.MailIn.discard.title')}
        message={discarding ? t('screens.MailIn.discard.message', { from: discarding.fromAddress }) : ''}
        confirmLabel={t('screens.MailIn.discard.confirm')}
        danger
        loading={discard.isPending}
        error={discard.error}
        onConfirm={() =>
          discarding &&
          discard.mutate(discarding.id, {
            onSuccess: () => {
              setDiscarding(null);
              notifications.show({ color: 'green', message: t('screens.MailIn.discard.done') });
            },
          })
        }
        onClose={() => {
          discard.reset();
          setDiscarding(null);
        }}
        testId="mail-in-discard-dialog"
      />
      <PostModal mail={posting} onClose={() => setPosting(null)} />
    </ListPage>
  );
}
