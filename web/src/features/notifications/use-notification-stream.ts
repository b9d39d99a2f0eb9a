import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { NotificationCountEvent, NotificationStreamEvent } from '@customer-hub/contract/notifications';
import { NOTIFICATION_HEARTBEAT_MS, NOTIFICATION_STREAM_EVENTS, NOTIFICATION_STREAM_PATH } from '@customer-hub/contract/constants/notifications';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { useReceive } from '@/features/notifications/api';

/** Waits before reconnecting: 1 s, 2 s, 4 s … up to 30 s, with some jitter so clients spread out. */
export function backoffMs(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

// A stream that has said nothing (not even a heartbeat) for this long is taken for dead.
const SILENCE_MS = NOTIFICATION_HEARTBEAT_MS * 2 + 5_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

interface Handlers {
  onEvent(message: EventSourceMessage): void;
  onOpen(): void;
}

/**
 * Reads the stream once, until it ends, fails or falls silent: fetch() with the session cookie,
 * parsed with eventsource-parser, rather than EventSource, which cannot tell a refused stream
 * (401/403: not tried again) from a dropped one. Answers the last event id it saw.
 */
async function readStream(signal: AbortSignal, lastEventId: string | undefined, handlers: Handlers): Promise<{ lastEventId?: string; status: number }> {
  const silence = new AbortController();
  const abort = () => silence.abort();
  signal.addEventListener('abort', abort);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const heard = () => {
    clearTimeout(timer);
    timer = setTimeout(() => silence.abort(), SILENCE_MS);
  };
  let last = lastEventId;
  try {
    heard();
    const response = await fetch(NOTIFICATION_STREAM_PATH, {
      headers: {
        Accept: 'text/event-stream',
        ...(last ? { 'Last-Event-ID': last } : {}),
      },
      cache: 'no-store',
      credentials: 'same-origin',
      signal: silence.signal,
    });
    if (!response.ok || !response.body) return { lastEventId: last, status: response.status };
    handlers.onOpen();
    const parser = createParser({
      onEvent: (message) => {
        if (message.id) last = message.id;
        handlers.onEvent(message);
      },
      onComment: heard,
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      heard();
      parser.feed(decoder.decode(value, { stream: true }));
    }
    return { lastEventId: last, status: response.status };
  } catch {
    return { lastEventId: last, status: 0 };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

/**
 * Keeps the caller's notifications stream open while `enabled`, putting what it pushes into the
 * query cache (the bell's list, and a refresh of the notifications page; Home read again when its
 * content changed). Reconnects with a
 * growing pause and resumes from the last event id; answers whether it is up, so the bell polls
 * only while it is not. A refused stream (no session, no permission) is not tried again.
 */
export function useNotificationStream(enabled: boolean): boolean {
  const { notification, count, resync } = useReceive();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    void (async () => {
      let lastEventId: string | undefined;
      for (let attempt = 0; !stop.signal.aborted; attempt++) {
        const result = await readStream(stop.signal, lastEventId, {
          onOpen: () => {
            // After a good connection the next try comes soon.
            attempt = -1;
            setLive(true);
            // What happened while it was down is fetched again (the replay covers the rest).
            if (lastEventId !== undefined) resync();
          },
          onEvent: (message) => {
            const data = JSON.parse(message.data) as unknown;
            if (message.event === NOTIFICATION_STREAM_EVENTS.notification) notification((data as NotificationStreamEvent).item);
            else if (message.event === NOTIFICATION_STREAM_EVENTS.count) count((data as NotificationCountEvent).count);
            else if (message.event === NOTIFICATION_STREAM_EVENTS.home) void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.homePage });
          },
        });
        lastEventId = result.lastEventId ?? lastEventId;
        setLive(false);
        if (result.status === 401 || result.status === 403) return;
        await sleep(backoffMs(attempt), stop.signal);
      }
    })();
    return () => {
      stop.abort();
      setLive(false);
    };
  }, [enabled, notification, count, resync, queryClient]);

  return live;
}
