import { useTranslation } from 'react-i18next';
import { TICKET_ASSIGNEE_FILTERS, TICKET_OPEN, TICKET_STATUS_FILTERS, TICKET_STATUSES, TICKET_TYPES } from '@customer-hub/contract/constants/tickets';
import { SLA_FILTERS } from '@customer-hub/contract/constants/sla';
import { DateRangeFilter, SearchFilter, SelectFilter } from '@/components/list-filters';
import { useCompanies, useTicketFormOptions, type TicketFilters } from '@/features/tickets/api';

interface Props {
  value: TicketFilters;
  onChange: (change: Partial<TicketFilters>) => void;
  /** The staff queue adds the company and the assignee, and opens on every open request ("All" last). */
  staff: boolean;
}

interface SiteOption {
  id: string;
  label: string;
}

type Companies = ReturnType<typeof useCompanies>['data'];

/** The sites a filter offers: the contact's own scope, or (staff) the chosen company's. */
function useSiteOptions(staff: boolean, companyId: string, companies: Companies): SiteOption[] {
  const options = useTicketFormOptions('', !staff);
  if (!staff) return (options.data?.sites ?? []).map((site) => ({ id: site.id, label: `${site.name} · ${site.businessPartnerName}` }));
  const company = companies?.find((c) => c.id === companyId);
  return (company?.businessPartners ?? []).flatMap((partner) => partner.sites.map((site) => ({ id: site.id, label: `${site.name} · ${partner.name}` })));
}

/**
 * The filter bar of the ticket lists: status, type, site, the creation dates and a search; the
 * staff queue also filters by company (which narrows the sites) and assignee. data-testids:
 * `tickets-filter-<name>`, `tickets-from`, `tickets-to`, `tickets-search`.
 */
export function TicketFilterBar({ value, onChange, staff }: Props) {
  const { t } = useTranslation();
  const companies = useCompanies(staff);
  const sites = useSiteOptions(staff, value.companyId, companies.data);
  const siteLabel = (id: string) => sites.find((site) => site.id === id)?.label ?? id;
  return (
    <>
      {staff && (
        <SelectFilter
          label={t('tickets.fields.company')}
          options={(companies.data ?? []).map((c) => c.id)}
          optionLabel={(id) => companies.data?.find((c) => c.id === id)?.name ?? id}
          value={value.companyId}
          onChange={(companyId) => onChange({ companyId, siteId: '' })}
          testId="tickets-filter-company"
        />
      )}
      <SelectFilter
        label={t('filters.status')}
        options={staff ? TICKET_STATUS_FILTERS : TICKET_STATUSES}
        optionLabel={(status) => (status === TICKET_OPEN ? t('tickets.filters.open') : t(`statuses.${status}`))}
        value={value.status}
        onChange={(status) => onChange({ status })}
        allLast={staff}
        testId="tickets-filter-status"
      />
      <SelectFilter
        label={t('tickets.fields.type')}
        options={TICKET_TYPES}
        optionLabel={(type) => t(`statuses.${type}`)}
        value={value.type}
        onChange={(type) => onChange({ type })}
        testId="tickets-filter-type"
      />
      {(sites.length > 1 || (staff && value.companyId !== '')) && (
        <SelectFilter
          label={t('tickets.fields.site')}
          options={sites.map((site) => site.id)}
          optionLabel={siteLabel}
          value={value.siteId}
          onChange={(siteId) => onChange({ siteId })}
          testId="tickets-filter-site"
        />
      )}
      {staff && (
        <SelectFilter
          label={t('tickets.fields.assignee')}
          options={TICKET_ASSIGNEE_FILTERS}
          optionLabel={(assignee) => t(`tickets.filters.assignee.${assignee}`)}
          value={value.assignee}
          onChange={(assignee) => onChange({ assignee })}
          testId="tickets-filter-assignee"
        />
      )}
      {staff && (
        <SelectFilter
          label={t('sla.filter.label')}
          options={SLA_FILTERS}
          optionLabel={(sla) => t(`sla.filter.${sla}`)}
          value={value.sla}
          onChange={(sla) => onChange({ sla })}
          testId="tickets-filter-sla"
        />
      )}
      <DateRangeFilter from={value.from} to={value.to} onChange={onChange} testId="tickets" />
      <SearchFilter label={t('tickets.filters.search')} value={value.search} onChange={(search) => onChange({ search })} testId="tickets-search" />
    </>
  );
}
