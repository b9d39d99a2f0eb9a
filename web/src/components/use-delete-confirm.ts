import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ConfirmModalProps } from '@/components/confirm-modal';

/** A delete call by id: what the features' `useDeleteX()` mutations give. */
interface DeleteMutation {
  mutate: (id: string, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

interface DeleteConfirmOptions<T> {
  remove: DeleteMutation;
  /** The item's id; `item.id` by default. */
  idOf?: (item: T) => string;
  /** The green notification once deleted. */
  doneMessage?: (item: T) => string;
  onDeleted?: (item: T) => void;
  /** The dialog's data-testid (its confirm button: `<testId>-confirm` unless `confirmTestId`). */
  testId?: string;
  confirmTestId?: string;
}

/**
 * A delete that asks first, with the sentence every back-office list uses ("Are you sure you want
 * to delete this item?", `common.deleteConfirm`): `ask(item)` opens the dialog, which the page
 * renders as `<ConfirmModal {...confirm.modal} />`. A failure stays in the dialog.
 */
export function useDeleteConfirm<T>({ remove, idOf = (item) => (item as { id: string }).id, doneMessage, onDeleted, testId = 'confirm-modal', confirmTestId }: DeleteConfirmOptions<T>) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<T | null>(null);
  const modal: ConfirmModalProps = {
    opened: deleting !== null,
    title: t('common.deleteTitle'),
    message: t('common.deleteConfirm'),
    confirmLabel: t('common.delete'),
    danger: true,
    loading: remove.isPending,
    error: remove.error,
    onConfirm: () => {
      if (deleting === null) return;
      const item = deleting;
      remove.mutate(idOf(item), {
        onSuccess: () => {
          setDeleting(null);
          if (doneMessage) notifications.show({ color: 'green', message: doneMessage(item) });
          onDeleted?.(item);
        },
      });
    },
    onClose: () => {
      remove.reset();
      setDeleting(null);
    },
    testId,
    confirmTestId,
  };
  return { ask: (item: T) => setDeleting(() => item), deleting, modal };
}
