import { useEffect, useRef, useState } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CHAT_FRAME_COLLAPSED_HEIGHT,
  CHAT_FRAME_EXPANDED_HEIGHT,
  CHAT_FRAME_WIDTH,
  CHAT_HIDDEN_AT_MAX_WIDTH,
  CHAT_MESSAGES,
  resolveChatUrl,
} from '@customer-hub/contract/constants/chat';
import { useWindowWidth } from '@/lib/breakpoints';
import { useChatHidden, useChatUrl } from '@/features/chat/api';

/**
 * The chat page the frame shows, and the only origin whose messages it takes: the chat URL as set
 * when absolute, or a path (`/chat-demo`) on the origin this page is opened at; null when unusable.
 */
export function chatPageOf(url: string | undefined, pageOrigin: string = window.location.origin): { href: string; origin: string } | null {
  return url ? resolveChatUrl(url, pageOrigin) : null;
}

/** The chat page's address with the reader's language as `lang`, unless the address already sets one. */
export function chatFrameSource(url: string, language: string): string {
  const source = new URL(url);
  if (!source.searchParams.has('lang')) source.searchParams.set('lang', language);
  return source.toString();
}

/** Room kept between a focused element and the collapsed frame's top edge, in px. */
const FOCUS_CLEARANCE = 16;

/** The `type` of a chat message, if the data is one. */
function messageType(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
}

/**
 * Spec §2 "Chat": the chat page (from settings) in a frame fixed at the bottom right, 370 px wide,
 * 55 px high collapsed and 470 px expanded; not rendered when the window is 500 px wide or less
 * (checked 1 s after resizing stops), nor unless ShowChat answers falsy and GetChatUrl a URL.
 * The chat page minimizes or maximizes it with `postMessage`; a message counts only when it comes
 * from that frame and the chat page's origin (a chat path's is this page's), and the shell answers
 * on that origin alone.
 */
export function ChatFrame() {
  const { t, i18n } = useTranslation();
  const width = useWindowWidth();
  const hidden = useChatHidden();
  const url = useChatUrl(hidden.data === false);
  const frame = useRef<HTMLIFrameElement>(null);
  const [expanded, setExpanded] = useState(false);

  const page = chatPageOf(url.data);
  const origin = page?.origin ?? null;
  const shown = hidden.data === false && page !== null && width > CHAT_HIDDEN_AT_MAX_WIDTH;
  const src = page ? chatFrameSource(page.href, i18n.language) : null;

  useEffect(() => {
    if (!shown) return;
    const onMessage = (event: MessageEvent) => {
      const own = frame.current?.contentWindow;
      if (event.origin !== origin || !own || event.source !== own) return;
      const type = messageType(event.data);
      if (type === CHAT_MESSAGES.maximize) setExpanded(true);
      else if (type === CHAT_MESSAGES.minimize) setExpanded(false);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      // A frame shown again, or given another address (language), is a new page, which starts collapsed.
      setExpanded(false);
    };
  }, [shown, origin, src]);

  // Keyboard focus and in-page jumps stop above the collapsed frame rather than behind it (a
  // link at the window's bottom right would be hidden whole); the spacer below lets the end of
  // the page scroll clear of it.
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement.style;
    root.scrollPaddingBottom = `${CHAT_FRAME_COLLAPSED_HEIGHT + FOCUS_CLEARANCE}px`;
    return () => {
      root.scrollPaddingBottom = '';
    };
  }, [shown]);

  // Expanded, the chat page's list has room again: ask it to show the latest messages.
  useEffect(() => {
    if (shown && expanded && origin) frame.current?.contentWindow?.postMessage({ type: CHAT_MESSAGES.scrollToEnd }, origin);
  }, [shown, expanded, origin]);

  if (!shown || !src) return null;
  return (
    <>
      {/* The end of the page can be scrolled above the collapsed frame. */}
      <Box aria-hidden style={{ height: CHAT_FRAME_COLLAPSED_HEIGHT }} data-testid="chat-spacer" />
      <Box
        component="iframe"
        ref={frame}
        src={src}
        title={t('chat.frameTitle')}
        data-testid="chat-frame"
        data-expanded={expanded}
        style={{
          // Exact pixels (spec §9), not scaled with the theme.
          width: CHAT_FRAME_WIDTH,
          height: expanded ? CHAT_FRAME_EXPANDED_HEIGHT : CHAT_FRAME_COLLAPSED_HEIGHT,
          position: 'fixed',
          bottom: 0,
          insetInlineEnd: 'var(--mantine-spacing-md)',
          // Above the shell, below dialogs and the cookie notice (which must stay usable).
          zIndex: 150,
          border: '1px solid var(--mantine-color-default-border)',
          borderBottom: 0,
          borderStartStartRadius: 'var(--mantine-radius-md)',
          borderStartEndRadius: 'var(--mantine-radius-md)',
          boxShadow: 'var(--mantine-shadow-lg)',
          background: 'var(--mantine-color-body)',
          colorScheme: 'normal',
        }}
      />
    </>
  );
}
