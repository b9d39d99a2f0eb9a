import { useEffect, useState } from 'react';
import { Button, Group, MultiSelect, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isStaff } from '@customer-hub/contract/constants/roles';
import { TICKET_PRIORITIES, TICKET_TEXT_MAX, TICKET_TITLE_MAX, TICKET_TYPES } from '@customer-hub/contract/constants/tickets';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { useCompanies, useCreateTicket, useSlaPromise, useTicketFormOptions } from '@/features/tickets/api';
import { ArticleSuggestions, newDraftId } from '@/features/tickets/components/article-suggestions';
import { SlaPromiseText } from '@/features/tickets/components/sla-badge';
import { AttachmentsField, attachmentsBlocker } from '@/features/tickets/components/attachments-field';
import { EMPTY_REQUEST, newRequestSchema, TICKET_FALLBACK } from '@/features/tickets/components/ticket-forms';
import { useAttachmentUploads } from '@/features/tickets/components/use-attachment-uploads';
import { TICKET_LIST_PATH, ticketPath } from '@/features/tickets/links';
import { useCurrentUser } from '@/lib/current-user';
import { useSchemaForm } from '@/lib/form';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /dashboard/Request (Requests): a new service request — type, priority, site and building,
 * title, description, watchers and files (uploaded as they are picked, with progress). Staff pick
 * the company first. On success the ticket's page opens; on an error everything typed stays.
 */
