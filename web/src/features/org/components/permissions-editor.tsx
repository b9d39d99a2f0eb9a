import { Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DATA_TAB_PERMISSIONS, ORDER_PERMISSIONS, PERMISSIONS, SIDEBAR_PERMISSIONS, type Permission } from '@customer-hub/contract/constants/permissions';

const GROUPS = [
  ['sidebar', SIDEBAR_PERMISSIONS],
  ['dataTabs', DATA_TAB_PERMISSIONS],
  ['orders', ORDER_PERMISSIONS],
] as const;

const isPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);

interface PermissionsEditorProps {
  value: readonly Permission[];
  onChange: (value: Permission[]) => void;
  disabled?: boolean;
  testId: string;
}

/** The contact permissions (DESIGN.md §3) as three groups of switches, in the contract's order. */
export function PermissionsEditor({ value, onChange, disabled, testId }: PermissionsEditorProps) {
  const { t } = useTranslation();
  // The value in the contract's order, whatever order the boxes were ticked in.
  const change = (next: string[]) => onChange(PERMISSIONS.filter((p) => next.includes(p) && isPermission(p)));
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" data-testid={testId}>
      {GROUPS.map(([group, keys]) => (
        <Checkbox.Group key={group} label={t(`org.permissionGroups.${group}`)} value={[...value]} onChange={change}>
          <Stack gap="xs" mt="xs">
            {keys.map((key) => (
              <Checkbox key={key} value={key} disabled={disabled} label={t(`org.permissions.${key}`)} data-testid={`${testId}-${key}`} />
            ))}
          </Stack>
        </Checkbox.Group>
      ))}
    </SimpleGrid>
  );
}

/** The permissions as short text for a list (or "none"). */
export function PermissionsSummary({ value }: { value: readonly Permission[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Text size="sm">{value.length === 0 ? t('org.permissionsNone') : value.map((p) => t(`org.permissions.${p}`)).join(', ')}</Text>
    </Group>
  );
}
