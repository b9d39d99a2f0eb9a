import { Button, FileButton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { USER_PHOTO_CONTENT_TYPES, USER_PHOTO_MAX_MEGABYTES } from '@customer-hub/contract/users';
import { ErrorAlert } from '@/components/error-alert';
import { useUploadPhoto } from '@/features/account/people-api';
import { failure } from '@/lib/notify';

/** Choose a new photo for a user (oneself, or someone the caller manages); the server checks and re-encodes it. */
export function PhotoButton({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const upload = useUploadPhoto();
  const onFile = (file: File | null) => {
    if (!file) return;
    if (file.size > USER_PHOTO_MAX_MEGABYTES * 1024 * 1024) {
      notifications.show(failure({ message: t('people.photo.tooLarge', { max: USER_PHOTO_MAX_MEGABYTES }) }));
      return;
    }
    upload.mutate({ id: userId, file }, { onSuccess: () => notifications.show({ color: 'green', message: t('people.photo.saved') }) });
  };
  return (
    <Stack gap={4}>
      <FileButton onChange={onFile} accept={USER_PHOTO_CONTENT_TYPES.join(',')}>
        {(props) => (
          <Button size="xs" variant="light" leftSection={<IconPhoto size={14} />} loading={upload.isPending} title={t('people.photo.hint', { max: USER_PHOTO_MAX_MEGABYTES })} {...props} data-testid="photo-upload">
            {t('people.photo.change')}
          </Button>
        )}
      </FileButton>
      {upload.error ? <ErrorAlert error={upload.error} testId="photo-error" /> : null}
    </Stack>
  );
}
