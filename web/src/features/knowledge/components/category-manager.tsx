import { useState } from 'react';
import { ActionIcon, Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KB_CATEGORY_NAME_MAX } from '@customer-hub/contract/constants/knowledge';
import { LANGUAGE_CODES } from '@customer-hub/contract/constants/languages';
import type { KbCategory } from '@customer-hub/contract/knowledge';
import { ConfirmModal } from '@/components/confirm-modal';
import { InlineLoader } from '@/components/inline-loader';
import { useDeleteConfirm } from '@/components/use-delete-confirm';
import { usePhone } from '@/lib/breakpoints';
import { errorMessage } from '@/lib/error-message';
import { useDeleteKbCategory, useKbCategories, useReorderKbCategories, useSaveKbCategory } from '../api';

type Names = Record<string, string>;
const emptyNames = (): Names => Object.fromEntries(LANGUAGE_CODES.map((code) => [code, '']));

/** A category's names, one box per language; at least one is needed. */
function CategoryForm({ category, onDone }: { category: KbCategory | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [names, setNames] = useState<Names>({ ...emptyNames(), ...(category?.names ?? {}) });
  const [missing, setMissing] = useState(false);
  const save = useSaveKbCategory();
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = Object.fromEntries(Object.entries(names).map(([k, v]) => [k, v.trim()]));
        if (!Object.values(trimmed).some(Boolean)) return setMissing(true);
        save.mutate({ ...(category ? { id: category.id } : {}), body: { names: trimmed } }, { onSuccess: onDone });
      }}
      data-testid="kb-category-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {LANGUAGE_CODES.map((code) => (
            <TextInput
              key={code}
              label={t('knowledge.admin.categoryName', { language: t(`language.names.${code}`) })}
              maxLength={KB_CATEGORY_NAME_MAX}
              value={names[code] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setMissing(false);
                setNames((current) => ({ ...current, [code]: value }));
              }}
              error={missing ? t('knowledge.admin.categoryNameNeeded') : undefined}
              data-testid={`kb-category-name-${code}`}
            />
          ))}
        </SimpleGrid>
        {save.isError && <Alert color="red">{errorMessage(save.error, t)}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="kb-category-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The knowledge base's categories: add, rename (a name per language), move up and down, delete
 * after a confirmation (its articles stay, without a category).
 */
export function CategoryManager({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const categories = useKbCategories();
  const reorder = useReorderKbCategories();
  const confirmDelete = useDeleteConfirm<KbCategory>({ remove: useDeleteKbCategory(), testId: 'kb-category-delete-confirm' });
  const [editing, setEditing] = useState<KbCategory | 'new' | null>(null);
  const rows = categories.data?.items ?? [];
  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length) return;
    const ids = rows.map((c) => c.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    reorder.mutate(ids);
  };

  return (
    <Modal opened onClose={onClose} title={t('knowledge.admin.categories')} size="lg" fullScreen={phone} data-testid="kb-categories" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        {editing === 'new' ? (
          <CategoryForm category={null} onDone={() => setEditing(null)} />
        ) : (
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing('new')} style={{ alignSelf: 'flex-start' }} data-testid="kb-category-new">
            {t('knowledge.admin.newCategory')}
          </Button>
        )}
        {categories.isPending && <InlineLoader py="md" />}
        {reorder.isError && <Alert color="red">{errorMessage(reorder.error, t)}</Alert>}
        {categories.data && rows.length === 0 && (
          <Text c="dimmed" size="sm">
            {t('knowledge.admin.noCategories')}
          </Text>
        )}
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((category, index) => (
            <Card key={category.id} component="li" withBorder padding="sm" radius="md" data-testid="kb-category-row">
              {editing !== 'new' && editing?.id === category.id ? (
                <CategoryForm category={category} onDone={() => setEditing(null)} />
              ) : (
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={500} size="sm">
                      {category.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('knowledge.admin.articleCount', { count: category.articleCount })}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('homeContent.admin.moveUp')} openDelay={400}>
                      <ActionIcon variant="subtle" disabled={index === 0 || reorder.isPending} onClick={() => move(index, index - 1)} aria-label={t('homeContent.admin.moveUpNamed', { name: category.name })}>
                        <IconArrowUp size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('homeContent.admin.moveDown')} openDelay={400}>
                      <ActionIcon variant="subtle" disabled={index === rows.length - 1 || reorder.isPending} onClick={() => move(index, index + 1)} aria-label={t('homeContent.admin.moveDownNamed', { name: category.name })}>
                        <IconArrowDown size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('contentItems.edit')} openDelay={400}>
                      <ActionIcon variant="subtle" onClick={() => setEditing(category)} aria-label={t('contentItems.editOf', { title: category.name })} data-testid="kb-category-edit">
                        <IconPencil size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('common.delete')} openDelay={400}>
                      <ActionIcon variant="subtle" color="red" onClick={() => confirmDelete.ask(category)} aria-label={t('contentItems.deleteOf', { title: category.name })} data-testid="kb-category-delete">
                        <IconTrash size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              )}
            </Card>
          ))}
        </Stack>
      </Stack>
      <ConfirmModal {...confirmDelete.modal} message={t('knowledge.admin.deleteCategoryConfirm')} />
    </Modal>
  );
}
