import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { API_KEY_MAX_DAYS } from '@customer-hub/contract/constants/api-keys';
import { WEBHOOK_EVENTS, WEBHOOK_MAX_CONSECUTIVE_FAILURES, WEBHOOK_SIGNATURE_TOLERANCE_SECONDS } from '@customer-hub/contract/constants/webhooks';
import { PublicPage } from '@/components/public-page';
import { currentLanguage } from '@/i18n/i18n';
import { useConnectInfo } from '@/features/connect/api';
import { CodeBlock } from '@/features/connect/components/code-block';
import { ScopeOperations } from '@/features/connect/components/scope-operations';
import { TermList } from '@/features/connect/components/term-list';
import { examplesFor } from '@/features/connect/examples';

const SECTIONS = ['keys', 'limits', 'curl', 'typescript', 'webhooks', 'signatures', 'versioning'] as const;
type Section = (typeof SECTIONS)[number];

/** The error codes a system calling with a key meets, with their status. */
const PROBLEMS = [
  [401, 'API_KEY_INVALID'],
  [403, 'API_KEY_SCOPE'],
  [403, 'API_KEY_ADDRESS_REFUSED'],
  [429, 'RATE_LIMITED'],
  [400, 'VALIDATION_FAILED'],
  [404, 'NOT_FOUND'],
] as const;

/** A sample delivery body: its shape, with made-up values. */
const SAMPLE_DELIVERY = JSON.stringify(
  {
    id: '5b0e8c1a-8f7d-4a57-9d3c-2f6f0c9a4e11',
    type: 'ticket.created',
    createdAt: '2026-12-07T09:30:00.000Z',
    companyId: '0f3c2b9e-6d1a-4c8e-8a27-3b5d7e9f1c20',
    data: { ticketId: 'a7d4e2c9-3b1f-4e6a-9c8d-5f2e1b0a7c34', ticketNo: 'TK-2026-000123', status: 'Pending', at: '2026-12-07T09:30:00.000Z' },
  },
  null,
  2,
);

