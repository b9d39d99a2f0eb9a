import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POWER_BI_REFRESH_BEFORE_MS } from '@customer-hub/contract/constants/bi';
import { InlineLoader } from '@/components/inline-loader';
import { fetchPowerBiEmbed } from '@/features/reports/bi-api';
import { BI_FRAME_HEIGHT } from '@/features/reports/components/bi-frame';
import { BiUnavailable } from '@/features/reports/components/bi-unavailable';

/** The soonest a token is renewed again, and how long after a failed renewal it is tried again. */
const MIN_WAIT_MS = 10_000;
const RETRY_MS = 30_000;
/** setTimeout's longest delay is about 24.8 days; a token is renewed at least once a day. */
const MAX_WAIT_MS = 24 * 3_600_000;

type State = 'loading' | 'embedded' | 'failed';

/**
 * The company's Power BI report, embedded with the official powerbi-client (loaded only here, in a
 * chunk of its own) and a view-only embed token the server generated for the reader. The token is
 * renewed shortly before it expires (`setAccessToken`), so a report left open keeps working.
 */
export function PowerBiReport({ title }: { title: string }) {
  const { i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');
  const language = i18n.language;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let reset: (() => void) | undefined;
    const done = () => controller.signal.aborted;
    const fail = () => {
      if (done()) return;
      clearTimeout(timer);
      reset?.();
      reset = undefined;
      setState('failed');
    };

    const start = async () => {
      const [embed, pbi] = await Promise.all([fetchPowerBiEmbed(controller.signal), import('powerbi-client')]);
      if (done()) return;
      const service = new pbi.service.Service(pbi.factories.hpmFactory, pbi.factories.wpmpFactory, pbi.factories.routerFactory);
      reset = () => service.reset(element);
      const report = service.embed(element, {
        type: 'report',
        id: embed.reportId,
        embedUrl: embed.embedUrl,
        accessToken: embed.accessToken,
        tokenType: pbi.models.TokenType.Embed,
        permissions: pbi.models.Permissions.Read,
        settings: { localeSettings: { language, formatLocale: language }, panes: { filters: { visible: false } } },
      });
      // The report itself failed (a lost token, a dataset it cannot read); a visual's own error is not fatal.
      report.on('error', (event) => {
        const level = (event.detail as { level?: number } | undefined)?.level;
        if (level === undefined || level === pbi.models.TraceType.Fatal) fail();
      });
      // powerbi-client names its frame generically; the reader's language names it here. The
      // container draws the border.
      const frame = element.querySelector('iframe');
      frame?.setAttribute('title', title);
      if (frame) frame.style.border = '0';
      setState('embedded');

      let expiresAt = Date.parse(embed.expiresAt);
      const renew = async () => {
        try {
          const next = await fetchPowerBiEmbed(controller.signal);
          if (done()) return;
          await report.setAccessToken(next.accessToken);
          expiresAt = Date.parse(next.expiresAt);
          schedule();
        } catch {
          if (done()) return;
          // Tried again while the current token lasts; once it has expired the report cannot work.
          if (Date.now() + RETRY_MS < expiresAt) timer = setTimeout(renew, RETRY_MS);
          else fail();
        }
      };
      const schedule = () => {
        const wait = Math.min(Math.max(expiresAt - Date.now() - POWER_BI_REFRESH_BEFORE_MS, MIN_WAIT_MS), MAX_WAIT_MS);
        timer = setTimeout(renew, wait);
      };
      schedule();
    };

    start().catch(fail);
    return () => {
      controller.abort();
      clearTimeout(timer);
      reset?.();
    };
  }, [language, title]);

  return (
    <>
      {state === 'loading' && <InlineLoader py="xl" testId="bi-report-loading" />}
      {state === 'failed' && <BiUnavailable />}
      <div
        ref={container}
        role="region"
        aria-label={title}
        hidden={state !== 'embedded'}
        data-testid="bi-report-power-bi"
        style={{ width: '100%', height: BI_FRAME_HEIGHT, border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      />
    </>
  );
}
