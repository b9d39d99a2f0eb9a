import type { ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserVM } from '@customer-hub/contract/account';
import { SectionCard } from '@/components/section-card';
import { displayName } from '@/lib/current-user';

function Item({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** Who is signed in, from GetUserVM. */
export function ProfileCard({ user, action }: { user: UserVM; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('account.profile.title')} aside={action} testId="profile-card">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Item label={t('account.profile.name')} value={displayName(user)} testId="profile-name" />
        <Item label={t('account.profile.userName')} value={user.userName} />
        <Item label={t('account.profile.email')} value={user.email || t('common.none')} />
        {user.companyName && <Item label={t('account.profile.company')} value={user.companyName} />}
        <Item label={t('account.profile.language')} value={t(`language.names.${user.language}`)} />
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('account.profile.roles')}
          </Text>
          <Group gap={6}>
            {user.roles.map((role) => (
              <Badge key={role} variant="light">
                {t(`roles.${role}`)}
              </Badge>
            ))}
          </Group>
        </Stack>
      </SimpleGrid>
    </SectionCard>
  );
}
