import { useState } from 'react';
import { Badge, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { PrivacyPolicy } from '@customer-hub/contract/privacy-policy';
import { ConfirmModal } from '@/components/confirm-modal';
import { ContentListPanel, useContentList } from '@/components/content-list-panel';
import { ContentRowActions } from '@/components/content-row-actions';
import { PAGE_SIZE, useDeletePolicy, usePolicyVersions, usePublishPolicy } from '@/features/privacy-policy/api';
import { PolicyFormModal } from '@/features/privacy-policy/components/policy-form-modal';
import { errorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { useDeleteConfirm } from '@/components/use-delete-confirm';
import { failure } from '@/lib/notify';

/** The privacy-policy versions of one language or all: create, edit while undecided, preview, publish, delete drafts. */
export function PolicyVersions() {
  const { t } = useTranslation();
  const content = useContentList<PrivacyPolicy>(PAGE_SIZE);
  const versions = usePolicyVersions(content.language, content.list.page);
  const publish = usePublishPolicy();
  const confirmDelete = useDeleteConfirm<PrivacyPolicy>({ remove: useDeletePolicy(), doneMessage: () => t('privacyPolicies.deleted'), testId: 'policy-delete-confirm' });
  const [publishing, setPublishing] = useState<PrivacyPolicy | null>(null);

  const name = (p: PrivacyPolicy) => `${t('privacyPolicies.versionOf', { version: p.version })} · ${p.language}`;
  const setPublished = (p: PrivacyPolicy, next: boolean) =>
    publish.mutate(
      { id: p.id, publish: next },
      {
        onSuccess: () => {
          setPublishing(null);
          notifications.show({ color: 'green', message: t(next ? 'privacyPolicies.publishedDone' : 'privacyPolicies.unpublishedDone') });
        },
        onError: (error) => !next && notifications.show(failure({ message: errorMessage(error, t) })),
      },
    );

  const status = (p: PrivacyPolicy) => (
    <Group gap={4} wrap="nowrap">
      <Badge color={p.publishedAt ? 'green' : 'gray'} variant="light">
        {t(p.publishedAt ? 'contentItems.published' : 'contentItems.draft')}
      </Badge>
      {!p.editable && (
        <Badge color="blue" variant="light">
          {t('privacyPolicies.decided')}
        </Badge>
      )}
      {p.encrypted && (
        <Badge color="grape" variant="light">
          {t('privacyPolicies.encryptedBadge')}
        </Badge>
      )}
    </Group>
  );
  const actions = (p: PrivacyPolicy) => (
    <ContentRowActions
      name={name(p)}
      testId={(action) => `policy-${action}-${p.id}`}
      onPreview={() => content.setPreview(p)}
      onEdit={p.editable ? () => content.openForm(p) : undefined}
      publish={{
        published: !!p.publishedAt,
        // Publishing asks first: everyone will have to decide again.
        onToggle: () => (p.publishedAt ? setPublished(p, false) : setPublishing(p)),
        loading: !!p.publishedAt && publish.isPending && publish.variables.id === p.id,
      }}
      onDelete={p.editable && !p.publishedAt ? () => confirmDelete.ask(p) : undefined}
    />
  );
  const effective = (p: PrivacyPolicy) => formatDate(p.effectiveAt.slice(0, 10));

  return (
    <ContentListPanel
      content={content}
      query={versions}
      texts={{ label: t('privacyPolicies.tableLabel'), lead: t('privacyPolicies.lead'), empty: t('privacyPolicies.empty'), create: t('privacyPolicies.new') }}
      testId="policy"
      status={status}
      actions={actions}
      columns={{
        first: [{ key: 'version', header: t('privacyPolicies.version'), cell: (p) => p.version, nowrap: true }],
        titleWidth: 280,
        dates: [
          { key: 'effectiveAt', header: t('privacyPolicies.effectiveAt'), cell: effective, nowrap: true, priority: 2 },
          { key: 'expiresAt', header: t('privacyPolicies.expiresAt'), cell: (p) => (p.expiresAt ? formatDate(p.expiresAt.slice(0, 10)) : t('privacyPolicies.never')), nowrap: true, priority: 3 },
        ],
      }}
      card={(p) => ({ title: `${p.version} · ${p.title}`, note: `${t('privacyPolicies.effectiveAt')}: ${effective(p)}` })}
      deleteModal={confirmDelete.modal}
    >
      {content.form && <PolicyFormModal opened editing={content.form.editing} onClose={content.closeForm} />}
      <ConfirmModal
        opened={publishing !== null}
        title={t('privacyPolicies.publishTitle', { version: publishing?.version ?? '' })}
        message={t('privacyPolicies.publishMessage')}
        confirmLabel={t('contentItems.publish')}
        loading={publish.isPending}
        error={publish.error}
        onConfirm={() => publishing && setPublished(publishing, true)}
        onClose={() => {
          publish.reset();
          setPublishing(null);
        }}
        testId="policy-publish-confirm"
      />
    </ContentListPanel>
  );
}
