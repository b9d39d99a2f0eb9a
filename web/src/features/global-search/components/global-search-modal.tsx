import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor, Button, Group, List, Modal, MultiSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GLOBAL_SEARCH_CONTEXTS, GLOBAL_SEARCH_MAX_LENGTH, GLOBAL_SEARCH_MIN_LENGTH } from '@customer-hub/contract/constants/global-search';
import type { GlobalSearchContext, GlobalSearchResponse } from '@customer-hub/contract/global-search';
import { DocumentDownloadButton } from '@/components/document-download-button';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { GLOBAL_SEARCH_CLOSE_DELAY_MS, GLOBAL_SEARCH_DEBOUNCE_MS, useGlobalSearch } from '@/features/global-search/api';
import { listDetailPath } from '@/lib/use-list-page';
import { usePhone } from '@/lib/breakpoints';

const isContext = (value: string): value is GlobalSearchContext => (GLOBAL_SEARCH_CONTEXTS as readonly string[]).includes(value);

type GroupKey = 'currentAccounts' | 'searchDocuments' | 'trips' | 'orders' | 'shipments';
/** Each group's page: the app's screen addresses, handed down by the top bar (a feature imports no app file). */
export type GlobalSearchRoutes = Record<GroupKey, string>;
const RoutesContext = createContext<GlobalSearchRoutes | null>(null);
function useGroupRoutes(): GlobalSearchRoutes {
  const routes = useContext(RoutesContext);
  if (!routes) throw new Error('GlobalSearchModal needs its routes');
  return routes;
}
/** The groups whose results open their record: the list screen with that row's detail. */
const LINKED_GROUPS = ['trips', 'orders', 'shipments'] as const;

interface Hit {
  id: string;
  description: string;
  downloadLink?: string | null;
}

