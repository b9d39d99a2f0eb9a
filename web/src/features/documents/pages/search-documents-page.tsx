import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_DOCUMENT_SECTIONS } from '@customer-hub/contract/constants/documents';
import { ErrorAlert } from '@/components/error-alert';
import { ForbiddenState } from '@/components/forbidden-state';
import { InlineLoader } from '@/components/inline-loader';
import { PageHeader } from '@/components/page-header';
import { isForbidden } from '@/components/query-error-state';
import { useDocumentSections } from '@/features/documents/api';
import { DocumentsBrowser } from '@/features/documents/components/documents-browser';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /dashboard/SearchDocuments: the sections the user may open as tabs, in the spec's order
 * (invoices are reached from the current account). The open tab is in the URL (`?section=`).
 */
export function SearchDocumentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.SearchDocuments'));
  const sections = useDocumentSections();
  const [params, setParams] = useSearchParams();

  const header = <PageHeader title={t('routes.SearchDocuments')} lead={t('documents.lead')} />;
  if (sections.isPending) {
    return (
      <>
        {header}
        <InlineLoader py="xl" />
      </>
    );
  }
  if (sections.isError) {
    return (
      <>
        {header}
        {isForbidden(sections.error) ? <ForbiddenState /> : <ErrorAlert error={sections.error} />}
      </>
    );
  }

  const tabs = SEARCH_DOCUMENT_SECTIONS.flatMap((section) => sections.data.filter((info) => info.section === section));
  const asked = params.get('section');
  const active = tabs.find((info) => info.section === asked) ?? tabs[0];
  if (!active) {
    return (
      <>
        {header}
        <ForbiddenState />
      </>
    );
  }
  const open = (section: string | null) => {
    if (!section || section === active.section) return;
    setParams({ section }, { replace: true });
  };

  return (
    <>
      {header}
      <Tabs value={active.section} onChange={open} keepMounted={false}>
        <Tabs.List mb="md" aria-label={t('documents.sectionsLabel')}>
          {tabs.map((info) => (
            <Tabs.Tab key={info.section} value={info.section} data-testid={`docs-tab-${info.section}`}>
              {t(`documents.sections.${info.section}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((info) => (
          <Tabs.Panel key={info.section} value={info.section}>
            {info.section === active.section && <DocumentsBrowser key={info.section} section={info.section} types={info.types} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
