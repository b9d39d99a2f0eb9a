import type { ReactNode } from 'react';
import { Alert, Box, Button, Group, Modal, ScrollArea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/app/page-loader';
import { policyGateKeys as keys } from '@/app/shell/shell-queries';
import { call } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import { useBreakpoint } from '@/lib/breakpoints';

/**
 * What the gate shows while a policy awaits the user (its own chunk: most visits never need it).
 * The oldest one in a modal; Accept records it and shows the next until none remain, then the
 * dashboard's content (`children`) renders; Decline records the refusal (the server ends the
 * session), clears local storage and reloads.
 */
export function PolicyAwaiting({ children, reload }: { children: ReactNode; reload: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const isMobile = useBreakpoint() === 'mobile';
  const next = useQuery({
    queryKey: keys.next,
    queryFn: ({ signal }) => call('GET /api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove', { signal }),
    staleTime: 0,
  });
  const decide = useMutation({
    mutationFn: (accepted: boolean) => call('POST /api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance', { body: { id: next.data!.id, accepted } }),
    onSuccess: async (answer) => {
      if (!answer.accepted) {
        // After a refusal (spec §4): every local value goes, and the reload lands on the sign-in page.
        localStorage.clear();
        return reload();
      }
      await queryClient.refetchQueries({ queryKey: keys.next });
    },
    onError: async (error) => {
      // Decided meanwhile (another tab) or no longer effective: show whatever awaits now.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        decide.reset();
        await queryClient.refetchQueries({ queryKey: keys.next });
      }
    },
  });

  // None remains (null): the dashboard renders.
  if (next.data === null) return children;

  const policy = next.data;
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      // Spec §9: 65 % of the window (a percentage would be of the dialog's inner area, 90 % of it).
      size="65vw"
      fullScreen={isMobile}
      title={policy?.title ?? t('privacyPolicy.title')}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="privacy-policy-modal"
    >
      {next.isError && (
        <Alert color="red" mb="md">
          {t('privacyPolicy.loadFailed')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void next.refetch()}>
            {t('privacyPolicy.retry')}
          </Button>
        </Alert>
      )}
      {!policy && !next.isError && <PageLoader />}
      {policy && (
        <>
          {/* The version has no text in the reader's language: the server sent Spanish, else another. */}
          {policy.language !== i18n.language && (
            <Alert color="blue" mb="md" data-testid="privacy-policy-other-language">
              {t('privacyPolicy.otherLanguage', { language: t(`language.names.${policy.language}`) })}
            </Alert>
          )}
          {/* The server cleaned the HTML (allow-list) before it stored it. */}
          <Box className="privacy-policy-text" data-testid="privacy-policy-text" lang={policy.language} dangerouslySetInnerHTML={{ __html: policy.text }} />
          {decide.isError && (
            <Alert color="red" mt="md">
              {t('privacyPolicy.saveFailed')}
            </Alert>
          )}
          <Group justify="flex-end" mt="lg">
            <Button variant="default" data-testid="privacy-policy-decline" onClick={() => decide.mutate(false)} loading={decide.isPending && decide.variables === false} disabled={decide.isPending}>
              {t('privacyPolicy.decline')}
            </Button>
            <Button data-testid="privacy-policy-accept" onClick={() => decide.mutate(true)} loading={decide.isPending && decide.variables === true} disabled={decide.isPending}>
              {t('privacyPolicy.accept')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
