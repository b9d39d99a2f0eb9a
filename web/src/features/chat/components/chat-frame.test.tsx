import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGES } from '@customer-hub/contract/constants/chat';
import { json, mockFetch, renderWithProviders, signInAs } from '../../../../test/render';
import i18n from '@/i18n/i18n';
import { ChatFrame, chatFrameSource } from './chat-frame';

const CHAT_URL = 'https://chat.example.test/widget?site=hub';
const CHAT_ORIGIN = 'https://chat.example.test';
const ORIGINAL_WIDTH = window.innerWidth;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function mockChatApi({ hidden = false, url = CHAT_URL }: { hidden?: boolean; url?: string } = {}) {
  return mockFetch({
    'GET /api/Backoffice/Common/ShowChat': () => json(hidden),
    'GET /api/Backoffice/Settings/GetChatUrl': () => json(url),
  });
}

/** A message as the window receives it, from `source` on `origin`. */
function post(type: string, { origin = CHAT_ORIGIN, source }: { origin?: string; source?: Window | null } = {}) {
  const frame = screen.getByTestId('chat-frame') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type }, origin, source: source === undefined ? frame.contentWindow : source }));
  });
}

const heightOf = (element: HTMLElement) => element.style.height;

afterEach(() => {
  setWidth(ORIGINAL_WIDTH);
  vi.useRealTimers();
});

describe('chat frame', () => {
  it('shows the chat page at the bottom right, collapsed, with a title and the reader’s language', async () => {
    setWidth(1280);
    mockChatApi();
    signInAs();
    renderWithProviders(<ChatFrame />);

    const frame = await screen.findByTitle('Customer support chat');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://chat.example.test/widget?site=hub&lang=en-US');
    expect(frame.style.width).toBe('370px');
    expect(heightOf(frame)).toBe('55px');
    expect(frame.style.position).toBe('fixed');
  });

  it('is not rendered while ShowChat answers true (chat off) or without a URL', async () => {
    setWidth(1280);
    const fetchMock = mockChatApi({ hidden: true });
    signInAs();
    renderWithProviders(<ChatFrame />);

    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('ShowChat'))).toBe(true));
    expect(screen.queryByTestId('chat-frame')).not.toBeInTheDocument();
    // The URL is not even asked for.
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('GetChatUrl'))).toBe(false);
  });

  it('is hidden in a window 500 px wide and shown at 501 px', async () => {
    setWidth(500);
    const fetchMock = mockChatApi();
    signInAs();
    const { unmount } = renderWithProviders(<ChatFrame />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('GetChatUrl'))).toBe(true));
    expect(screen.queryByTestId('chat-frame')).not.toBeInTheDocument();
    unmount();

    setWidth(501);
    renderWithProviders(<ChatFrame />);
    expect(await screen.findByTestId('chat-frame')).toBeInTheDocument();
  });

  it('follows a resize only once resizing has stopped for 1000 ms', async () => {
    setWidth(1280);
    mockChatApi();
    signInAs();
    renderWithProviders(<ChatFrame />);
    await screen.findByTestId('chat-frame');
    vi.useFakeTimers();

    setWidth(480);
    act(() => void window.dispatchEvent(new Event('resize')));
    act(() => void vi.advanceTimersByTime(999));
    expect(screen.getByTestId('chat-frame')).toBeInTheDocument();
    // Another resize starts the wait again.
    act(() => void window.dispatchEvent(new Event('resize')));
    act(() => void vi.advanceTimersByTime(999));
    expect(screen.getByTestId('chat-frame')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('chat-frame')).not.toBeInTheDocument();

    setWidth(900);
    act(() => void window.dispatchEvent(new Event('resize')));
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('chat-frame')).toBeInTheDocument();
  });

  it('maximizes to 470 px and minimizes to 55 px when its page says so, asking it to scroll on its origin', async () => {
    setWidth(1280);
    mockChatApi();
    signInAs();
    renderWithProviders(<ChatFrame />);
    const frame = (await screen.findByTestId('chat-frame')) as HTMLIFrameElement;
    const sent = vi.spyOn(frame.contentWindow!, 'postMessage');

    post(CHAT_MESSAGES.maximize);
    expect(heightOf(frame)).toBe('470px');
    expect(frame).toHaveAttribute('data-expanded', 'true');
    expect(sent).toHaveBeenCalledWith({ type: CHAT_MESSAGES.scrollToEnd }, CHAT_ORIGIN);

    post(CHAT_MESSAGES.minimize);
    expect(heightOf(frame)).toBe('55px');
  });

  it('ignores a message from another origin, from another window, or of another kind', async () => {
    setWidth(1280);
    mockChatApi();
    signInAs();
    renderWithProviders(<ChatFrame />);
    const frame = await screen.findByTestId('chat-frame');

    post(CHAT_MESSAGES.maximize, { origin: 'https://evil.example.test' });
    post(CHAT_MESSAGES.maximize, { origin: window.location.origin });
    post(CHAT_MESSAGES.maximize, { source: window });
    post(CHAT_MESSAGES.maximize, { source: null });
    post('maximize');
    expect(heightOf(frame)).toBe('55px');

    post(CHAT_MESSAGES.maximize);
    expect(heightOf(frame)).toBe('470px');
  });
});

describe('chatFrameSource', () => {
  it('adds the language unless the address sets one', () => {
    expect(chatFrameSource('https://chat.example.test/', 'pt-PT')).toBe('https://chat.example.test/?lang=pt-PT');
    expect(chatFrameSource('https://chat.example.test/?lang=es', 'pt-PT')).toBe('https://chat.example.test/?lang=es');
  });
});

describe('chat frame and the language', () => {
  it('loads the page again in the new language, collapsed', async () => {
    setWidth(1280);
    mockChatApi();
    signInAs();
    renderWithProviders(<ChatFrame />);
    const frame = await screen.findByTestId('chat-frame');
    post(CHAT_MESSAGES.maximize);
    expect(heightOf(frame)).toBe('470px');

    await act(() => i18n.changeLanguage('pt-PT'));
    try {
      const again = screen.getByTestId('chat-frame');
      expect(again).toHaveAttribute('src', 'https://chat.example.test/widget?site=hub&lang=pt-PT');
      expect(again).toHaveAttribute('title', 'Chat de apoio ao cliente');
      expect(heightOf(again)).toBe('55px');
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});
