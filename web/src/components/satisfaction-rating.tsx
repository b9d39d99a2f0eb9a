import { useId } from 'react';
import { Group, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SatisfactionRatingProps {
  value: number | null;
  onChange?: (rating: number) => void;
  /** Shown but not changed (staff reading the score, a closed survey). */
  readOnly?: boolean;
  disabled?: boolean;
  /** The visible label above the stars; the group is named by it. */
  label?: string;
  testId?: string;
}

/**
 * A satisfaction rating of 1–5 (Mantine Rating: radio inputs, so arrows move between stars and
 * each star is named "4 of 5: Good" in the reader's language), with the chosen rating's words beside it.
 */
export function SatisfactionRating({ value, onChange, readOnly, disabled, label, testId }: SatisfactionRatingProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const wordsId = useId();
  const words = (rating: number) => t(`satisfaction.ratings.${rating}` as 'satisfaction.ratings.1');
  const shown = label ?? t('satisfaction.ratingLabel');
  return (
    <Stack gap={4} data-testid={testId}>
      <Text id={labelId} size="sm" fw={500}>
        {shown}
      </Text>
      <Group gap="sm" wrap="wrap">
        {/* Mantine's Rating takes a rating on a click, Space or Enter; an arrow key only
            highlights one. A radio group takes the one the arrows reach: the change events of its
            radios (never a mouse hover) choose it. */}
        <div
          onChange={(event) => {
            const rating = Number((event.target as HTMLInputElement).value);
            if (!readOnly && !disabled && rating >= 1 && rating <= 5) onChange?.(rating);
          }}
          role={readOnly ? 'img' : 'radiogroup'} aria-labelledby={readOnly ? undefined : labelId} aria-label={readOnly && value ? t('satisfaction.ratingValue', { rating: value, words: words(value) }) : undefined} aria-describedby={wordsId}>
          <Rating
            value={value ?? 0}
            onChange={onChange}
            readOnly={readOnly || disabled}
            count={5}
            size="xl"
            // Mantine's first radio is the value 0 (no rating yet), before the five stars.
            getSymbolLabel={(rating) => (rating >= 1 ? t('satisfaction.ratingValue', { rating, words: words(rating) }) : t('satisfaction.widget.notAnswered'))}
            data-testid={testId && `${testId}-stars`}
          />
        </div>
        <Text id={wordsId} size="sm" c="dimmed" aria-live="polite" data-testid={testId && `${testId}-words`}>
          {value ? t('satisfaction.ratingValue', { rating: value, words: words(value) }) : ''}
        </Text>
      </Group>
    </Stack>
  );
}
