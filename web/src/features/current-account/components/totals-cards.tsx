import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FindCurrentAccountResponse } from '@customer-hub/contract/current-account';
import { formatMoney } from '@/lib/format';

type Totals = FindCurrentAccountResponse['totals'];

function TotalCard({ label, amount, currency, others, testId, danger }: {
  label: string;
  amount: number;
  currency: string;
  others: { amount: number; currency: string }[];
  testId: string;
  danger?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        <Text fz={{ base: 20, sm: 26 }} fw={700} c={danger && amount > 0 ? 'red.8' : undefined} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(amount, currency)}
        </Text>
        {others.map((other) => (
          <Text key={other.currency} size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(other.amount, other.currency)}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Balance and overdue of the whole filtered set; absent without the PricesColumn permission. A
 * set of several companies' entries (staff) has no balance: it asks for a company instead.
 */
export function TotalsCards({ totals }: { totals: Totals | undefined }) {
  const { t } = useTranslation();
  if (totals?.severalCompanies) {
    return (
      <Alert color="blue" variant="light" icon={<IconBuilding size={18} aria-hidden="true" />} maw={640} data-testid="ca-totals-choose-company">
        {t('currentAccount.totals.chooseCompany')}
      </Alert>
    );
  }
  if (!totals || totals.balance === undefined) return null;
  const others = totals.otherCurrencies ?? [];
  // Credit memos and payments not yet applied lower the balance but not the overdue invoices.
  const overdueAboveBalance = (totals.overdue ?? 0) > totals.balance;
  return (
    <Stack gap="xs" maw={640}>
      <SimpleGrid cols={2} spacing={{ base: 'xs', sm: 'md' }} data-testid="ca-totals">
        <TotalCard
          label={t('currentAccount.totals.balance')}
          amount={totals.balance}
          currency={totals.currency}
          others={others.flatMap((o) => (o.balance === undefined ? [] : [{ amount: o.balance, currency: o.currency }]))}
          testId="ca-total-balance"
        />
        <TotalCard
          label={t('currentAccount.totals.overdue')}
          amount={totals.overdue ?? 0}
          currency={totals.currency}
          others={others.flatMap((o) => (o.overdue === undefined ? [] : [{ amount: o.overdue, currency: o.currency }]))}
          testId="ca-total-overdue"
          danger
        />
      </SimpleGrid>
      {overdueAboveBalance && (
        <Text size="sm" c="dimmed" data-testid="ca-totals-help">
          {t('currentAccount.totals.help')}
        </Text>
      )}
    </Stack>
  );
}