/** A group's heading: a link to its page; the modal closes shortly after (spec §2). */
function ResultGroup({ group, onHeading, children }: { group: GroupKey; onHeading: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const routes = useGroupRoutes();
  return (
    <Stack gap={6} component="section" data-testid={`global-search-group-${group}`}>
      <Title order={3} size="h5">
        <Anchor component={Link} to={routes[group]} onClick={onHeading} data-testid={`global-search-heading-${group}`}>
          {t(`globalSearch.groups.${group}`)}
        </Anchor>
      </Title>
      {children}
    </Stack>
  );
}

/** A group's results; with `linkTo`, each is a link to its record's detail (closing the modal like a heading). */
function Hits({ hits, linkTo }: { hits: readonly Hit[]; linkTo?: { group: GroupKey; onOpen: () => void } }) {
  const { t } = useTranslation();
  const routes = useGroupRoutes();
  return (
    <List listStyleType="none" spacing={4} size="sm">
      {hits.map((hit) => (
        <List.Item key={hit.id} data-testid={`global-search-hit-${hit.id}`}>
          <Group gap="xs" wrap="nowrap">
            {linkTo ? (
              <Anchor component={Link} size="sm" to={listDetailPath(routes[linkTo.group], hit.id)} onClick={linkTo.onOpen} data-testid={`global-search-link-${hit.id}`}>
                {hit.description}
              </Anchor>
            ) : (
              <Text size="sm">{hit.description}</Text>
            )}
            {hit.downloadLink && (
              <DocumentDownloadButton
                documentId={hit.id}
                downloadLink={hit.downloadLink}
                label={t('globalSearch.download', { name: hit.description })}
                testId={`global-search-download-${hit.id}`}
              />
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/** The groups, empty ones hidden; documents in sub-groups by type name; trips, orders and shipments as links. */
function Results({ data, onHeading }: { data: GlobalSearchResponse; onHeading: () => void }) {
  const { t } = useTranslation();
  const documentGroups = data.searchDocuments.filter((group) => group.searchDocInfos.length > 0);
  const linked = LINKED_GROUPS.filter((group) => data[group].length > 0);
  if (data.currentAccounts.length === 0 && documentGroups.length === 0 && linked.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md" data-testid="global-search-empty">
        {t('globalSearch.noResults')}
      </Text>
    );
  }
  return (
    <Stack gap="lg" data-testid="global-search-results">
      {data.currentAccounts.length > 0 && (
        <ResultGroup group="currentAccounts" onHeading={onHeading}>
          <Hits hits={data.currentAccounts} />
        </ResultGroup>
      )}
      {documentGroups.length > 0 && (
        <ResultGroup group="searchDocuments" onHeading={onHeading}>
          {documentGroups.map((group) => (
            <Stack key={group.name} gap={2} ps="sm">
              <Title order={4} size="h6" c="dimmed">
                {group.name}
              </Title>
              <Hits hits={group.searchDocInfos} />
            </Stack>
          ))}
        </ResultGroup>
      )}
      {linked.map((group) => (
        <ResultGroup key={group} group={group} onHeading={onHeading}>
          <Hits hits={data[group]} linkTo={{ group, onOpen: onHeading }} />
        </ResultGroup>
      ))}
    </Stack>
  );
}

function SearchForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [contexts, setContexts] = useState<GlobalSearchContext[]>(() => [...GLOBAL_SEARCH_CONTEXTS]);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, GLOBAL_SEARCH_DEBOUNCE_MS);
  const term = debounced.trim();
  // Under the minimum, the results go at once: the debounced text may still be longer.
  const ready = contexts.length > 0 && text.trim().length >= GLOBAL_SEARCH_MIN_LENGTH && term.length >= GLOBAL_SEARCH_MIN_LENGTH;
  const search = useGlobalSearch(contexts, term, ready);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onHeading = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(onClose, GLOBAL_SEARCH_CLOSE_DELAY_MS);
  };

  let status: ReactNode = null;
  if (contexts.length === 0) status = t('globalSearch.noContexts');
  else if (text.trim().length < GLOBAL_SEARCH_MIN_LENGTH) status = t('globalSearch.hint', { min: GLOBAL_SEARCH_MIN_LENGTH });

  return (
    <Stack gap="md">
      <MultiSelect
        label={t('globalSearch.contexts')}
        data={GLOBAL_SEARCH_CONTEXTS.map((context) => ({ value: context, label: t(`globalSearch.contextNames.${context}`) }))}
        value={contexts}
        onChange={(values) => setContexts(GLOBAL_SEARCH_CONTEXTS.filter((c) => values.filter(isContext).includes(c)))}
        clearable
        clearButtonProps={{ 'aria-label': t('globalSearch.clearContexts') }}
        comboboxProps={{ withinPortal: true }}
        data-testid="global-search-contexts"
      />
      <TextInput
        label={t('globalSearch.search')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={GLOBAL_SEARCH_MAX_LENGTH}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        autoComplete="off"
        data-autofocus
        data-testid="global-search-input"
      />
      {status && (
        <Text size="sm" c="dimmed" data-testid="global-search-hint">
          {status}
        </Text>
      )}
      <div aria-live="polite" aria-busy={search.isFetching}>
        {ready && search.isFetching && <InlineLoader testId="global-search-loading" />}
        {ready && search.isError && <ErrorAlert error={search.error} testId="global-search-error" />}
        {ready && search.data && <Results data={search.data} onHeading={onHeading} />}
      </div>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-testid="global-search-cancel">
          {t('common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Spec §2 global search modal: contexts, text (at least 5 characters) and grouped results; 60% wide, full screen on phones. */
export function GlobalSearchModal({ opened, onClose, routes }: { opened: boolean; onClose: () => void; routes: GlobalSearchRoutes }) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('globalSearch.title')}
      // Spec §9: 60 % of the window (a percentage would be of the dialog's inner area, 90 % of it).
      size="60vw"
      fullScreen={!!phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="global-search-modal"
    >
      <RoutesContext.Provider value={routes}>
        <SearchForm onClose={onClose} />
      </RoutesContext.Provider>
    </Modal>
  );
}
