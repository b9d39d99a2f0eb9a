import { useEffect, useRef } from 'react';
import { Badge, Button, Group, Input, PasswordInput, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a save does with a stored secret: keep it, replace it with the typed one, or remove it. */
export type SecretAction = 'keep' | 'replace' | 'clear';

interface SecretFieldProps {
  label: string;
  description?: string;
  /** Whether the server holds one (it never sends it back). */
  stored: boolean;
  action: SecretAction;
  onAction: (action: SecretAction) => void;
  value: string;
  onChange: (value: string) => void;
  /** Offers to remove the stored secret; left out where the server has no way to. */
  clearable?: boolean;
  /** Its message, when the form refuses it (shown above the fields with the others). */
  invalid?: boolean;
  /** `<testId>`, `-state`, `-replace`, `-clear`, `-keep`. */
  testId: string;
  /** Several lines (a private key in PEM form): a text area, which keeps the line breaks a password box would drop. */
  multiline?: boolean;
}

/**
 * A write-only secret: the stored one is never shown, only that one is set, with buttons to replace
 * or remove it. Without one stored, a password box to enter one (left empty: none).
 */
export function SecretField({ label, description, stored, action, onAction, value, onChange, clearable = false, invalid = false, testId, multiline = false }: SecretFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const chosen = useRef(false);
  // "Replace" chosen: the box that appears takes the focus.
  useEffect(() => {
    if (chosen.current && action === 'replace') inputRef.current?.focus();
  }, [action]);
  const choose = (next: SecretAction) => {
    chosen.current = true;
    onAction(next);
  };
  const input = multiline ? (
    <Textarea
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      error={invalid}
      placeholder={stored ? t('settings.secret.newPlaceholder') : t('settings.secret.notSetPlaceholder')}
      ref={inputRef}
      autosize
      minRows={3}
      maxRows={8}
      maw={560}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)' } }}
      data-testid={testId}
    />
  ) : (
    <PasswordInput
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="new-password"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      error={invalid}
      placeholder={stored ? t('settings.secret.newPlaceholder') : t('settings.secret.notSetPlaceholder')}
      ref={inputRef}
      maw={560}
      data-testid={testId}
    />
  );
  if (!stored) return input;
  if (action === 'replace') {
    return (
      <Stack gap={6}>
        {input}
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => (onChange(''), onAction('keep'))} data-testid={`${testId}-keep`}>
            {t('settings.secret.keep')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Input.Wrapper label={label} description={description} maw={560}>
      <Group gap="xs" mt={6} wrap="wrap">
        {action === 'clear' ? (
          <>
            <Badge color="orange" variant="light" data-testid={`${testId}-state`}>
              {t('settings.secret.willClear')}
            </Badge>
            <Button variant="subtle" size="compact-sm" onClick={() => onAction('keep')} data-testid={`${testId}-keep`}>
              {t('settings.secret.undo')}
            </Button>
          </>
        ) : (
          <>
            <Badge color="green" variant="light" data-testid={`${testId}-state`}>
              {t('settings.secret.set')}
            </Badge>
            <Button variant="light" size="compact-sm" onClick={() => choose('replace')} data-testid={`${testId}-replace`}>
              {t('settings.secret.replace')}
            </Button>
            {clearable && (
              <Button variant="subtle" color="red" size="compact-sm" onClick={() => choose('clear')} data-testid={`${testId}-clear`}>
                {t('settings.secret.clear')}
              </Button>
            )}
          </>
        )}
      </Group>
      {action === 'clear' && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('settings.secret.clearHint')}
        </Text>
      )}
    </Input.Wrapper>
  );
}
