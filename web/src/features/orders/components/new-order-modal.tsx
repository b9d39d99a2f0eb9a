import { useEffect, useState } from 'react';
import { Modal, NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_DOCUMENT_TYPES, ORDER_REQUEST_NO_MAX, ORDER_UNITS_OF_MEASURE, ORDER_WORK_LOCATION_MAX } from '@customer-hub/contract/constants/orders';
import type { GetOrderResponse } from '@customer-hub/contract/orders';
import { DateField } from '@/components/date-field';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { isForbidden } from '@/components/query-error-state';
import { useCreateOrder, useOrderCompanies, useSiteOptions, useTeamOptions } from '@/features/orders/api';
import { EMPTY_ORDER, ORDER_FALLBACK, ORDER_MESSAGES, orderFormSchema } from '@/features/orders/components/order-form';
import { localToday } from '@/lib/format';
import { useSchemaForm } from '@/lib/form';

interface Props {
  opened: boolean;
  /** Staff place orders for any company: they choose it first, then its site and team. */
  staff?: boolean;
  onClose: () => void;
  onCreated: (order: GetOrderResponse) => void;
}

/**
 * The new-order form (CreateOrder): type, unit and quantity, site, team, place and requested date;
 * staff first choose the company, whose sites and teams the form then offers.
 */
export function NewOrderModal({ opened, staff = false, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateOrder();
  const companies = useOrderCompanies(opened && staff);
  const [siteRequired, setSiteRequired] = useState(staff);
  const form = useSchemaForm(orderFormSchema(siteRequired, staff), { initialValues: EMPTY_ORDER, messages: ORDER_MESSAGES, fallback: ORDER_FALLBACK });
  // A contact's own scope (null), or the company staff chose; no options until it is chosen.
  const companyId = staff ? form.values.companyId || null : null;
  const waitingForCompany = staff && !companyId;
  const sites = useSiteOptions(opened && !waitingForCompany, companyId);
  const siteOptions = sites.data ?? [];
  // Without the right to list sites (403) the server takes the contact's own site, if it has one.
  const sitesForbidden = isForbidden(sites.error);
  // One site to choose from: it is the order's; a site-scoped contact may send none at all.
  const needsSite = staff || siteOptions.length > 1;
  if (needsSite !== siteRequired) setSiteRequired(needsSite);
  const onlySite = siteOptions.length === 1 ? (siteOptions[0]?.value ?? '') : '';
  const teams = useTeamOptions(opened && !waitingForCompany, companyId, form.values.siteId);

  useEffect(() => {
    if (onlySite && !form.values.siteId) form.setFieldValue('siteId', onlySite);
  }, [onlySite, form]);
  // A team serves a site: another site clears the team.
  form.watch('siteId', () => form.setFieldValue('teamId', ''));

  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };

  const submit = form.onSubmit(({ companyId: _company, ...request }) =>
    create.mutate(request, {
      onSuccess: (order) => {
        close();
        onCreated(order);
      },
    }),
  );

  let siteChoice = t('orders.form.choose');
  if (waitingForCompany) siteChoice = t('orders.form.companyFirst');
  else if (sites.isPending) siteChoice = t('common.loading');

  return (
    <Modal opened={opened} onClose={close} title={t('orders.form.title')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <ModalForm onSubmit={submit} testId="order-form" requiredHint submitLabel={t('orders.form.submit')} submitTestId="order-submit" pending={create.isPending} onCancel={close}>
        {staff && (
          <NativeSelect
            label={t('orders.fields.company')}
            required
            {...form.getInputProps('companyId')}
            // Another company has other sites and teams: both are chosen again.
            onChange={(event) => form.setValues({ companyId: event.currentTarget.value, siteId: '', teamId: '' })}
            data={[{ value: '', label: companies.isPending ? t('common.loading') : t('orders.form.choose') }, ...(companies.data ?? [])]}
            disabled={companies.isPending}
            data-testid="order-company"
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('orders.fields.documentType')}
            required
            {...form.getInputProps('documentType')}
            data={[{ value: '', label: t('orders.form.choose') }, ...ORDER_DOCUMENT_TYPES.map((v) => ({ value: v, label: t(`orders.documentTypes.${v}`) }))]}
            data-testid="order-document-type"
          />
          {!sitesForbidden && (
            <NativeSelect
              label={t('orders.fields.site')}
              required={siteRequired}
              {...form.getInputProps('siteId')}
              data={[{ value: '', label: siteChoice }, ...siteOptions]}
              disabled={sites.isPending}
              data-testid="order-site"
            />
          )}
          <NumberInput
            label={t('orders.fields.quantity')}
            required
            min={0}
            decimalScale={2}
            allowNegative={false}
            {...form.getInputProps('quantity')}
            data-testid="order-quantity"
          />
          <NativeSelect
            label={t('orders.fields.unitOfMeasure')}
            required
            {...form.getInputProps('unitOfMeasure')}
            data={[{ value: '', label: t('orders.form.choose') }, ...ORDER_UNITS_OF_MEASURE.map((v) => ({ value: v, label: t(`units.${v}`) }))]}
            data-testid="order-unit"
          />
          <NativeSelect
            label={t('orders.fields.team')}
            {...form.getInputProps('teamId')}
            data={[{ value: '', label: t('orders.form.noTeam') }, ...(teams.data ?? [])]}
            disabled={teams.isPending && teams.fetchStatus === 'fetching'}
            data-testid="order-team"
          />

          <DateField
            label={t('orders.fields.requestedTaskDate')}
            required
            notBefore={localToday()}
            {...form.getInputProps('requestedTaskDate')}
            data-testid="order-requested-date"
          />
        </SimpleGrid>
        <TextInput
          label={t('orders.fields.workLocation')}
          description={t('orders.form.workLocationHint')}
          required
          maxLength={ORDER_WORK_LOCATION_MAX}
          {...form.getInputProps('workLocation')}
          data-testid="order-work-location"
        />
        <TextInput
          label={t('orders.fields.requestNo')}
          maxLength={ORDER_REQUEST_NO_MAX}
          {...form.getInputProps('requestNo')}
          data-testid="order-request-no"
        />
        <ErrorAlert error={create.error ?? (sitesForbidden ? null : sites.error) ?? companies.error} testId="order-form-error" />
      </ModalForm>
    </Modal>
  );
}
