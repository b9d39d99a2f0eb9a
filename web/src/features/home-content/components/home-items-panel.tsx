import { useState, type DragEvent } from 'react';
import { ActionIcon, Alert, Button, Card, Group, Image, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HomeItem, HomeItemKind } from '@customer-hub/contract/home-content';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import { ConfirmModal } from '@/components/confirm-modal';
import { ContentRowActions } from '@/components/content-row-actions';
import { ListPager } from '@/components/data-table';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { ScheduleBadge, ScheduleText } from '@/components/schedule-badge';
import { errorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { useDeleteConfirm } from '@/components/use-delete-confirm';
import { useListPage } from '@/lib/use-list-page';
import { HOME_ITEMS_PAGE_SIZE, toSaveRequest, useDeleteHomeItem, useHomeItems, usePublishHomeItem, useReorderHomeItems } from '../admin-api';
import { ItemEditor, fromItem, newItem, type EditorTarget } from './item-editor';
import { LINK_ICONS } from './link-icon';

const isLanguage = (value: string): value is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(value);

/** Moves the item at `from` to `to`, answering the new order of ids. */
export function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * Back office tab for one kind of Home item: a page of the items of one language (`?lang=`,
 * `?page=`), new, edit, add a language version, publish or unpublish, reorder (drag, or the up and
 * down buttons) and delete after a confirmation. A reorder moves items within the page shown: the
 * server gives them the places that page holds, so the items of other pages keep theirs.
 */
export function HomeItemsPanel({ kind }: { kind: HomeItemKind }) {
  const { t, i18n } = useTranslation();
  const list = useListPage({ filters: { lang: '' }, allowed: { lang: LANGUAGE_CODES }, pageSize: HOME_ITEMS_PAGE_SIZE });
  const language: LanguageCode = isLanguage(list.filters.lang) ? list.filters.lang : isLanguage(i18n.language) ? i18n.language : 'es-ES';
  const items = useHomeItems(kind, language, list.page);
  const publish = usePublishHomeItem();
  const reorder = useReorderHomeItems();
  const confirmDelete = useDeleteConfirm<HomeItem>({ remove: useDeleteHomeItem(), testId: 'delete-confirm', confirmTestId: 'delete-confirm-yes' });
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const rows = items.data?.items ?? [];
  // Not while another page is still loading: the order shown would not be the one moved.
  const orderable = kind !== 'news' && !items.isPlaceholderData;
  const move = (from: number, to: number) => {
    if (!orderable || to < 0 || to >= rows.length || from === to) return;
    reorder.mutate(moved(rows.map((i) => i.id), from, to));
  };
  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };
  const failure = publish.error ?? reorder.error;

  return (
    <Stack gap="md" data-testid={`home-items-${kind}`}>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={language}
          onChange={(lang) => list.setFilters({ lang })}
          data={LANGUAGE_CODES.map((code) => ({ value: code, label: t(`language.names.${code}`) }))}
          aria-label={t('homeContent.admin.language')}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing(newItem(kind, language))} data-testid={`new-${kind}`}>
          {t(`homeContent.admin.new.${kind}`)}
        </Button>
      </Group>
      {failure && <Alert color="red">{errorMessage(failure, t)}</Alert>}
      {items.isPending && <InlineLoader py="xl" />}
      {items.isError && <ErrorAlert error={items.error} />}
      {items.data && rows.length === 0 && (
        <Text c="dimmed" size="sm" py="lg">
          {t('homeContent.admin.none')}
        </Text>
      )}
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((item, index) => {
          const LinkIcon = item.icon ? LINK_ICONS[item.icon] : null;
          const name = item.title || item.documentTitle || t('homeContent.admin.untitled');
          return (
            <Card
              key={item.id}
              component="li"
              withBorder
              padding="sm"
              radius="md"
              draggable={orderable}
              onDragStart={() => setDragged(index)}
              onDragOver={(e: DragEvent) => orderable && e.preventDefault()}
              onDrop={dropOn(index)}
              data-testid="home-item-row"
              style={{ opacity: dragged === index ? 0.5 : 1 }}
            >
              <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
                <Group wrap="nowrap" gap="sm" style={{ minWidth: 0, flex: '1 1 260px' }}>
                  {orderable && <IconGripVertical size={18} aria-hidden="true" style={{ cursor: 'grab', flexShrink: 0, color: 'var(--mantine-color-dimmed)' }} />}
                  {item.image && <Image src={item.image.small} alt="" w={72} h={40} fit="cover" radius="sm" style={{ flexShrink: 0 }} />}
                  {LinkIcon && <LinkIcon size={20} aria-hidden="true" style={{ flexShrink: 0 }} />}
                  <div style={{ minWidth: 0 }}>
                    <Text fw={500} size="sm" lineClamp={2}>
                      {name}
                    </Text>
                    <Group gap={6} mt={2}>
                      <ScheduleBadge published={item.published} schedule={item} />
                      {item.newsDate && (
                        <Text size="xs" c="dimmed">
                          {formatDate(item.newsDate)}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed">
                        {item.allCompanies ? t('homeContent.admin.allCustomers') : t('homeContent.admin.companyCount', { count: item.companyIds.length })}
                      </Text>
                      {(item.visibleFrom || item.visibleUntil) && <ScheduleText schedule={item} />}
                    </Group>
                  </div>
                </Group>
                <div style={{ flexShrink: 0, marginInlineStart: 'auto' }}>
                  <ContentRowActions
                    name={name}
                    testId={(action) => (action === 'publish' || action === 'unpublish' ? 'item-toggle-publish' : undefined)}
                    onTranslate={() =>
                      setEditing({ values: { ...toSaveRequest(item), language: LANGUAGE_CODES.find((c) => c !== item.language)!, published: false }, ...fromItem(item) })
                    }
                    onEdit={() => setEditing({ id: item.id, values: toSaveRequest(item), ...fromItem(item) })}
                    publish={{ published: item.published, onToggle: () => publish.mutate({ id: item.id, published: !item.published }), loading: publish.isPending && publish.variables.id === item.id }}
                    onDelete={() => confirmDelete.ask(item)}
                  >
                    {orderable && (
                      <>
                        <Tooltip label={t('homeContent.admin.moveUp')} openDelay={400}>
                          <ActionIcon variant="subtle" disabled={index === 0 || reorder.isPending} onClick={() => move(index, index - 1)} aria-label={t('homeContent.admin.moveUpNamed', { name })}>
                            <IconArrowUp size={16} aria-hidden="true" />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('homeContent.admin.moveDown')} openDelay={400}>
                          <ActionIcon variant="subtle" disabled={index === rows.length - 1 || reorder.isPending} onClick={() => move(index, index + 1)} aria-label={t('homeContent.admin.moveDownNamed', { name })}>
                            <IconArrowDown size={16} aria-hidden="true" />
                          </ActionIcon>
                        </Tooltip>
                      </>
                    )}
                  </ContentRowActions>
                </div>
              </Group>
            </Card>
          );
        })}
      </Stack>
      <ListPager page={list.page} pageSize={list.pageSize} total={items.data?.total ?? 0} onPageChange={list.setPage} testId={`home-items-${kind}`} />
      {editing && <ItemEditor key={editing.id ?? 'new'} target={editing} onClose={() => setEditing(null)} />}
      <ConfirmModal {...confirmDelete.modal} />
    </Stack>
  );
}
