import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { SATISFACTION_COMMENT_MAX } from '@customer-hub/contract/constants/satisfaction';
import type { GetTicketResponse } from '@customer-hub/contract/tickets';
import { ErrorAlert } from '@/components/error-alert';
import { SatisfactionRating } from '@/components/satisfaction-rating';
import { SectionCard } from '@/components/section-card';
import { useAnswerTicketSurvey } from '@/features/tickets/api';
import { formatDate, formatLongDate } from '@/lib/format';

type Survey = NonNullable<GetTicketResponse['satisfaction']>;

/** The requester's answer: the stars and a comment, saved together; changed until the survey closes. */
function AnswerForm({ ticketId, survey }: { ticketId: string; survey: Survey }) {
  const { t } = useTranslation();
  const [rating, setRating] = useState<number | null>(survey.rating);
  const [comment, setComment] = useState(survey.comment ?? '');
  const [tried, setTried] = useState(false);
  const answer = useAnswerTicketSurvey(ticketId);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!rating || answer.isPending) return;
    answer.mutate({ rating, comment: comment.trim() }, { onSuccess: () => notifications.show({ color: 'green', message: t('satisfaction.widget.saved') }) });
  };
  return (
    <form method="post" onSubmit={submit} noValidate data-testid="ticket-satisfaction-form">
      <Stack gap="sm">
        <Text size="sm">{t('satisfaction.widget.lead')}</Text>
        <SatisfactionRating value={rating} onChange={setRating} testId="ticket-satisfaction-rating" />
        {tried && !rating && (
          <Text c="red" size="sm" role="alert">
            {t('satisfaction.ratingLabel')}
          </Text>
        )}
        <Textarea
          label={t('satisfaction.page.commentLabel')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={SATISFACTION_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          data-testid="ticket-satisfaction-comment"
        />
        <ErrorAlert error={answer.error} testId="ticket-satisfaction-error" />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t('satisfaction.page.changeUntil', { date: formatLongDate(survey.expiresAt.slice(0, 10)) })}
          </Text>
          <Button type="submit" loading={answer.isPending} w={{ base: '100%', xs: 'auto' }} data-testid="ticket-satisfaction-submit">
            {t('satisfaction.widget.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The answer as it stands: staff's view (with the agent), and the requester's once closed. */
function AnswerShown({ survey, staff }: { survey: Survey; staff: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="ticket-satisfaction-answer">
      {survey.rating ? (
        <>
          <SatisfactionRating value={survey.rating} readOnly label={t('satisfaction.column')} testId="ticket-satisfaction-score" />
          {survey.answeredAt && (
            <Text size="xs" c="dimmed">
              {t('satisfaction.widget.answeredOn', { date: formatDate(survey.answeredAt) })}
            </Text>
          )}
          {survey.comment && (
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {t('satisfaction.staff.comment')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="ticket-satisfaction-comment-text">
                {survey.comment}
              </Text>
            </Stack>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed" data-testid="ticket-satisfaction-none">
          {staff ? t('satisfaction.staff.notAnswered', { date: formatDate(survey.expiresAt) }) : t('satisfaction.widget.notAnswered')}
        </Text>
      )}
      {staff && survey.agent && (
        <Text size="xs" c="dimmed">
          {t('satisfaction.staff.agent', { name: survey.agent.name })}
        </Text>
      )}
      {!staff && (
        <Text size="xs" c="dimmed">
          {t('satisfaction.widget.closed', { date: formatDate(survey.expiresAt) })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A done ticket's satisfaction survey: the requester rates it (and comments) while it is open;
 * staff read the score. Nothing for anyone else, or before the ticket is done.
 */
export function TicketSatisfaction({ ticket, staff }: { ticket: GetTicketResponse; staff: boolean }) {
  const { t } = useTranslation();
  const survey = ticket.satisfaction;
  if (!survey) return null;
  return (
    <SectionCard title={staff ? t('satisfaction.staff.title') : t('satisfaction.widget.title')} testId="ticket-satisfaction">
      {survey.open ? <AnswerForm ticketId={ticket.id} survey={survey} /> : <AnswerShown survey={survey} staff={staff} />}
    </SectionCard>
  );
}
