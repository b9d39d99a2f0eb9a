import { useState, type DragEvent } from 'react';
import { ActionIcon, Alert, Badge, Button, Card, Group, Image, Modal, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconGripVertical, IconLanguage, IconPlus, IconTrash } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HomeItem, HomeItemKind } from '@customer-hub/contract/home-content';
import { LANGUAGE_CODES, type LanguageCode } from '@customer-hub/contract/constants/languages';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { errorMessage } from '@/i18n/error-message';
import { toSaveRequest, useDeleteHomeItem, useHomeItems, usePublishHomeItem, useReorderHomeItems } from '../admin-api';
import { ItemEditor, fromItem, newItem, type EditorTarget } from './item-editor';
import { LINK_ICONS } from './link-icon';

const isLanguage = (value: string | null): value is LanguageCode => (LANGUAGE_CODES as readonly (string | null)[]).includes(value);

/** Draft, scheduled (published, not yet or no longer shown) or published. */
function status(item: HomeItem, now = Date.now()): 'draft' | 'scheduled' | 'expired' | 'published' {
  if (!item.published) return 'draft';
  if (item.visibleFrom && Date.parse(item.visibleFrom) > now) return 'scheduled';
  if (item.visibleUntil && Date.parse(item.visibleUntil) <= now) return 'expired';
  return 'published';
}
const STATUS_COLORS = { draft: 'gray', scheduled: 'yellow', expired: 'orange', published: 'green' } as const;

/** Moves the item at `from` to `to`, answering the new order of ids. */
export function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * Back office tab for one kind of Home item: the items of one language (in `?lang=`), new, edit,
 * add a language version, publish or unpublish, reorder (drag, or the up and down buttons) and
 * delete after a confirmation.
 */
export function HomeItemsPanel({ kind }: { kind: HomeItemKind }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('lang');
  const language: LanguageCode = isLanguage(asked) ? asked : isLanguage(i18n.language) ? i18n.language : 'es-ES';
  const items = useHomeItems(kind, language);
  const publish = usePublishHomeItem();
  const reorder = useReorderHomeItems();
  const remove = useDeleteHomeItem();
  const [editing, setEditing] = useState<EditorTarget | null>(null);
  const [deleting, setDeleting] = useState<HomeItem | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const orderable = kind !== 'news';
  const list = items.data?.items ?? [];
  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length || from === to) return;
    reorder.mutate(moved(list.map((i) => i.id), from, to));
  };
  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };
  const failure = publish.error ?? reorder.error ?? remove.error;

  return (
    <Stack gap="md" data-testid={`home-items-${kind}`}>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={language}
          onChange={(lang) => setParams((p) => (p.set('lang', lang), p), { replace: true })}
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
      {items.data && list.length === 0 && (
        <Text c="dimmed" size="sm" py="lg">
          {t('homeContent.admin.none')}
        </Text>
      )}
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((item, index) => {
          const state = status(item);
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
                      <Badge size="sm" variant="light" color={STATUS_COLORS[state]}>
                        {t(`homeContent.admin.status.${state}`)}
                      </Badge>
                      {item.newsDate && (
                        <Text size="xs" c="dimmed">
                          {item.newsDate}
                        </Text>
                      )}
                      <Text size="xs" c="dimmed">
                        {item.allCompanies ? t('homeContent.admin.allCustomers') : t('homeContent.admin.companyCount', { count: item.companyIds.length })}
                      </Text>
                    </Group>
                  </div>
                </Group>
                <Group gap={4} wrap="nowrap" style={{ flexShrink: 0, marginInlineStart: 'auto' }}>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color={item.published ? 'gray' : 'green'}
                    onClick={() => publish.mutate({ id: item.id, published: !item.published })}
                    data-testid="item-toggle-publish"
                  >
                    {item.published ? t('homeContent.admin.unpublish') : t('homeContent.admin.publish')}
                  </Button>
                  {orderable && (
                    <>
                      <Tooltip label={t('homeContent.admin.moveUp')} openDelay={400}>
                        <ActionIcon variant="subtle" disabled={index === 0 || reorder.isPending} onClick={() => move(index, index - 1)} aria-label={t('homeContent.admin.moveUpNamed', { name })}>
                          <IconArrowUp size={16} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('homeContent.admin.moveDown')} openDelay={400}>
                        <ActionIcon variant="subtle" disabled={index === list.length - 1 || reorder.isPending} onClick={() => move(index, index + 1)} aria-label={t('homeContent.admin.moveDownNamed', { name })}>
                          <IconArrowDown size={16} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                    </>
                  )}
                  <Tooltip label={t('homeContent.admin.translate')} openDelay={400}>
                    <ActionIcon
                      variant="subtle"
                      onClick={() => setEditing({ values: { ...toSaveRequest(item), language: LANGUAGE_CODES.find((c) => c !== item.language)!, published: false }, ...fromItem(item) })}
                      aria-label={t('homeContent.admin.translateNamed', { name })}
                    >
                      <IconLanguage size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('homeContent.admin.edit.label')} openDelay={400}>
                    <ActionIcon variant="subtle" onClick={() => setEditing({ id: item.id, values: toSaveRequest(item), ...fromItem(item) })} aria-label={t('homeContent.admin.editNamed', { name })}>
                      <IconEdit size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('homeContent.admin.delete')} openDelay={400}>
                    <ActionIcon variant="subtle" color="red" onClick={() => setDeleting(item)} aria-label={t('homeContent.admin.deleteNamed', { name })}>
                      <IconTrash size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
      {editing && <ItemEditor key={editing.id ?? 'new'} target={editing} onClose={() => setEditing(null)} />}
      <Modal opened={!!deleting} onClose={() => setDeleting(null)} title={t('homeContent.admin.delete')} data-testid="delete-confirm">
        <Text>{t('homeContent.admin.confirmDelete')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })} data-testid="delete-confirm-yes">
            {t('homeContent.admin.delete')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
