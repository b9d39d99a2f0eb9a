import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAT_MESSAGES } from '@customer-hub/contract/constants/chat';
import { json, mockFetch, renderWithProviders, signInAs } from '../../../../test/render';
import i18n from '@/i18n/i18n';
import { ChatFrame, chatFrameSource, chatPageOf } from './chat-frame';

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

  it('keeps keyboard focus clear of the collapsed frame while it is shown, and stops when it goes', async () => {
    setWidth(1280);
    mockChatApi();
    signInAs();
    const { unmount } = renderWithProviders(<ChatFrame />);

    await screen.findByTestId('chat-frame');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('71px');
    unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
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

describe('chat frame with a path as its chat URL', () => {
  it('shows the page on the origin the app is opened at, and takes messages from that origin only', async () => {
    setWidth(1280);
    mockChatApi({ url: '/chat-demo' });
    signInAs();
    renderWithProviders(<ChatFrame />);
    const frame = (await screen.findByTestId('chat-frame')) as HTMLIFrameElement;
    const sent = vi.spyOn(frame.contentWindow!, 'postMessage');

    expect(frame).toHaveAttribute('src', `${window.location.origin}/chat-demo?lang=en-US`);
    post(CHAT_MESSAGES.maximize, { origin: CHAT_ORIGIN });
    post(CHAT_MESSAGES.maximize, { origin: 'null' });
    expect(heightOf(frame)).toBe('55px');

    post(CHAT_MESSAGES.maximize, { origin: window.location.origin });
    expect(heightOf(frame)).toBe('470px');
    expect(sent).toHaveBeenCalledWith({ type: CHAT_MESSAGES.scrollToEnd }, window.location.origin);
  });

  it('is not rendered for a URL that is neither absolute http(s) nor a path', async () => {
    setWidth(1280);
    const fetchMock = mockChatApi({ url: '//chat.example.test/widget' });
    signInAs();
    renderWithProviders(<ChatFrame />);

    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('GetChatUrl'))).toBe(true));
    expect(screen.queryByTestId('chat-frame')).not.toBeInTheDocument();
  });
});

describe('chatPageOf', () => {
  it('resolves a path against the page’s own origin, whatever address the app is opened at', () => {
    expect(chatPageOf('/chat-demo', 'http://localhost:3000')).toEqual({ href: 'http://localhost:3000/chat-demo', origin: 'http://localhost:3000' });
    expect(chatPageOf('/chat-demo?site=hub', 'http://127.0.0.1:3000')).toEqual({ href: 'http://127.0.0.1:3000/chat-demo?site=hub', origin: 'http://127.0.0.1:3000' });
    expect(chatPageOf('/chat-demo', 'https://hub.example.test')?.origin).toBe('https://hub.example.test');
    expect(chatPageOf('/chat-demo')?.origin).toBe(window.location.origin);
  });

  it('keeps an absolute URL and its own origin, wherever the app is opened', () => {
    for (const pageOrigin of ['http://localhost:3000', 'https://hub.example.test']) {
      expect(chatPageOf(CHAT_URL, pageOrigin)).toEqual({ href: CHAT_URL, origin: CHAT_ORIGIN });
    }
    expect(chatPageOf('http://chat.example.test:8080/w', 'https://hub.example.test')?.origin).toBe('http://chat.example.test:8080');
  });

  it('gives nothing for an unusable URL, never another host through a path', () => {
    for (const url of [undefined, '', '//evil.example.test/chat', '/\\evil.example.test', '\\\\evil.example.test', 'javascript:alert(1)', 'data:text/html,x', 'chat-demo', '/chat demo', 'https://u:p@chat.example.test']) {
      expect(chatPageOf(url, 'http://localhost:3000'), String(url)).toBeNull();
    }
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