export function NewRequestPage() {
  const { t } = useTranslation();
  const title = t('routes.Request');
  usePageTitle(title);
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const staff = !!user && isStaff(user.roles);
  const [companyId, setCompanyId] = useState('');
  const companies = useCompanies(staff);
  const promise = useSlaPromise(companyId, !staff || companyId !== '');
  const options = useTicketFormOptions(companyId, !staff || companyId !== '');
  const sites = options.data?.sites ?? [];
  const siteRequired = sites.length > 1 || staff;
  const form = useSchemaForm(newRequestSchema({ siteRequired, staff }), { initialValues: EMPTY_REQUEST, fallback: TICKET_FALLBACK });
  const uploads = useAttachmentUploads();
  const [filesError, setFilesError] = useState<string | null>(null);
  const create = useCreateTicket();
  // This form's id: knowledge-base articles opened from it count as read before the request.
  const [draftId] = useState(newDraftId);
  // Once a site is chosen, the watchers offered are those who can see its requests.
  const siteId = form.values.siteId;
  const siteOptions = useTicketFormOptions(companyId, siteId !== '' && (!staff || companyId !== ''), siteId);
  const watchers = siteId ? siteOptions.data?.watchers : options.data?.watchers;

  // The contact's own site (a site-scoped contact), or the only one, is the request's unless they choose.
  const preselected = sites.find((site) => site.own)?.id ?? (sites.length === 1 ? sites[0]?.id : undefined);
  useEffect(() => {
    if (preselected && !form.values.siteId) form.setFieldValue('siteId', preselected);
  }, [preselected, form]);
  form.watch('siteId', () => form.setFieldValue('buildingId', ''));
  // Watchers chosen before the site who cannot see it are dropped (the server would refuse them).
  const chosenWatchers = form.values.watcherIds;
  useEffect(() => {
    if (!watchers) return;
    const kept = chosenWatchers.filter((id) => watchers.some((watcher) => watcher.id === id));
    if (kept.length !== chosenWatchers.length) form.setFieldValue('watcherIds', kept);
  }, [watchers, chosenWatchers, form]);
  form.watch('companyId', ({ value }) => {
    setCompanyId(value);
    form.setValues({ siteId: '', buildingId: '', watcherIds: [] });
  });

  const site = sites.find((candidate) => candidate.id === form.values.siteId);
  const choose = t('tickets.form.choose');

  const submit = form.onSubmit(({ companyId: _company, ...request }) => {
    const blocker = attachmentsBlocker(uploads, t);
    setFilesError(blocker);
    if (blocker || create.isPending) return;
    create.mutate(
      { ...request, attachmentIds: uploads.ids, draftId },
      {
        onSuccess: (ticket) => {
          notifications.show({ color: 'green', message: t('tickets.form.created', { ticketNo: ticket.ticketNo }) });
          navigate(ticketPath(ticket.id));
        },
      },
    );
  });

  return (
    <>
      <PageHeader title={title} lead={t('tickets.form.lead')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={880}>
        <form method="post" onSubmit={submit} noValidate data-testid="ticket-form">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('common.requiredHint')}
            </Text>
            {staff && (
              <NativeSelect
                label={t('tickets.fields.company')}
                withAsterisk
                {...form.getInputProps('companyId')}
                data={[{ value: '', label: companies.isPending ? t('common.loading') : choose }, ...(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))]}
                data-testid="ticket-company"
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <NativeSelect
                label={t('tickets.fields.type')}
                withAsterisk
                {...form.getInputProps('type')}
                data={[{ value: '', label: choose }, ...TICKET_TYPES.map((type) => ({ value: type, label: t(`statuses.${type}`) }))]}
                data-testid="ticket-type"
              />
              <NativeSelect
                label={t('tickets.fields.priority')}
                {...form.getInputProps('priority')}
                data={TICKET_PRIORITIES.map((priority) => ({ value: priority, label: t(`tickets.priorities.${priority}`) }))}
                data-testid="ticket-priority"
              />
              <NativeSelect
                label={t('tickets.fields.site')}
                withAsterisk={siteRequired}
                {...form.getInputProps('siteId')}
                disabled={options.isPending}
                data={[
                  { value: '', label: options.isPending && options.fetchStatus === 'fetching' ? t('common.loading') : choose },
                  ...sites.map((s) => ({ value: s.id, label: `${s.name} · ${s.businessPartnerName}` })),
                ]}
                data-testid="ticket-site"
              />
              <NativeSelect
                label={t('tickets.fields.building')}
                {...form.getInputProps('buildingId')}
                disabled={!site || site.buildings.length === 0}
                data={[{ value: '', label: t('tickets.form.wholeSite') }, ...(site?.buildings ?? []).map((b) => ({ value: b.id, label: b.name }))]}
                data-testid="ticket-building"
              />
            </SimpleGrid>
            <SlaPromiseText promise={promise.data} priority={form.getValues().priority ?? 'Normal'} testId="ticket-sla-promise" />
            <TextInput label={t('tickets.fields.title')} withAsterisk maxLength={TICKET_TITLE_MAX} {...form.getInputProps('title')} data-testid="ticket-title" />
            <Textarea
              label={t('tickets.fields.description')}
              description={t('tickets.form.descriptionHint')}
              withAsterisk
              autosize
              minRows={4}
              maxRows={12}
              maxLength={TICKET_TEXT_MAX}
              {...form.getInputProps('description')}
              data-testid="ticket-description"
            />
            <ArticleSuggestions
              text={`${form.values.title} ${form.values.description}`}
              draftId={draftId}
              onAnswered={() => {
                notifications.show({ color: 'green', message: t('knowledge.suggest.glad') });
                navigate(TICKET_LIST_PATH);
              }}
            />
            <MultiSelect
              label={t('tickets.fields.watchers')}
              description={t('tickets.form.watchersHint')}
              placeholder={watchers && (watchers.length ? t('tickets.form.watchersPlaceholder') : t('tickets.form.noWatchers'))}
              data={(watchers ?? []).map((w) => ({ value: w.id, label: w.name }))}
              disabled={!watchers?.length}
              searchable
              clearable
              nothingFoundMessage={t('tickets.form.nobodyFound')}
              {...form.getInputProps('watcherIds')}
              data-testid="ticket-watchers"
            />
            <AttachmentsField uploads={uploads} testId="ticket-files" error={filesError && attachmentsBlocker(uploads, t)} />
            <ErrorAlert error={create.error ?? options.error ?? siteOptions.error ?? companies.error} testId="ticket-form-error" />
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={TICKET_LIST_PATH} variant="default" w={{ base: '100%', xs: 'auto' }}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending} leftSection={<IconSend size={16} aria-hidden="true" />} w={{ base: '100%', xs: 'auto' }} data-testid="ticket-submit">
                {t('tickets.form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
