import { useState, type ReactNode } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconFiles, IconLink, IconNews, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HomeDocument, HomeLink, HomeNews } from '@customer-hub/contract/home-content';
import { DocumentDownloadButton } from '@/components/document-download-button';
import { DOCUMENT_DOWNLOAD_LINK } from '@/lib/document-download';
import { formatLongDate } from '@/lib/format';
import { LINK_ICONS } from './link-icon';
import { deferredModule } from '@/lib/deferred-module';

const useNewsModal = deferredModule(() => import('./news-modal'));

function Panel({ icon: PanelIcon, title, testId, children }: { icon: Icon; title: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title} data-testid={testId}>
      <Group gap="sm" wrap="nowrap" mb="md">
        <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
          <PanelIcon size={20} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

/** News, newest first: date, title and summary; "Read more" opens the whole text. */
export function NewsPanel({ news }: { news: HomeNews[] }) {
  const { t, i18n } = useTranslation();
  const newsModal = useNewsModal();
  const [open, setOpen] = useState<HomeNews | null>(null);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Panel icon={IconNews} title={t('home.news')} testId="home-news">
      <Stack gap="lg">
        {news.map((item) => (
          <article key={item.id} aria-labelledby={`news-${item.id}`}>
            <Text size="xs" c="dimmed" component="time" dateTime={item.date}>
              {formatLongDate(item.date, locale)}
            </Text>
            <Title order={3} size="h5" id={`news-${item.id}`} mt={2}>
              {item.title}
            </Title>
            {item.summary && (
              <Text size="sm" mt={4}>
                {item.summary}
              </Text>
            )}
            <Button
              variant="subtle"
              size="compact-sm"
              px={0}
              mt={4}
              onClick={() => {
                setOpen(item);
                void newsModal.load();
              }}
              aria-describedby={`news-${item.id}`}
            >
              {t('homeContent.readMore')}
            </Button>
          </article>
        ))}
      </Stack>
      {/* Its code (a dialog and its focus trap) comes once the page answers, or with the first "Read more". */}
      {newsModal.module && <newsModal.module.NewsModal item={open} locale={locale} onClose={() => setOpen(null)} />}
    </Panel>
  );
}

/** Links, each with its icon, opening in a new tab. */
export function LinksPanel({ links }: { links: HomeLink[] }) {
  const { t } = useTranslation();
  return (
    <Panel icon={IconLink} title={t('home.links')} testId="home-links">
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {links.map((link) => {
          const LinkIcon = LINK_ICONS[link.icon] ?? IconLink;
          return (
            <li key={link.id}>
              <UnstyledButton component="a" href={link.url} target="_blank" rel="noopener noreferrer" w="100%">
                <Group gap="sm" wrap="nowrap">
                  <ThemeIcon variant="light" color="gray" radius="md" aria-hidden="true">
                    <LinkIcon size={18} />
                  </ThemeIcon>
                  <Anchor component="span" size="sm" fw={500}>
                    {link.label}
                  </Anchor>
                  <VisuallyHidden>{t('sidebar.opensInNewTab')}</VisuallyHidden>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </Panel>
  );
}

/** Featured documents, downloaded through the download-link flow (link → reference → file). */
export function DocumentsPanel({ documents }: { documents: HomeDocument[] }) {
  const { t } = useTranslation();
  return (
    <Panel icon={IconFiles} title={t('home.documents')} testId="home-documents">
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {documents.map((doc) => (
          <Group key={doc.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {doc.title}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {doc.fileName}
              </Text>
            </div>
            <DocumentDownloadButton documentId={doc.documentId} downloadLink={DOCUMENT_DOWNLOAD_LINK} label={t('homeContent.download', { name: doc.title })} pdf testId="home-document-download" />
          </Group>
        ))}
      </Stack>
    </Panel>
  );
}
