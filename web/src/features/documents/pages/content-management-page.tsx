import { Suspense, useState, type ComponentType } from 'react';
import { Button, Group, NativeSelect, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isStaff } from '@customer-hub/contract/roles';
import { DOCUMENT_SECTIONS } from '@customer-hub/contract/constants/documents';
import type { DocumentSection } from '@customer-hub/contract/documents';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { GatedPage } from '@/components/gated-page';
import { useDocumentSections } from '@/features/documents/api';
import { DocumentTypesPanel } from '@/features/documents/components/document-types-panel';
import { DocumentsBrowser } from '@/features/documents/components/documents-browser';
import { UploadDocumentModal } from '@/features/documents/components/upload-document-modal';

/** A tab another feature brings (cookies, privacy policy); the app's screen registry hands them over. */
export interface ContentTab {
  value: string;
  label: ParseKeys;
  panel: ComponentType;
}
const isSection = (value: string): value is DocumentSection => (DOCUMENT_SECTIONS as readonly string[]).includes(value);

/** Back office "Documents": any section's documents (staff see all seven), upload and delete. */
function DocumentsPanel() {
  const { t } = useTranslation();
  const sections = useDocumentSections();
  // The section is in the URL with the list's page, sort and filters (`?section=`); another starts over.
  const [params, setParams] = useSearchParams();
  const asked = params.get('section') ?? '';
  const section: DocumentSection = isSection(asked) ? asked : 'Budgets';
  const setSection = (next: DocumentSection) => setParams({ section: next }, { replace: true });
  const [uploading, setUploading] = useState(false);

  if (sections.isPending) return <InlineLoader py="xl" />;
  if (sections.isError) return <ErrorAlert error={sections.error} />;
  // Staff get all seven; should the answer lack the chosen one, the first it has is shown.
  const info = sections.data.find((s) => s.section === section) ?? sections.data[0];
  const shown = info?.section ?? section;
  const upload = (
    <Button leftSection={<IconUpload size={16} aria-hidden="true" />} onClick={() => setUploading(true)} data-testid="docs-upload">
      {t('documents.upload.open')}
    </Button>
  );

  return (
    <>
      <Group mb="md">
        <NativeSelect
          label={t('documents.section')}
          value={shown}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isSection(next)) setSection(next);
          }}
          data={DOCUMENT_SECTIONS.filter((s) => sections.data.some((i) => i.section === s)).map((s) => ({
            value: s,
            label: t(`documents.sections.${s}`),
          }))}
          w={{ base: '100%', xs: 280 }}
          data-testid="docs-section"
        />
      </Group>
      <DocumentsBrowser key={shown} section={shown} types={info?.types ?? []} manage actions={upload} />
      <UploadDocumentModal
        opened={uploading}
        onClose={() => setUploading(false)}
        onUploaded={(document) => {
          setUploading(false);
          notifications.show({ color: 'green', message: t('documents.upload.done', { documentNo: document.documentNo }) });
        }}
      />
    </>
  );
}

/**
 * /dashboard/ContentManagement (staff): the documents tab of the back office, the document
 * configuration and the tabs other features bring (`tabs`: Home content, cookies, privacy policy). The open tab
 * is in the URL (`?tab=types`).
 */
export function ContentManagementPage({ tabs = [] }: { tabs?: readonly ContentTab[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const values = ['documents', 'types', ...tabs.map((extra) => extra.value)];
  const isTab = (value: string | null): value is string => value !== null && values.includes(value);
  const asked = params.get('tab');
  const tab = isTab(asked) ? asked : 'documents';

  return (
    <GatedPage screen="ContentManagement" allow={(user) => isStaff(user.roles)}>
      <Tabs value={tab} onChange={(next) => isTab(next) && setParams({ tab: next }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="documents" data-testid="cm-tab-documents">
            {t('contentManagement.tabs.documents')}
          </Tabs.Tab>
          <Tabs.Tab value="types" data-testid="cm-tab-types">
            {t('contentManagement.tabs.types')}
          </Tabs.Tab>
          {tabs.map((extra) => (
            <Tabs.Tab key={extra.value} value={extra.value} data-testid={`cm-tab-${extra.value}`}>
              {t(extra.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="documents">
          <DocumentsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="types">
          <DocumentTypesPanel />
        </Tabs.Panel>
        {tabs.map(({ value, panel: Panel }) => (
          <Tabs.Panel key={value} value={value}>
            {/* A tab's panel may load with it (app/content-tabs.ts). */}
            <Suspense fallback={<InlineLoader py="xl" />}>
              <Panel />
            </Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </GatedPage>
  );
}
