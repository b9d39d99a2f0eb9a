import { useState } from 'react';
import { Button, Drawer, Group, Paper, Stack, Text, Title, Typography, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBook2, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KB_SUGGEST_DEBOUNCE_MS, KB_SUGGEST_MIN_CHARS } from '@customer-hub/contract/constants/knowledge';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { usePhone } from '@/lib/breakpoints';
import { useArticleOpened, useArticleSuggestions, useDraftAnswered, useSuggestedArticle } from '../knowledge-api';

/** A random id for one new request form (the knowledge base counts the articles opened in it); works outside secure contexts too. */
export function newDraftId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface ArticleSuggestionsProps {
  /** What the request says so far (title and description). */
  text: string;
  draftId: string;
  /** The writer said an article answered their question: the form is left. */
  onAnswered: () => void;
}

/**
 * Beside a new request: once the writer has typed a few letters (and paused), the knowledge-base
 * articles that best match it, announced politely. One opens in a drawer over the form, which
 * keeps everything typed; "This answered my question" leaves the form without sending it.
 */
export function ArticleSuggestions({ text, draftId, onAnswered }: ArticleSuggestionsProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [debounced] = useDebouncedValue(text.trim().replace(/\s+/g, ' '), KB_SUGGEST_DEBOUNCE_MS);
  const enabled = debounced.length >= KB_SUGGEST_MIN_CHARS;
  const suggestions = useArticleSuggestions(debounced, enabled);
  const [openId, setOpenId] = useState<string | null>(null);
  const article = useSuggestedArticle(openId);
  const opened = useArticleOpened();
  const answered = useDraftAnswered();
  const items = enabled ? (suggestions.data?.items ?? []) : [];

  const open = (id: string) => {
    setOpenId(id);
    opened.mutate({ id, draftId });
  };

  return (
    <>
      <div aria-live="polite" data-testid="kb-suggestions-live">
        {items.length > 0 && (
          <Paper withBorder radius="md" p="md" style={{ borderInlineStart: "4px solid var(--mantine-color-blue-7)" }} data-testid="kb-suggestions">
            <Group gap="xs" mb="xs" wrap="nowrap">
              <IconBook2 size={18} aria-hidden="true" />
              <Title order={2} size="h5">
                {t('knowledge.suggest.title')}
              </Title>
            </Group>
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {items.map((item) => (
                <li key={item.id}>
                  <UnstyledButton onClick={() => open(item.id)} aria-haspopup="dialog" data-testid="kb-suggestion" style={{ display: 'block', width: '100%' }}>
                    <Text fw={600} size="sm" c="blue.9" td="underline">
                      {item.title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {item.excerpt}
                    </Text>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </Paper>
        )}
      </div>
      <Drawer
        opened={!!openId}
        onClose={() => setOpenId(null)}
        position="right"
        size={phone ? '100%' : 'lg'}
        title={article.data?.title ?? t('knowledge.suggest.article')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-testid="kb-suggestion-drawer"
      >
        {article.isPending && <InlineLoader py="xl" />}
        <ErrorAlert error={article.error ?? answered.error} />
        {article.data && (
          <Stack gap="lg">
            <Typography>
              <div data-testid="kb-suggestion-body" dangerouslySetInnerHTML={{ __html: article.data.body }} />
            </Typography>
            <Text size="sm" c="dimmed">
              {t('knowledge.suggest.question')}
            </Text>
            <Group gap="sm">
              <Button
                leftSection={<IconCheck size={16} aria-hidden="true" />}
                loading={answered.isPending}
                onClick={() => answered.mutate(draftId, { onSuccess: onAnswered })}
                data-testid="kb-answered"
              >
                {t('knowledge.suggest.answered')}
              </Button>
              <Button variant="default" onClick={() => setOpenId(null)} data-testid="kb-back-to-request">
                {t('knowledge.suggest.backToRequest')}
              </Button>
            </Group>
          </Stack>
        )}
      </Drawer>
    </>
  );
}
