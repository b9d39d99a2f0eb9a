import { useEffect, useRef, useState } from 'react';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '@customer-hub/contract/constants/languages';
import { SATISFACTION_COMMENT_MAX } from '@customer-hub/contract/constants/satisfaction';
import { SatisfactionAnswerRequest, type PublicSurveyResponse } from '@customer-hub/contract/satisfaction';
import { ErrorAlert } from '@/components/error-alert';
import { InlineLoader } from '@/components/inline-loader';
import { PublicPage } from '@/components/public-page';
import { SatisfactionRating } from '@/components/satisfaction-rating';
import { SuccessPanel } from '@/components/success-panel';
import i18n from '@/i18n/i18n';
import { useAnswerSurvey, useSurvey } from '@/features/satisfaction/api';
import { errorCode } from '@/lib/error-message';
import { formatLongDate } from '@/lib/format';
import { useSchemaForm } from '@/lib/form';

/** The link's rating (`?rating=N`), when it is one of 1–5. */
function ratingOf(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
}

const schema = SatisfactionAnswerRequest;

function Survey({ token, survey, linkRating }: { token: string; survey: PublicSurveyResponse; linkRating: number | null }) {
  const { t } = useTranslation();
  const answer = useAnswerSurvey(token);
  const recorded = useRef(false);
  const [sent, setSent] = useState(false);
  const form = useSchemaForm(schema, {
    initialValues: { rating: (linkRating ?? survey.rating ?? 0) as number, comment: survey.comment ?? '' },
    messages: { rating: 'satisfaction.ratingLabel', comment: { too_big: 'validation.tooLong' } },
  });

  // The link's rating is recorded as the page opens (one click for a person; a mail scanner's
  // fetch of the link itself, the GET, records nothing).
  useEffect(() => {
    if (linkRating === null || recorded.current) return;
    recorded.current = true;
    answer.mutate({ rating: linkRating });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkRating]);

  const submit = form.onSubmit((body) => {
    answer.mutate({ rating: body.rating, comment: body.comment ?? '' }, { onSuccess: () => setSent(true) });
  });
  const expires = formatLongDate(survey.expiresAt.slice(0, 10));

  return (
    <form method="post" onSubmit={submit} noValidate data-testid="satisfaction-form">
      <Stack gap="md">
        {sent ? (
          <SuccessPanel testId="satisfaction-sent">{t('satisfaction.page.sent')}</SuccessPanel>
        ) : (
          linkRating !== null &&
          answer.isSuccess && <SuccessPanel testId="satisfaction-recorded">{t('satisfaction.page.recorded')}</SuccessPanel>
        )}
        <Text>{t('satisfaction.page.question')}</Text>
        <SatisfactionRating
          value={form.values.rating || null}
          onChange={(rating) => {
            setSent(false);
            form.setFieldValue('rating', rating);
          }}
          testId="satisfaction-rating"
        />
        {form.errors.rating && (
          <Text c="red" size="sm" role="alert">
            {form.errors.rating}
          </Text>
        )}
        <Textarea
          label={t('satisfaction.page.commentLabel')}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={SATISFACTION_COMMENT_MAX}
          {...form.getInputProps('comment')}
          onChange={(event) => {
            setSent(false);
            form.setFieldValue('comment', event.currentTarget.value);
          }}
          data-testid="satisfaction-comment"
        />
        <ErrorAlert error={answer.error} testId="satisfaction-error" />
        <Button type="submit" fullWidth size="md" loading={answer.isPending} data-testid="satisfaction-submit">
          {t('satisfaction.page.send')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('satisfaction.page.changeUntil', { date: expires })}
        </Text>
      </Stack>
    </form>
  );
}

/**
 * /satisfaction/:token?rating=N: the page the survey email's links open, in the reader's
 * language, signed in or not. It reads the survey, records the link's rating, and offers the
 * comment box (and another rating) until the survey expires.
 */
export function SatisfactionPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const survey = useSurvey(token);
  const linkRating = ratingOf(params.get('rating'));
  const language = survey.data?.language;

  // The email was written in the requester's language: the page speaks it too, unless the reader
  // chose a language in this browser (the selector above still changes it).
  useEffect(() => {
    if (language && !localStorage.getItem(LANGUAGE_STORAGE_KEY) && i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);

  let content;
  let lead: string | undefined;
  if (survey.isPending) content = <InlineLoader py="md" />;
  else if (survey.error || !survey.data) {
    content =
      errorCode(survey.error) === 'NOT_FOUND' || errorCode(survey.error) === 'VALIDATION_FAILED' ? (
        <Stack gap="xs" data-testid="satisfaction-gone">
          <Text fw={600}>{t('satisfaction.page.goneTitle')}</Text>
          <Text>{t('satisfaction.page.goneText')}</Text>
        </Stack>
      ) : (
        <ErrorAlert error={survey.error} testId="satisfaction-load-error" />
      );
  } else {
    lead = t('satisfaction.page.request', { ticketNo: survey.data.ticketNo, title: survey.data.title });
    content = <Survey token={token} survey={survey.data} linkRating={linkRating} />;
  }
  return (
    <PublicPage title={t('satisfaction.page.title')} lead={lead} withSignInLink={false} width={520}>
      {content}
    </PublicPage>
  );
}
