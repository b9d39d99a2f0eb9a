/**
 * Runs `work` once the browser has nothing more urgent to do (at the latest after `timeout` ms),
 * so what the first page can do without does not lengthen the tasks that draw and take it over.
 */
export function whenIdle(work: () => void, timeout = 3000): void {
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout });
  else window.setTimeout(work, 1);
}
