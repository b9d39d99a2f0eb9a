import { useId, useState, type ReactNode } from 'react';
import { Badge, Box, Button, Collapse, Group, Stack } from '@mantine/core';
import { IconChevronDown, IconFilter, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '@/lib/breakpoints';

interface ListFilterBarProps {
  filters?: ReactNode;
  actions?: ReactNode;
  /** How many filters differ from the list's defaults; with `onReset`, "Clear filters" shows while any does. */
  active: number;
  onReset?: () => void;
  testId?: string;
}

/**
 * A list's filters and its buttons (new, export). On a wide screen the filters sit in a row with
 * the buttons at its end. On a phone, where the inputs stack one under the other and would push
 * the list off the screen, they fold under a "Filters" button that counts the active ones.
 */
export function ListFilterBar({ filters, actions, active, onReset, testId }: ListFilterBarProps) {
  const { t } = useTranslation();
  // The same width as the table's cards; read at once so a phone does not see the filters flash open.
  const phone = usePhone();
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const reset = onReset && active > 0 && (
    <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden="true" />} onClick={onReset} mt={{ base: 0, xs: 25 }} data-testid={testId ? `${testId}-filters-reset` : undefined}>
      {t('filters.reset')}
    </Button>
  );
  const inputs = (filters || reset) && (
    <Group gap="md" align="flex-start" wrap="wrap" data-testid={testId ? `${testId}-filters` : undefined}>
      {filters}
      {reset}
    </Group>
  );
  const buttons = actions && (
    <Group gap="sm" wrap="wrap" w={{ base: '100%', xs: 'auto' }} data-testid={testId ? `${testId}-actions` : undefined}>
      {actions}
    </Group>
  );
  if (!inputs && !buttons) return null;

  if (phone && filters) {
    return (
      <Stack gap="sm">
        {buttons}
        {/* One block: a folded panel adds no gap. */}
        <div>
          <Button
            variant="default"
            fullWidth
            justify="space-between"
            leftSection={<IconFilter size={16} aria-hidden="true" />}
            rightSection={
              <Group gap="xs" wrap="nowrap">
                {active > 0 && (
                  <Badge size="sm" circle aria-label={t('filters.activeCount', { count: active })}>
                    {active}
                  </Badge>
                )}
                <IconChevronDown size={16} aria-hidden="true" style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
              </Group>
            }
            aria-expanded={opened}
            aria-controls={panelId}
            onClick={() => setOpened((current) => !current)}
            data-testid={testId ? `${testId}-filters-toggle` : undefined}
          >
            {t('filters.show')}
          </Button>
          <Collapse expanded={opened} id={panelId}>
            <Box pt="sm">{inputs}</Box>
          </Collapse>
        </div>
      </Stack>
    );
  }

  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      {inputs}
      {buttons}
    </Group>
  );
}
