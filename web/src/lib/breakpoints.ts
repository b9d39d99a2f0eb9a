import { useSyncExternalStore } from 'react';
import { requestScope } from '@/i18n/request-scope';

export type Breakpoint = 'desktop' | 'tablet' | 'mobile';

/** Spec §9: desktop above 1220 px, tablet above 767 px, otherwise mobile. */
export function getBreakpoint(width: number): Breakpoint {
  if (width > 1220) return 'desktop';
  if (width > 767) return 'tablet';
  return 'mobile';
}

/** Spec §9: the resize handler is debounced by 1000 ms. */
export const RESIZE_DEBOUNCE_MS = 1000;

/** Spec §9's mobile layout, as a media query: up to 767 px. */
export const PHONE_QUERY = '(max-width: 767px)';

/**
 * The width a server-rendered page was drawn for (a guess from the request: a phone or not). React
 * reads it as the "server snapshot" of the hooks below while it hydrates that page (its parts that
 * hydrate later too), so the first render matches the HTML; then it renders again with the real
 * width if they differ. What mounts fresh in the browser reads the real width at once.
 */
let hydratingWidth: number | undefined;

export function setHydratingWidth(width: number | undefined): void {
  hydratingWidth = width;
}

/** A desktop's width: what a page is drawn for when nothing says otherwise. */
const DEFAULT_RENDER_WIDTH = 1280;

/** The width being rendered for on the server, or hydrated from in the browser. */
function renderedWidth(): number {
  return requestScope()?.viewportWidth ?? hydratingWidth ?? DEFAULT_RENDER_WIDTH;
}

/** The window width, settled: changed only RESIZE_DEBOUNCE_MS after resizing stops (spec §9). */
let settledWidth: number | undefined;
let resizeTimer: ReturnType<typeof setTimeout> | undefined;
const widthListeners = new Set<() => void>();

function onResize(): void {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => {
    settledWidth = window.innerWidth;
    widthListeners.forEach((listener) => listener());
  }, RESIZE_DEBOUNCE_MS);
}

function subscribeWidth(listener: () => void): () => void {
  if (widthListeners.size === 0) window.addEventListener('resize', onResize);
  widthListeners.add(listener);
  return () => {
    widthListeners.delete(listener);
    if (widthListeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    clearTimeout(resizeTimer);
    // Read afresh by the next one to listen.
    settledWidth = undefined;
  };
}

function widthSnapshot(): number {
  settledWidth ??= window.innerWidth;
  return settledWidth;
}

/** The window's width, updated RESIZE_DEBOUNCE_MS after resizing stops (spec §9). */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribeWidth, widthSnapshot, renderedWidth);
}

const breakpointSnapshot = () => getBreakpoint(widthSnapshot());
const renderedBreakpoint = () => getBreakpoint(renderedWidth());

/**
 * The current breakpoint from the window width, updated 1 s after resizing stops. Its own store
 * (not the width's): a page rendered for a 390-px phone and taken over on a 412-px one is the
 * same breakpoint, so React has nothing to draw again once it has hydrated the page.
 */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribeWidth, breakpointSnapshot, renderedBreakpoint);
}

function subscribePhone(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(PHONE_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

const phoneSnapshot = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY).matches : window.innerWidth <= 767);
const renderedPhone = () => renderedWidth() <= 767;

/** Whether the window is a phone's (PHONE_QUERY), following it live. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribePhone, phoneSnapshot, renderedPhone);
}
