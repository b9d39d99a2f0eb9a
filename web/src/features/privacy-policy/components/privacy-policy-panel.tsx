import { SegmentedControl, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PolicyAcceptances } from '@/features/privacy-policy/components/policy-acceptances';
import { PolicyVersions } from '@/features/privacy-policy/components/policy-versions';

/** Content management's "Privacy policy" tab: the versions, or who accepted them (`?view=acceptances`). */
export function PrivacyPolicyPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'acceptances' ? 'acceptances' : 'versions';
  return (
    <Stack gap="md">
      <SegmentedControl
        value={view}
        onChange={(next) => setParams((current) => ({ tab: current.get('tab') ?? 'privacy', ...(next === 'acceptances' && { view: next }) }), { replace: true })}
        data={[
          { value: 'versions', label: t('privacyPolicies.versions') },
          { value: 'acceptances', label: t('privacyPolicies.acceptances') },
        ]}
        w={{ base: '100%', xs: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
        data-testid="policy-view"
      />
      {view === 'acceptances' ? <PolicyAcceptances /> : <PolicyVersions />}
    </Stack>
  );
}
