import { useCallback, useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isStaff } from '@customer-hub/contract/constants/roles';
import type { Company } from '@customer-hub/contract/org';
import { InlineLoader } from '@/components/inline-loader';
import { PageHeader } from '@/components/page-header';
import { QueryErrorState } from '@/components/query-error-state';
import { RoleGate } from '@/components/role-gate';
import { useCompany } from '@/features/org/api';
import { CompanyFormModal } from '@/features/org/components/company-form-modal';
import { CompanyPartners } from '@/features/org/components/company-partners';
import { CompanyPowerBi } from '@/features/org/components/company-power-bi';
import { SsoProviderCard } from '@/components/sso-provider-card';
import { ApiKeysCard } from '@/components/api-keys-card';
import { WebhooksCard } from '@/components/webhooks-card';
import { CompanySites } from '@/features/org/components/company-sites';
import { DefaultPermissions } from '@/features/org/components/default-permissions';
import { useCurrentUser } from '@/lib/current-user';
import { formatNumber } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';

const TABS = ['partners', 'sites', 'permissions', 'sso', 'api', 'power-bi'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/dashboard/Companies" size="sm" data-testid="company-back">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        {t('org.companies.back')}
      </Group>
    </Anchor>
  );
}

function CompanyView({ company }: { company: Company }) {
  const { t } = useTranslation();
  usePageTitle(company.name);
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  // The reporting tool's settings are Admin's: the Power BI tab is shown to Admin only.
  const admin = useCurrentUser().data?.roles.includes('Admin') ?? false;
  const asked = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'partners';
  const tab: Tab = asked === 'power-bi' && !admin ? 'partners' : asked;
  // Each tab's list keeps its own page and filters in the URL: a new tab starts from none.
  const open = useCallback((next: Tab, extra: Record<string, string> = {}) => setParams({ ...(next === 'partners' ? {} : { tab: next }), ...extra }), [setParams]);
  const showSites = useCallback((partnerId: string) => open('sites', { businessPartnerId: partnerId }), [open]);
  return (
    <Stack gap="lg" data-testid="company-page">
      <BackLink />
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageHeader title={company.name} lead={t('org.companies.pageLead')} />
        <Button variant="default" leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={() => setEditing(true)} data-testid="company-edit">
          {t('org.companies.edit')}
        </Button>
      </Group>
      <Group gap="xs">
        <Badge variant="light" ff="monospace" data-testid="company-code">
          {company.code}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('org.companies.counts', {
            partners: formatNumber(company.partnerCount, 0),
            sites: formatNumber(company.siteCount, 0),
            buildings: formatNumber(company.buildingCount, 0),
            contacts: formatNumber(company.contactCount, 0),
          })}
        </Text>
      </Group>
      <Tabs value={tab} onChange={(value) => isTab(value) && open(value)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="partners" data-testid="company-tab-partners">
            {t('org.partners.title')}
          </Tabs.Tab>
          <Tabs.Tab value="sites" data-testid="company-tab-sites">
            {t('org.sites.title')}
          </Tabs.Tab>
          <Tabs.Tab value="permissions" data-testid="company-tab-permissions">
            {t('org.defaults.tab')}
          </Tabs.Tab>
          <Tabs.Tab value="sso" data-testid="company-tab-sso">
            {t('sso.settings.title')}
          </Tabs.Tab>
          <Tabs.Tab value="api" data-testid="company-tab-api">
            {t('org.companies.apiTab')}
          </Tabs.Tab>
          {admin && (
            <Tabs.Tab value="power-bi" data-testid="company-tab-power-bi">
              {t('org.powerBi.tab')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="partners">
          <CompanyPartners companyId={company.id} onShowSites={showSites} />
        </Tabs.Panel>
        <Tabs.Panel value="sites">
          <CompanySites companyId={company.id} />
        </Tabs.Panel>
        <Tabs.Panel value="permissions">
          <DefaultPermissions key={company.defaultPermissions.join()} company={company} />
        </Tabs.Panel>
        <Tabs.Panel value="sso">
          <SsoProviderCard scope={{ kind: 'company', companyId: company.id }} />
        </Tabs.Panel>
        <Tabs.Panel value="api">
          <Stack gap="lg">
            <ApiKeysCard scope={{ kind: 'company', companyId: company.id }} />
            <WebhooksCard scope={{ kind: 'company', companyId: company.id }} />
          </Stack>
        </Tabs.Panel>
        {admin && (
          <Tabs.Panel value="power-bi">
            <CompanyPowerBi company={company} />
          </Tabs.Panel>
        )}
      </Tabs>
      <CompanyFormModal opened={editing} editing={company} onClose={() => setEditing(false)} />
    </Stack>
  );
}

function CompanyLoader({ id }: { id: string }) {
  const { t } = useTranslation();
  const company = useCompany(id);
  usePageTitle(t('routes.Companies'), !company.data);
  if (company.isPending) return <InlineLoader />;
  if (company.error || !company.data) {
    return (
      <Stack gap="lg">
        <BackLink />
        <QueryErrorState error={company.error} />
      </Stack>
    );
  }
  return <CompanyView company={company.data} />;
}

/**
 * /dashboard/Companies/:id (staff): a company, its business partners and sites, its default sign-up
 * permissions, its single sign-on, its API keys and webhooks and (Admin) its Power BI report.
 */
export function CompanyPage() {
  const { id = '' } = useParams();
  return (
    <RoleGate allow={(user) => isStaff(user.roles)}>
      <CompanyLoader key={id} id={id} />
    </RoleGate>
  );
}
