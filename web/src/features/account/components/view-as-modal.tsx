import { Modal, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StartViewAsRequest, VIEW_AS_MAX_MINUTES, VIEW_AS_REASON_MAX, VIEW_AS_REASON_MIN } from '@customer-hub/contract/view-as';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { useStartViewAs } from '@/features/account/people-api';
import { useSchemaForm, type FieldMessages } from '@/lib/form';

const reasonSchema = StartViewAsRequest.pick({ reason: true });
const length: FieldMessages = { required: 'validation.required', invalid: (_, t) => t('viewAs.reasonLength', { min: VIEW_AS_REASON_MIN, max: VIEW_AS_REASON_MAX }) };

/** The contact a staff user is about to view the portal as. */
export interface ViewAsTarget {
  id: string;
  name: string;
}

function ViewAsForm({ target, onClose }: { target: ViewAsTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const start = useStartViewAs();
  const form = useSchemaForm(reasonSchema, { initialValues: { reason: '' }, messages: { reason: length } });
  // Once started the app reloads as the contact: the button keeps spinning until then.
  const pending = start.isPending || start.isSuccess;
  const submit = form.onSubmit(({ reason }) => {
    if (!pending) start.mutate({ contactId: target.id, reason });
  });

  return (
    <ModalForm onSubmit={submit} testId="view-as-form" requiredHint submitLabel={t('viewAs.start')} submitTestId="view-as-submit" pending={pending} onCancel={onClose}>
      <Text size="sm">{t('viewAs.intro', { minutes: VIEW_AS_MAX_MINUTES })}</Text>
      <Textarea
        label={t('viewAs.reason')}
        description={t('viewAs.reasonDescription')}
        required
        autosize
        minRows={3}
        maxLength={VIEW_AS_REASON_MAX}
        data-autofocus
        {...form.getInputProps('reason')}
        data-testid="view-as-reason-input"
      />
      <ErrorAlert error={start.error} testId="view-as-error" />
    </ModalForm>
  );
}

/** Staff: the reason for viewing the portal as a customer contact, then the view starts. */
export function ViewAsModal({ target, onClose }: { target: ViewAsTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t('viewAs.title', { name: target.name }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {target && <ViewAsForm key={target.id} target={target} onClose={onClose} />}
    </Modal>
  );
}
