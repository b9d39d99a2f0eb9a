import { useId, useMemo, useState } from 'react';
import { Box, Button, CloseButton, Collapse, Group, Paper, Text, Typography } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { acceptCookies, introOf, isCookiesAccepted, useLatestCookie } from '@/features/cookies/api';

/**
 * Spec §2: the cookie notice at the bottom of every page, public ones too. Accept or close store
 * the accepted flag and hide it; hidden when already accepted or when there is no text. The full
 * text is the stored HTML, cleaned by the server when it was saved.
 */
export function CookieBanner() {
  const { t, i18n } = useTranslation();
  const [accepted, setAccepted] = useState(isCookiesAccepted);
  const [expanded, setExpanded] = useState(false);
  const localeCode = i18n.language || navigator.language;
  const { data } = useLatestCookie(localeCode, !accepted);
  const fullId = useId();
  const { ref, height } = useElementSize();
  const intro = useMemo(() => (data?.text ? introOf(data.text) : ''), [data?.text]);

  if (accepted || !data?.text) return null;
  const accept = () => {
    acceptCookies();
    setAccepted(true);
  };

  // A spacer of the banner's height ends the page, so whatever sits at the bottom can be scrolled above it.
  return (
    <>
      {/* The measured height leaves out the padding and border. */}
      <Box aria-hidden h={height + 32} data-testid="cookie-spacer" />
      <Paper
      ref={ref}
      component="section"
      role="region"
      aria-label={t('cookies.banner')}
      data-testid="cookie-banner"
      shadow="md"
      withBorder
      radius={0}
      p="sm"
      style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 300, maxHeight: '60vh', overflowY: 'auto' }}
    >
      <Box maw={1100} mx="auto" pr={36} pos="relative">
        <CloseButton aria-label={t('cookies.close')} onClick={accept} pos="absolute" top={0} right={-4} data-testid="cookie-close" />
        <Text fw={600} size="sm">
          {data.title}
        </Text>
        {!expanded && (
          <Text size="sm" lineClamp={3} data-testid="cookie-intro">
            {intro}
          </Text>
        )}
        <Collapse expanded={expanded}>
          <Typography id={fullId} fz="sm" data-testid="cookie-text">
            <div dangerouslySetInnerHTML={{ __html: data.text }} />
          </Typography>
        </Collapse>
        <Group gap="xs" mt="xs" justify="flex-end">
          <Button size="compact-sm" variant="default" aria-expanded={expanded} aria-controls={fullId} onClick={() => setExpanded((v) => !v)}>
            {expanded ? t('cookies.showLess') : t('cookies.showMore')}
          </Button>
          <Button size="compact-sm" onClick={accept} data-testid="cookie-accept">
            {t('cookies.accept')}
          </Button>
        </Group>
      </Box>
    </Paper>
    </>
  );
}
