import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockDashboard, sentBody } from '../../../test/dashboard';
import { json, problem, renderApp, renderWithProviders, signInAs } from '../../../test/render';
import { call } from '@/lib/api-call';
import { PrivacyPolicyGate } from './privacy-policy-gate';

const V1 = { id: '11111111-1111-4111-8111-111111111111', title: 'Privacy policy v1', text: '<p>We keep <strong>your data</strong> safe.</p>', language: 'en-US' };
const OTHER_LANGUAGE_NOTICE = 'This version is not available in your language: it is shown in Español.';
const V2 = { id: '22222222-2222-4222-8222-222222222222', title: 'Privacy policy v2', text: '<p>Version two.</p>', language: 'en-US' };

/** ShowsGDPR false, then the awaiting versions in order as each is decided. */
function mockPending(versions: (typeof V1)[]) {
  const queue = [...versions];
  return mockDashboard({
    'GET /api/Backoffice/PrivacyPolicy/ShowsGDPR': () => json(false),
    'GET /api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove': () => json(queue[0] ?? null),
    'POST /api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance': (init) => {
      const { accepted } = JSON.parse(String(init?.body)) as { accepted: boolean };
      queue.shift();
      return json({ accepted, signedOut: !accepted });
    },
  });
}

describe('privacy-policy gate', () => {
  it('does not render the dashboard while a policy awaits; Accept shows the next, then the page', async () => {
    const fetchMock = mockPending([V1, V2]);
    signInAs();
    renderApp(['/dashboard/Home']);

    const modal = await screen.findByRole('dialog', { name: V1.title });
    expect(within(modal).getByTestId('privacy-policy-text').innerHTML).toBe(V1.text);
    expect(screen.queryByTestId('page-title')).not.toBeInTheDocument();
    expect(screen.getByTestId('topbar')).toBeInTheDocument();

    await userEvent.click(within(modal).getByRole('button', { name: 'Accept' }));
    expect(sentBody(fetchMock, 'POST', '/api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance')).toEqual({ id: V1.id, accepted: true });
    expect(await screen.findByRole('dialog', { name: V2.title })).toBeInTheDocument();
    expect(screen.queryByTestId('page-title')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByTestId('page-title')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the version is shown in another language than the reader\'s', async () => {
    mockPending([{ ...V1, language: 'es-ES' }]);
    signInAs();
    renderApp(['/dashboard/Home']);
    const modal = await screen.findByRole('dialog', { name: V1.title });
    expect(within(modal).getByTestId('privacy-policy-other-language')).toHaveTextContent(OTHER_LANGUAGE_NOTICE);
    // Screen readers read the text in its own language.
    expect(within(modal).getByTestId('privacy-policy-text')).toHaveAttribute('lang', 'es-ES');
  });

  it('shows no language notice when the version is in the reader\'s language', async () => {
    mockPending([V1]);
    signInAs();
    renderApp(['/dashboard/Home']);
    const modal = await screen.findByRole('dialog', { name: V1.title });
    expect(within(modal).queryByTestId('privacy-policy-other-language')).not.toBeInTheDocument();
  });

  it('renders the page at once when no policy awaits', async () => {
    mockDashboard({});
    signInAs();
    renderApp(['/dashboard/Home']);
    expect(await screen.findByTestId('page-title')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Decline records the refusal, clears local storage and reloads', async () => {
    const fetchMock = mockPending([V1]);
    signInAs();
    localStorage.setItem('contractData', 'cached');
    const reload = vi.fn();
    renderWithProviders(
      <PrivacyPolicyGate reload={reload}>
        <p data-testid="dashboard" />
      </PrivacyPolicyGate>,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock, 'POST', '/api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance')).toEqual({ id: V1.id, accepted: false });
    expect(localStorage.getItem('tokenExpires')).toBeNull();
    expect(localStorage.getItem('contractData')).toBeNull();
    expect(screen.queryByTestId('dashboard')).not.toBeInTheDocument();
  });

  it('asks again when any call answers 403 POLICY_ACCEPTANCE_REQUIRED (a version published since), and shows the modal', async () => {
    let published = false;
    mockDashboard({
      'GET /api/Backoffice/PrivacyPolicy/ShowsGDPR': () => json(!published),
      'GET /api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove': () => json(published ? V2 : null),
      'GET /api/trips': () => problem('POLICY_ACCEPTANCE_REQUIRED', 403),
    });
    signInAs();
    renderWithProviders(
      <PrivacyPolicyGate>
        <button type="button" data-testid="dashboard" onClick={() => void call('GET /api/trips', { query: {} }).catch(() => undefined)} />
      </PrivacyPolicyGate>,
    );

    const dashboard = await screen.findByTestId('dashboard');
    published = true;
    await userEvent.click(dashboard);
    expect(await screen.findByRole('dialog', { name: V2.title })).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard')).not.toBeInTheDocument();
  });

  it('shows what awaits now when the version was decided meanwhile (409), instead of an error', async () => {
    let decided = false;
    mockDashboard({
      'GET /api/Backoffice/PrivacyPolicy/ShowsGDPR': () => json(false),
      'GET /api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove': () => json(decided ? null : V1),
      'POST /api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance': () => {
        decided = true;
        return problem('CONFLICT', 409);
      },
    });
    signInAs();
    renderWithProviders(
      <PrivacyPolicyGate>
        <p data-testid="dashboard" />
      </PrivacyPolicyGate>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByTestId('dashboard')).toBeInTheDocument();
  });
});
