import { useEffect } from 'react';
import { Modal, NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { ErrorAlert } from '@/components/error-alert';
import { ModalForm } from '@/components/modal-form';
import { isForbidden } from '@/components/query-error-state';
import { ORDER_DOCUMENT_TYPE_LIST, ORDER_UNIT_LIST, useCreateOrder, useSiteOptions, useTeamOptions, type OrderDetail } from '@/features/orders/api';
import { EMPTY_ORDER, ORDER_FALLBACK, ORDER_MESSAGES, orderFormSchema } from '@/features/orders/components/order-form';
import { localToday } from '@/lib/format';
import { useSchemaForm } from '@/lib/form';

interface Props {
  opened: boolean;
  onClose: () => void;
  onCreated: (order: OrderDetail) => void;
}

/** The new-order form (CreateOrder): type, unit and quantity, site, team, place and requested date. */
export function NewOrderModal({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateOrder();
  const sites = useSiteOptions(opened);
  const siteOptions = sites.data ?? [];
  // Without the right to list sites (403) the server takes the contact's own site, if it has one.
  const sitesForbidden = isForbidden(sites.error);
  // One site to choose from: it is the order's; a site-scoped contact may send none at all.
  const siteRequired = siteOptions.length > 1;
  const onlySite = siteOptions.length === 1 ? (siteOptions[0]?.value ?? '') : '';
  const form = useSchemaForm(orderFormSchema(siteRequired), { initialValues: EMPTY_ORDER, messages: ORDER_MESSAGES, fallback: ORDER_FALLBACK });
  const teams = useTeamOptions(opened, form.values.siteId);

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

  const submit = form.onSubmit((request) =>
    create.mutate(request, {
      onSuccess: (order) => {
        close();
        onCreated(order);
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('orders.form.title')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <ModalForm onSubmit={submit} testId="order-form" requiredHint submitLabel={t('orders.form.submit')} submitTestId="order-submit" pending={create.isPending} onCancel={close}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t('orders.fields.documentType')}
            required
            {...form.getInputProps('documentType')}
            data={[{ value: '', label: t('orders.form.choose') }, ...ORDER_DOCUMENT_TYPE_LIST.map((v) => ({ value: v, label: t(`orders.documentTypes.${v}`) }))]}
            data-testid="order-document-type"
          />
          {!sitesForbidden && (
            <NativeSelect
              label={t('orders.fields.site')}
              required={siteRequired}
              {...form.getInputProps('siteId')}
              data={[{ value: '', label: sites.isPending ? t('common.loading') : t('orders.form.choose') }, ...siteOptions]}
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
            data={[{ value: '', label: t('orders.form.choose') }, ...ORDER_UNIT_LIST.map((v) => ({ value: v, label: t(`orders.units.${v}`) }))]}
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
          maxLength={200}
          {...form.getInputProps('workLocation')}
          data-testid="order-work-location"
        />
        <TextInput
          label={t('orders.fields.requestNo')}
          maxLength={50}
          {...form.getInputProps('requestNo')}
          data-testid="order-request-no"
        />
        <ErrorAlert error={create.error ?? (sitesForbidden ? null : sites.error)} testId="order-form-error" />
      </ModalForm>
    </Modal>
  );
}