/** `30 s`, `2 min`, `1 h` in the reader's language. */
function formatWait(seconds: number, language: string): string {
  const [value, unit] = seconds % 3600 === 0 ? [seconds / 3600, 'hour'] : seconds % 60 === 0 ? [seconds / 60, 'minute'] : [seconds, 'second'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

const code = { code: <Code /> };

function DocSection({ id, title, children }: { id: Section; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={`connect-${id}-title`} id={id} data-testid={`connect-section-${id}`}>
      <Title order={2} size="h3" id={`connect-${id}-title`}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Paragraph({ children }: { children: ReactNode }) {
  return <Text size="sm">{children}</Text>;
}

/**
 * /Connect: "Connect your systems", for a company's IT. API keys and their scopes (each scope's
 * calls as this installation's routes answer them), rate limits and errors, examples in curl and
 * TypeScript (docs/examples, run by the tests), webhooks, their signature, and the versioning
 * rules. Public: whoever connects a system may read it before having an account.
 */
export function ConnectPage() {
  const { t } = useTranslation();
  const info = useConnectInfo();
  const language = currentLanguage();
  const examples = examplesFor(info.data?.baseUrl);
  const webhooks = info.data?.webhooks;
  const waits = webhooks?.retrySeconds ?? [];
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const retries = webhooks && {
    timeout: webhooks.timeoutSeconds,
    schedule: list.format(waits.slice(0, -1).map((s) => formatWait(s, language))),
    last: formatWait(waits[waits.length - 1] ?? 0, language),
    hours: webhooks.retryWindowHours,
  };
  const openApiUrl = info.data ? `${info.data.baseUrl}${info.data.openApiPath}` : '/api/openapi.json';

  return (
    <PublicPage title={t('connect.title')} lead={t('connect.lead')} width={920}>
      <Stack gap="xl" data-testid="connect-page">
        <Group gap="sm" wrap="wrap">
          <Button
            component="a"
            href={openApiUrl}
            download="customer-hub-openapi.json"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            data-testid="connect-openapi"
          >
            {t('connect.download')}
          </Button>
          {info.data && (
            <>
              <Badge variant="light" size="lg" data-testid="connect-version">
                {t('connect.apiVersion', { version: info.data.apiVersion })}
              </Badge>
              <Text size="sm">
                {t('connect.baseUrl')}: <Code data-testid="connect-base-url">{info.data.baseUrl}</Code>
              </Text>
            </>
          )}
        </Group>
        {info.isError && (
          <Alert color="yellow" data-testid="connect-load-failed">
            {t('connect.loadFailed')}
          </Alert>
        )}

        <nav aria-labelledby="connect-contents">
          <Text fw={600} size="sm" id="connect-contents">
            {t('connect.contents')}
          </Text>
          <List size="sm" spacing={2} mt={4}>
            {SECTIONS.map((id) => (
              <List.Item key={id}>
                <Anchor href={`#${id}`} size="sm">
                  {t(`connect.${id}.title`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </nav>

        <DocSection id="keys" title={t('connect.keys.title')}>
          <Paragraph>
            <Trans i18nKey="connect.keys.create" values={{ maxDays: API_KEY_MAX_DAYS }} components={code} />
          </Paragraph>
          <Paragraph>
            <Trans i18nKey="connect.keys.use" components={code} />
          </Paragraph>
          <Title order={3} size="h5">
            {t('connect.keys.scopesTitle')}
          </Title>
          <ScopeOperations operations={info.data?.operations} />
          <Paragraph>
            <Trans i18nKey="connect.keys.refused" components={code} />
          </Paragraph>
        </DocSection>

        <DocSection id="limits" title={t('connect.limits.title')}>
          {info.data && (
            <Paragraph>
              <Trans i18nKey="connect.limits.rate" values={{ count: info.data.rateLimitPerMinute }} components={code} />
            </Paragraph>
          )}
          <Paragraph>
            <Trans i18nKey="connect.limits.problems" components={code} />
          </Paragraph>
          <TermList
            testId="connect-problems"
            items={PROBLEMS.map(([status, problem]) => ({
              key: problem,
              term: (
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="outline" color="gray" size="sm">
                    {status}
                  </Badge>
                  <Code>{problem}</Code>
                </Group>
              ),
              text: t(`connect.limits.codes.${problem}`),
            }))}
          />
        </DocSection>

        <DocSection id="curl" title={t('connect.curl.title')}>
          <Paragraph>
            <Trans i18nKey="connect.curl.text" components={code} />
          </Paragraph>
          <CodeBlock code={examples.curl} label={t('connect.curl.title')} testId="connect-curl" />
        </DocSection>

        <DocSection id="typescript" title={t('connect.typescript.title')}>
          <Paragraph>
            <Trans i18nKey="connect.typescript.text" components={code} />
          </Paragraph>
          <CodeBlock code={examples.client} label={t('connect.typescript.title')} testId="connect-typescript" />
        </DocSection>

        <DocSection id="webhooks" title={t('connect.webhooks.title')}>
          <Paragraph>
            <Trans i18nKey="connect.webhooks.subscribe" components={code} />
          </Paragraph>
          <Title order={3} size="h5">
            {t('connect.webhooks.eventsTitle')}
          </Title>
          <TermList
            testId="connect-events"
            items={WEBHOOK_EVENTS.map((event) => ({ key: event, term: <Code>{event}</Code>, text: t(`connect.webhooks.eventWhen.${event}`) }))}
          />
          <Title order={3} size="h5">
            {t('connect.webhooks.bodyTitle')}
          </Title>
          <Paragraph>
            <Trans i18nKey="connect.webhooks.body" components={code} />
          </Paragraph>
          <CodeBlock code={SAMPLE_DELIVERY} label={t('connect.webhooks.bodyTitle')} testId="connect-delivery" />
          <Title order={3} size="h5">
            {t('connect.webhooks.rulesTitle')}
          </Title>
          {retries && waits.length > 0 && (
            <Paragraph>
              <Trans i18nKey="connect.webhooks.answer" values={retries} components={code} />
            </Paragraph>
          )}
          <Paragraph>
            <Trans i18nKey="connect.webhooks.switchOff" values={{ count: WEBHOOK_MAX_CONSECUTIVE_FAILURES }} components={code} />
          </Paragraph>
          <Paragraph>
            <Trans i18nKey="connect.webhooks.once" components={code} />
          </Paragraph>
          <Paragraph>
            <Trans i18nKey="connect.webhooks.private" components={code} />
          </Paragraph>
        </DocSection>

        <DocSection id="signatures" title={t('connect.signatures.title')}>
          <Paragraph>
            <Trans i18nKey="connect.signatures.headers" components={code} />
          </Paragraph>
          <Paragraph>
            <Trans i18nKey="connect.signatures.check" values={{ minutes: WEBHOOK_SIGNATURE_TOLERANCE_SECONDS / 60 }} components={code} />
          </Paragraph>
          <Text size="sm">{t('connect.signatures.example')}</Text>
          <CodeBlock code={examples.receiver} label={t('connect.signatures.title')} testId="connect-receiver" />
        </DocSection>

        <DocSection id="versioning" title={t('connect.versioning.title')}>
          <Paragraph>
            <Trans i18nKey="connect.versioning.additive" components={code} />
          </Paragraph>
          <Paragraph>
            <Trans i18nKey="connect.versioning.breaking" components={code} />
          </Paragraph>
        </DocSection>
      </Stack>
    </PublicPage>
  );
}
