import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** A dictionary key ({{min}} / {{max}} come from the rule), or the words themselves. */
export type IssueMessage = ParseKeys | ((issue: Issue, t: TFunction) => string);

/**
 * What a field says when the contract's rule refuses it: one message for any problem, or one per
 * kind — `required` (left empty), a zod issue code (`too_big`, `custom`, …) — with `invalid` for the rest.
 */
export type FieldMessages = IssueMessage | Partial<Record<'required' | 'invalid' | Issue['code'], IssueMessage>>;

type Values = Record<string, unknown>;

/** An empty text box means "not given": '' becomes undefined, so optional fields pass and required ones say so. */
export function withoutEmpty<T>(values: T): T {
  if (Array.isArray(values)) return values.map(withoutEmpty) as T;
  if (values === null || typeof values !== 'object' || values instanceof Date || values instanceof File) return values;
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : withoutEmpty(value)])) as T;
}

function valueAt(values: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<PropertyKey, unknown>)[key] : undefined), values);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function messageOf(issue: Issue, empty: boolean, messages: FieldMessages, t: TFunction): string {
  const pick = (): IssueMessage | undefined => {
    if (typeof messages !== 'object') return messages;
    if (empty) return messages.required ?? messages.invalid;
    return messages[issue.code] ?? messages.invalid ?? messages.required;
  };
  const message = pick();
  if (message === undefined) return issue.message;
  if (typeof message === 'function') return message(issue, t);
  const bounds = {
    min: issue.code === 'too_small' ? Number(issue.minimum) : undefined,
    max: issue.code === 'too_big' ? Number(issue.maximum) : undefined,
  };
  return String(t(message, bounds as never));
}

/**
 * Mantine form validation with a contract schema: every field gets the first rule it breaks, in the
 * reader's language. (A generic zod resolver keeps only zod's English message; the form needs the
 * issue itself to say it in the dictionaries' words.)
 */
export function schemaResolver<V>(schema: z.ZodType, t: TFunction, messages: Record<string, FieldMessages>, fallback: FieldMessages = 'validation.invalid') {
  return (values: V): FormErrors => {
    const input = withoutEmpty(values);
    const result = schema.safeParse(input);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      if (field in errors) continue;
      const empty = isEmpty(valueAt(input, issue.path));
      errors[field] = messageOf(issue, empty, messages[field] ?? fallback, t);
    }
    return errors;
  };
}

interface SchemaFormOptions<V extends Values> {
  initialValues: V;
  /** Per field (dotted path) what a broken rule says; other fields say `fallback`. */
  messages?: Record<string, FieldMessages>;
  fallback?: FieldMessages;
  onValuesChange?: (values: V) => void;
}

/**
 * A Mantine form checked by a contract schema (`.pick()` / `.extend()` of a request schema): field
 * errors show in the reader's language, and `onSubmit` hands over the schema's output (trimmed,
 * defaults filled, empty optional fields left out), ready to send.
 */
export function useSchemaForm<S extends z.ZodType, V extends Values>(
  schema: S,
  { initialValues, messages = {}, fallback, onValuesChange }: SchemaFormOptions<V>,
): UseFormReturnType<V, z.output<S>, (values: V) => FormErrors> {
  const { t } = useTranslation();
  return useForm<V, z.output<S>>({
    initialValues,
    onValuesChange,
    validate: schemaResolver<V>(schema, t, messages, fallback),
    transformValues: (values) => schema.parse(withoutEmpty(values)),
  });
}
