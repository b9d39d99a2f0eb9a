import { act, lazy, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_LIVE_ATTRIBUTE, LiveBoundary, LiveMarkRoot, ServerLiveMarks, useScreenMarksLive } from '@/components/live-boundary';

const live = () => document.documentElement.hasAttribute(APP_LIVE_ATTRIBUTE);

function Inner() {
  return <p data-part="inner" />;
}

function Frame() {
  useScreenMarksLive();
  return <p data-part="frame" />;
}

/** A frame that claims the mark, and a screen boundary holding a second one. */
function Page({ expected, inner: InnerPart }: { expected: number; inner: ComponentType }) {
  return (
    <LiveMarkRoot expected={expected}>
      <Frame />
      <LiveBoundary>
        <p data-part="screen" />
        <LiveBoundary>
          <InnerPart />
        </LiveBoundary>
      </LiveBoundary>
    </LiveMarkRoot>
  );
}

/** A lazy part whose code arrives when `arrive()` is called. */
function lateInner() {
  let arrive = () => {};
  const part = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Inner }))));
  return { part, arrive: () => arrive() };
}

// Other files' tests in this window may have marked it.
beforeEach(() => document.documentElement.removeAttribute(APP_LIVE_ATTRIBUTE));

afterEach(() => {
  document.documentElement.removeAttribute(APP_LIVE_ATTRIBUTE);
  document.body.innerHTML = '';
});

describe('LiveBoundary', () => {
  it('marks a server-rendered page live only once every boundary the server drew is taken over', async () => {
    const marks = new Set<string>();
    const html = renderToString(
      <ServerLiveMarks value={marks}>
        <Page expected={0} inner={Inner} />
      </ServerLiveMarks>,
    );
    expect(marks.size).toBe(2);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const inner = lateInner();
    await act(async () => {
      hydrateRoot(container, <Page expected={marks.size} inner={inner.part} />);
    });
    // The frame and the screen's boundary are the app's; the inner part waits for its code.
    expect(live()).toBe(false);
    expect(container.querySelector('[data-part="inner"]')).not.toBeNull();

    await act(async () => inner.arrive());
    expect(live()).toBe(true);
  });

  it('on a page the browser draws, marks it live once the screen first shows', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const inner = lateInner();
    await act(async () => {
      createRoot(container).render(<Page expected={0} inner={inner.part} />);
    });
    // The inner boundary shows its fallback; the screen's boundary committed.
    expect(live()).toBe(true);
  });

  it('marks a page without a claiming frame live at the first commit', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <LiveMarkRoot>
          <p data-part="sign-in" />
        </LiveMarkRoot>,
      );
    });
    expect(live()).toBe(true);
  });
});
