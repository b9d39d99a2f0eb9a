import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from '@/app/offline-notice';
import { AppProviders } from '@/app/providers';
import { queryClient } from '@/lib/query-client';
import enUS from '@customer-hub/contract/i18n/en-US.json';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const renderNotice = () =>
  render(
    <AppProviders queryClient={queryClient} env="test">
      <OfflineNotice />
    </AppProviders>,
  );

afterEach(() => vi.restoreAllMocks());

describe('OfflineNotice', () => {
  it('says nothing while online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderNotice();
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
  });

  it('tells the reader they are offline when the connection drops, and goes away when it is back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderNotice();

    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(enUS.offline.notice);

    setOnline(true);
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
  });
});
