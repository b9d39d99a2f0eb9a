import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconEye, IconLanguage, IconPencil, IconTrash, IconWorldOff, IconWorldUpload, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type ContentRowAction = 'preview' | 'edit' | 'translate' | 'publish' | 'unpublish' | 'delete';

interface ContentRowActionsProps {
  /** The item as its buttons name it to screen readers ("Edit Cookies 2026"). */
  name: string;
  /** Each button's data-testid. */
  testId?: (action: ContentRowAction) => string | undefined;
  onPreview?: () => void;
  onEdit?: () => void;
  /** Opens a new language version of the item. */
  onTranslate?: () => void;
  /** The publish / unpublish button: the item's state and what a click does. */
  publish?: { published: boolean; onToggle: () => void; loading?: boolean };
  /** Asks first (`useDeleteConfirm`), then deletes. */
  onDelete?: () => void;
  /** The row's own buttons, before the common ones (a download, move up and down). */
  children?: ReactNode;
}

function IconAction({ label, name, icon: ActionIconGlyph, onClick, testId, danger }: { label: string; name: string; icon: Icon; onClick: () => void; testId?: string; danger?: boolean }) {
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon variant="subtle" color={danger ? 'red' : undefined} aria-label={name} onClick={onClick} data-testid={testId}>
        <ActionIconGlyph size={18} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The buttons of a row in the back office's content lists (cookie notices, privacy-policy
 * versions, Home items, documents): preview, edit, add a language version, publish or unpublish,
 * delete; each shown only when its handler is given.
 */
export function ContentRowActions({ name, testId = () => undefined, onPreview, onEdit, onTranslate, publish, onDelete, children }: ContentRowActionsProps) {
  const { t } = useTranslation();
  const publishAction = publish?.published ? 'unpublish' : 'publish';
  return (
    <Group gap={4} wrap="nowrap">
      {children}
      {onPreview && <IconAction label={t('contentItems.preview')} name={t('contentItems.previewOf', { title: name })} icon={IconEye} onClick={onPreview} testId={testId('preview')} />}
      {onTranslate && <IconAction label={t('contentItems.translate')} name={t('contentItems.translateOf', { title: name })} icon={IconLanguage} onClick={onTranslate} testId={testId('translate')} />}
      {onEdit && <IconAction label={t('contentItems.edit')} name={t('contentItems.editOf', { title: name })} icon={IconPencil} onClick={onEdit} testId={testId('edit')} />}
      {publish && (
        <Button
          size="compact-sm"
          variant={publish.published ? 'default' : 'filled'}
          leftSection={publish.published ? <IconWorldOff size={14} aria-hidden="true" /> : <IconWorldUpload size={14} aria-hidden="true" />}
          loading={publish.loading}
          onClick={publish.onToggle}
          data-testid={testId(publishAction)}
        >
          {t(`contentItems.${publishAction}`)}
        </Button>
      )}
      {onDelete && <IconAction label={t('common.delete')} name={t('contentItems.deleteOf', { title: name })} icon={IconTrash} onClick={onDelete} testId={testId('delete')} danger />}
    </Group>
  );
}
