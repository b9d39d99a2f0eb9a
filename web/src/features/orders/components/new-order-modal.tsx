import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/error-alert';
import { isForbidden } from '@/components/query-error-state';
import {
  ORDER_DOCUMENT_TYPE_LIST,
  ORDER_UNIT_LIST,
  useCreateOrder,
  useSiteOptions,
  useTeamOptions,
  type OrderDetail,
  type OrderDocumentType,
  type OrderUnitOfMeasure,
} from '@/features/orders/api';
import { EMPTY_ORDER, toCreateOrderRequest, validateOrder, type OrderErrors, type OrderFormValues } from '@/features/orders/components/order-form';
import { localToday } from '@/lib/format';

interface Props {
  opened: boolean;
  onClose: () => void;
  onCreated: (order: OrderDetail) => void;
}

/** The new-order form (CreateOrder): type, unit and quantity, site, team, place and requested date. */
export function NewOrderModal({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<OrderFormValues>(EMPTY_ORDER);
  const [errors, setErrors] = useState<OrderErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateOrder();
  const sites = useSiteOptions(opened);
  const siteOptions = sites.data ?? [];
  // Without the right to list sites (403) the server takes the contact's own site, if it has one.
  const sitesForbidden = isForbidden(sites.error);
  // One site to choose from: it is the order's; a site-scoped contact may send none at all.
  const siteRequired = siteOptions.length > 1;
  const onlySite = siteOptions.length === 1 ? (siteOptions[0]?.value ?? '') : '';
  const form: OrderFormValues = { ...values, siteId: values.siteId || onlySite };
  const teams = useTeamOptions(opened, form.siteId);
  const today = localToday();

  const set = <K extends keyof OrderFormValues>(key: K, value: OrderFormValues[K]) => {
    const next = { ...form, [key]: value };
    // A team serves a site: another site clears the team.
    if (key === 'siteId') next.teamId = '';
    setValues(next);
    if (submitted) setErrors(validateOrder(next, today, siteRequired));
  };

  const close = () => {
    setValues(EMPTY_ORDER);
    setErrors({});
    setSubmitted(false);
    create.reset();
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateOrder(form, today, siteRequired);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(toCreateOrderRequest(form), {
      onSuccess: (order) => {
        close();
        onCreated(order);
      },
    });
  };

  const fieldError = (key: keyof OrderFormValues) => (errors[key] ? t(`orders.form.errors.${errors[key]}`) : null);

  return (
    <Modal opened={opened} onClose={close} title={t('orders.form.title')} size="lg" closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate data-testid="order-form">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('common.requiredHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={t('orders.fields.documentType')}
              required
              value={values.documentType}
              onChange={(e) => set('documentType', e.currentTarget.value as OrderDocumentType | '')}
              data={[{ value: '', label: t('orders.form.choose') }, ...ORDER_DOCUMENT_TYPE_LIST.map((v) => ({ value: v, label: t(`orders.documentTypes.${v}`) }))]}
              error={fieldError('documentType')}
              data-testid="order-document-type"
            />
            {!sitesForbidden && (
              <NativeSelect
                label={t('orders.fields.site')}
                required={siteRequired}
                value={form.siteId}
                onChange={(e) => set('siteId', e.currentTarget.value)}
                data={[{ value: '', label: sites.isPending ? t('common.loading') : t('orders.form.choose') }, ...siteOptions]}
                disabled={sites.isPending}
                error={fieldError('siteId')}
                data-testid="order-site"
              />
            )}
            <NumberInput
              label={t('orders.fields.quantity')}
              required
              min={0}
              decimalScale={2}
              allowNegative={false}
              value={values.quantity}
              onChange={(v) => set('quantity', v)}
              error={fieldError('quantity')}
              data-testid="order-quantity"
            />
            <NativeSelect
              label={t('orders.fields.unitOfMeasure')}
              required
              value={values.unitOfMeasure}
              onChange={(e) => set('unitOfMeasure', e.currentTarget.value as OrderUnitOfMeasure | '')}
              data={[{ value: '', label: t('orders.form.choose') }, ...ORDER_UNIT_LIST.map((v) => ({ value: v, label: t(`orders.units.${v}`) }))]}
              error={fieldError('unitOfMeasure')}
              data-testid="order-unit"
            />
            <NativeSelect
              label={t('orders.fields.team')}
              value={values.teamId}
              onChange={(e) => set('teamId', e.currentTarget.value)}
              data={[{ value: '', label: t('orders.form.noTeam') }, ...(teams.data ?? [])]}
              disabled={teams.isPending && teams.fetchStatus === 'fetching'}
              data-testid="order-team"
            />

            <TextInput
              type="date"
              label={t('orders.fields.requestedTaskDate')}
              required
              min={today}
              value={values.requestedTaskDate}
              onChange={(e) => set('requestedTaskDate', e.currentTarget.value)}
              error={fieldError('requestedTaskDate')}
              data-testid="order-requested-date"
            />
          </SimpleGrid>
          <TextInput
            label={t('orders.fields.workLocation')}
            description={t('orders.form.workLocationHint')}
            required
            maxLength={200}
            value={values.workLocation}
            onChange={(e) => set('workLocation', e.currentTarget.value)}
            error={fieldError('workLocation')}
            data-testid="order-work-location"
          />
          <TextInput
            label={t('orders.fields.requestNo')}
            maxLength={50}
            value={values.requestNo}
            onChange={(e) => set('requestNo', e.currentTarget.value)}
            error={fieldError('requestNo')}
            data-testid="order-request-no"
          />
          <ErrorAlert error={create.error ?? (sitesForbidden ? null : sites.error)} testId="order-form-error" />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="order-submit">
              {t('orders.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
