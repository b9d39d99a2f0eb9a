import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, vi } from 'vitest';
import i18n, { loadWholeDictionary } from '@/i18n/i18n';

// Lazy routes are transformed on first use; give cold runs time to load them (a first page with
// the rich-text editor took over 6 s on a CI machine busy with the other test files).
configure({ asyncUtilTimeout: 15_000 });

// Mantine reads these browser APIs that jsdom does not provide.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// Mantine's autosize Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

beforeEach(async () => {
  // Tests read English unless they switch language themselves, and every page's words.
  await i18n.changeLanguage('en-US');
  await loadWholeDictionary();
  // The cookie notice is accepted, as in the e2e default state: its call and banner stay out of
  // every page's tests (features/cookies tests clear it).
  localStorage.setItem('cookieAccepted', 'true');
});

afterEach(() => {
  cleanup();
  // Mantine's notifications live in a module-level store that outlives the page: a test file's
  // toasts (five shown, the rest queued) would otherwise be there for the next file in this worker.
  notifications.clean();
  notifications.cleanQueue();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
