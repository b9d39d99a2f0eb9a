import { Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConnectOperation } from '@customer-hub/contract/connect';
import { API_KEY_SCOPES } from '@customer-hub/contract/constants/api-keys';
import { scopeLabel } from '@/components/api-key-scope-label';

const METHOD_COLOR: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', PATCH: 'orange', DELETE: 'red' };

/** An operation's summary, its `quoted` parts as code. */
function Summary({ text }: { text: string }) {
  return text.split('`').map((part, i) => (i % 2 ? <Code key={i}>{part}</Code> : part));
}

/** Each scope, what it lets a key do, and the calls it opens (from this installation's routes). */
export function ScopeOperations({ operations }: { operations: readonly ConnectOperation[] | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {API_KEY_SCOPES.map((scope) => {
        const calls = operations?.filter((o) => o.scope === scope);
        return (
          <Paper component="li" key={scope} withBorder radius="sm" p="sm" data-testid={`connect-scope-${scope}`}>
            <Stack gap="xs">
              <Group gap="xs" wrap="wrap">
                <Code fw={600}>{scope}</Code>
                <Text size="sm">{t(scopeLabel(scope))}</Text>
              </Group>
              {calls && calls.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('connect.keys.noCalls')}
                </Text>
              )}
              {calls && calls.length > 0 && (
                <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {calls.map((call) => (
                    <li key={`${call.method} ${call.path}`} data-testid="connect-operation">
                      <Group gap="xs" wrap="nowrap" align="flex-start">
                        <Badge variant="light" color={METHOD_COLOR[call.method] ?? 'gray'} size="sm" w={64} style={{ flexShrink: 0 }}>
                          {call.method}
                        </Badge>
                        <Stack gap={0} miw={0}>
                          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                            {call.path}
                          </Text>
                          <Text size="xs" c="dimmed">
                            <Summary text={call.summary} /> · <span translate="no">{call.operationId}</span>
                          </Text>
                        </Stack>
                      </Group>
                    </li>
                  ))}
                </Stack>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
