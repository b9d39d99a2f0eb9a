import type { ReactNode } from 'react';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { ErrorAlert } from '@/components/error-alert';
import { useSchemaForm, type FieldMessages } from '@/lib/form';

export interface PublicFormField {
  name: string;
  label: string;
  description?: string;
  type?: 'email' | 'tel';
  autoComplete?: string;
  maxLength: number;
  required?: boolean;
  /** A few lines of free text. */
  multiline?: boolean;
}

interface PublicFormProps<S extends z.ZodType> {
  /** The contract's request without what the page adds itself (the interface language). */
  schema: S;
  fields: PublicFormField[];
  messages: Record<string, FieldMessages>;
  label: string;
  submitLabel: string;
  /** `<testId>-form`, `-submit`, `-error` and `-<field-name>` (kebab-case) name the parts for tests. */
  testId: string;
  pending: boolean;
  error: unknown;
  /** The server's failure in words, when the page words it itself. */
  errorMessage?: string | null;
  onSubmit: (values: z.output<S>) => void;
  /** A server error from an earlier try goes once the visitor sends something invalid. */
  onInvalid: () => void;
  /** Under the fields, above the button. */
  children?: ReactNode;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A visitor form (access request, sign-up, recovery): text fields checked by the contract's request schema. */
export function PublicForm<S extends z.ZodType>({ schema, fields, messages, label, submitLabel, testId, pending, error, errorMessage, onSubmit, onInvalid, children }: PublicFormProps<S>) {
  const form = useSchemaForm(schema, { initialValues: Object.fromEntries(fields.map((field) => [field.name, ''])), messages });
  const submit = form.onSubmit((values) => {
    if (!pending) onSubmit(values);
  }, onInvalid);

  return (
    <form method="post" onSubmit={submit} noValidate aria-label={label} data-testid={`${testId}-form`}>
      <Stack gap="md">
        <ErrorAlert error={error} message={errorMessage} testId={`${testId}-error`} />
        {fields.map(({ name, required, multiline, ...field }) => {
          const props = { ...field, ...form.getInputProps(name), name, withAsterisk: required, 'data-testid': `${testId}-${kebab(name)}` };
          return multiline ? <Textarea key={name} {...props} autosize minRows={3} maxRows={8} /> : <TextInput key={name} {...props} />;
        })}
        {children}
        <Button type="submit" fullWidth size="md" loading={pending} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
