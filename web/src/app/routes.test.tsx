import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_ROUTES } from '@customer-hub/contract/routes';
import i18n from '@/i18n/i18n';
import { userVM } from '../../test/dashboard';
import { json, mockFetch, renderApp, signInAs } from '../../test/render';

const customerVM = userVM({ checkedSidebarVis: ['ReportsTab'], companyName: null });

function mockDashboardApi(overrides: Record<string, () => Response | Promise<Response>> = {}) {
  return mockFetch({
    'GET /api/Backoffice/User/GetUserVM': () => json(customerVM),
    'GET /api/Backoffice/User/GetUserPhoto': () => json(''),
    'GET /api/Account/GetUserLanguage': () => json('en-US'),
    ...overrides,
  });
}

describe('public routes', () => {
  it.each(['/', '/signin'])('%s shows the sign-in form', async (path) => {
    renderApp([path]);
    expect(await screen.findByTestId('signin-form')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp(['/no/such/page']);
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Page not found');
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('shows the 500 page', async () => {
    renderApp(['/500']);
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Internal Server Error');
    expect(screen.getByText('An error occurred. Try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });

  it.each([
    ['/RecoverPassword', 'Recover password', 'recover-form'],
    ['/Request', 'Request access', 'request-form'],
    ['/SignUp', 'Sign up', 'signup-form'],
  ])('%s shows its title and its form, with a way back to sign in', async (path, title, form) => {
    renderApp([path]);
    expect(await screen.findByTestId('page-title')).toHaveTextContent(title);
    expect(screen.getByTestId(form)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
  });

  it.each([
    ['/ResetPassword', 'Reset password'],
    ['/SetPassword', 'Choose your password'],
  ])('%s without a token says the link is not valid', async (path, title) => {
    renderApp([path]);
    expect(await screen.findByTestId('page-title')).toHaveTextContent(title);
    expect(screen.getByTestId('reset-invalid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/RecoverPassword');
  });
});

describe('dashboard gate', () => {
  it('sends a visitor without a token to /signin, remembering the origin', async () => {
    const { router } = renderApp(['/dashboard/Reports?tab=2']);
    await screen.findByTestId('signin-form');
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard/Reports', search: '?tab=2' } });
  });

  it('treats an expired token as logged out and clears it', async () => {
    localStorage.setItem('tokenExpires', String(Date.now() - 1));
    localStorage.setItem('invoiceData', 'cached');
    const { router } = renderApp(['/dashboard/Home']);
    await screen.findByTestId('signin-form');
    expect(router.state.location.pathname).toBe('/signin');
    await waitFor(() => expect(localStorage.getItem('tokenExpires')).toBeNull());
    expect(localStorage.getItem('invoiceData')).toBeNull();
  });

  it('checks the token again on the next navigation', async () => {
    mockDashboardApi();
    signInAs();
    const { router } = renderApp(['/dashboard/Home']);
    await screen.findByTestId('topbar');
    localStorage.setItem('tokenExpires', String(Date.now() - 1));

    await router.navigate('/dashboard/Reports');

    await screen.findByTestId('signin-form');
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('lands on Home for /dashboard', async () => {
    mockDashboardApi({ 'GET /api/home': () => json({ slides: [], news: [], links: [], documents: [] }) });
    signInAs();
    const { router } = renderApp(['/dashboard']);
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Welcome, Ana!');
    expect(router.state.location.pathname).toBe('/dashboard/Home');
    expect(await screen.findByText(/There is nothing new for you yet/)).toBeInTheDocument();
  });

  it("starts the frame's first calls and the page's while its code loads, before any of it renders", async () => {
    // The gate's answer never arrives, so nothing of the dashboard renders; Home's call left beside it.
    const fetchMock = mockDashboardApi({ 'GET /api/Backoffice/PrivacyPolicy/ShowsGDPR': () => new Promise<Response>(() => undefined) });
    signInAs();
    renderApp(['/dashboard/Home']);
    const asked = (path: string) => fetchMock.mock.calls.some(([input]) => String(input).endsWith(path));
    await waitFor(() => expect(asked('/api/Account/GetUserLanguage')).toBe(true));
    expect(asked('/api/Backoffice/PrivacyPolicy/ShowsGDPR')).toBe(true);
    expect(asked('/api/Backoffice/User/GetUserVM')).toBe(true);
    await waitFor(() => expect(asked('/api/home')).toBe(true));
    expect(screen.queryByTestId('page-title')).toBeNull();
  });

  it('asks nothing ahead of time without a session', async () => {
    const fetchMock = mockDashboardApi();
    renderApp(['/dashboard/Home']);
    await screen.findByTestId('signin-form');
    // The sign-in page's own public question (which single sign-on buttons to show) is not data.
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/') && !String(input).startsWith('/api/sso/lookup'))).toEqual([]);
  });

  it('sends a signed-in user from /signin to Home', async () => {
    mockDashboardApi();
    signInAs();
    const { router } = renderApp(['/signin']);
    await screen.findByTestId('topbar');
    expect(router.state.location.pathname).toBe('/dashboard/Home');
  });
});

/** The dashboard pages that have their own screen; the rest still say "coming soon". */
const BUILT = new Set([
  'Home',
  'Users',
  'Utilizadores',
  'Companies',
  'Buildings',
  'MyMessages',
  'LoginLogs',
  'EmailLogs',
  'Logs',
  'Settings',
  'CurrentAccount',
  'Trips',
  'Contracts',
  'ContractsGeo',
  'ContractOrganization',
  'Teams',
  'Stocks',
  'Transports',
  'SearchDocuments',
  'ContentManagement',
  'MyTickets',
  'Request',
  'Reports',
]);

describe('dashboard pages', () => {
  // As Admin, who may open every screen (a customer is refused the back office's).
  it.each(DASHBOARD_ROUTES.filter((r) => !BUILT.has(r)))('/dashboard/%s shows its translated title and coming soon', async (route) => {
    mockDashboardApi({ 'GET /api/Backoffice/User/GetUserVM': () => json({ ...customerVM, roles: ['Admin'] }) });
    signInAs();
    renderApp([`/dashboard/${route}`]);
    const title = await screen.findByTestId('page-title');
    expect(title).toHaveTextContent(i18n.t(`routes.${route}`));
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('shows the page in the user language', async () => {
    mockDashboardApi({
      'GET /api/Account/GetUserLanguage': () => json('pt-PT'),
      'GET /api/Backoffice/User/GetUserVM': () => json({ ...customerVM, permissions: ['Reports'] }),
      'GET /api/reports': () => json({ items: [] }),
    });
    signInAs();
    renderApp(['/dashboard/Reports']);
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Relatórios'));
    expect(await screen.findByText('Não há nenhum relatório disponível para a sua conta.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-PT');
  });

  it('has a web-only Orders page', async () => {
    mockDashboardApi({
      'GET /api/Backoffice/User/GetUserVM': () => json({ ...customerVM, permissions: ['Orders'] }),
      'GET /api/orders': () => json({ items: [], total: 0, page: 1, pageSize: 25 }),
    });
    signInAs();
    renderApp(['/dashboard/Orders']);
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Orders');
    expect(await screen.findByTestId('orders-table-empty')).toBeInTheDocument();
  });

  it.each(['Users', 'Companies', 'Buildings', 'Logs', 'Settings', 'LoginLogs'])(
    'tells a customer at /dashboard/%s they have no permission, under the page title',
    async (route) => {
      mockDashboardApi();
      signInAs();
      renderApp([`/dashboard/${route}`]);
      expect(await screen.findByTestId('forbidden')).toHaveTextContent(i18n.t('common.forbiddenTitle'));
      expect(screen.getByTestId('page-title')).toHaveTextContent(i18n.t(`routes.${route}` as 'routes.Users'));
      expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
    },
  );

  it('tells Backoffice the system log and the settings are not theirs', async () => {
    mockDashboardApi({ 'GET /api/Backoffice/User/GetUserVM': () => json({ ...customerVM, roles: ['Backoffice'] }) });
    signInAs();
    renderApp(['/dashboard/Settings']);
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Settings');
  });

  it('refuses a permission-gated screen to a contact without the permission', async () => {
    mockDashboardApi({ 'GET /api/Backoffice/User/GetUserVM': () => json({ ...customerVM, checkedSidebarVis: [], permissions: [] }) });
    signInAs();
    renderApp(['/dashboard/Reports']);
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('sends unknown dashboard paths to the 404 page', async () => {
    mockDashboardApi();
    signInAs();
    const { router } = renderApp(['/dashboard/Nope']);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('back/forward rule', () => {
  it('forces a signed-in user to Home on a back navigation', async () => {
    mockDashboardApi();
    signInAs();
    const { router } = renderApp(['/dashboard/Trips', '/dashboard/Reports']);
    await screen.findByTestId('page-title');
    expect(router.state.location.pathname).toBe('/dashboard/Reports');

    await router.navigate(-1);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Home'));
  });

  it('leaves a back navigation to RecoverPassword alone', async () => {
    mockDashboardApi();
    signInAs();
    const { router } = renderApp(['/RecoverPassword', '/dashboard/Reports']);
    await screen.findByTestId('page-title');

    await router.navigate(-1);

    await screen.findByText('Recover password');
    expect(router.state.location.pathname).toBe('/RecoverPassword');
  });

  it('does not force anything on the first load', async () => {
    mockDashboardApi();
    signInAs();
    const { router } = renderApp(['/dashboard/Reports']);
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Reports');
    expect(router.state.location.pathname).toBe('/dashboard/Reports');
  });

  it('does not force a visitor who is not signed in', async () => {
    const { router } = renderApp(['/Request', '/404']);
    await screen.findByText('Page not found');
    await router.navigate(-1);
    expect(await screen.findByTestId('request-form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/Request');
  });
});
