import type { ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAlert } from '@/components/error-alert';
import { SuccessPanel } from '@/components/success-panel';
import { useSchemaForm, type FieldMessages, type IssueMessage } from '@/lib/form';

/** "<field> must be a whole number from <min> to <max>." with the contract's own bounds. */
export const boundsMessage =
  (t: TFunction, label: string, field: z.ZodNumber): IssueMessage =>
  () =>
    t('settings.security.outOfBounds', { field: label, min: field.minValue ?? 0, max: field.maxValue ?? 0 });

interface SettingsFormProps<S extends z.ZodType, V extends Record<string, unknown>> {
  /** The contract's settings schema (with any cross-field refinement). */
  schema: S;
  initial: V;
  messages: (t: TFunction) => Record<string, FieldMessages>;
  mutation: UseMutationResult<unknown, unknown, z.output<S>>;
  label: string;
  /** `<testId>-form`, `-saved`, `-error`, `-submit`. */
  testId: string;
  children: (form: UseFormReturnType<V, z.output<S>>) => ReactNode;
  /** After a save: e.g. a secret field goes back to "set". */
  onSaved?: (form: UseFormReturnType<V, z.output<S>>) => void;
}

/** A settings group's form: checked by the contract's schema, one message at a time above the fields, saved at once. */
export function SettingsForm<S extends z.ZodType, V extends Record<string, unknown>>({ schema, initial, messages, mutation, label, testId, children, onSaved }: SettingsFormProps<S, V>) {
  const { t } = useTranslation();
  const form = useSchemaForm(schema, { initialValues: initial, messages: messages(t) });
  const problem = Object.values(form.errors).find((error) => typeof error === 'string') ?? null;
  const onSubmit = form.onSubmit((values) => {
    if (!mutation.isPending) mutation.mutate(values, { onSuccess: () => onSaved?.(form) });
  }, mutation.reset);

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={label} data-testid={`${testId}-form`}>
      <Stack gap="md">
        {mutation.isSuccess && !problem && <SuccessPanel testId={`${testId}-saved`}>{t('settings.saved')}</SuccessPanel>}
        <ErrorAlert message={problem} error={mutation.error} testId={`${testId}-error`} />
        {children(form)}
        <Group>
          <Button type="submit" loading={mutation.isPending} data-testid={`${testId}-submit`}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
