import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '@/app/shell/toast-host';
import { failure, MESSAGE_AUTO_CLOSE_MS } from '@/lib/notify';
import { renderWithProviders } from '../../../test/render';

const SAVED = 'Saved';
const FAILED = 'Could not save';

describe('ToastHost (spec §9: a message shows 1.5 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
  });

  it('closes a message after 1.5 s by default and keeps a failure until it is closed', () => {
    expect(MESSAGE_AUTO_CLOSE_MS).toBe(1500);
    renderWithProviders(<ToastHost />);
    act(() => {
      notifications.show({ color: 'green', message: SAVED });
      notifications.show(failure({ message: FAILED }));
    });
    expect(screen.getByText(SAVED)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1400));
    expect(screen.getByText(SAVED)).toBeInTheDocument();
    // Closed at 1.5 s, gone once its exit transition has run (Mantine's own default is 4 s).
    act(() => vi.advanceTimersByTime(200));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText(SAVED)).toBeNull();

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText(FAILED)).toBeInTheDocument();
  });

  it('names each toast’s close button', () => {
    renderWithProviders(<ToastHost />);
    act(() => {
      notifications.show(failure({ message: FAILED }));
    });
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
