import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { userVM } from '../../../test/dashboard';
import { json, mockFetch, renderApp, signInAs } from '../../../test/render';

const staffVM = userVM({
  id: 'u2',
  userName: 'bo.admin',
  firstName: 'Bruno',
  lastName: 'Ortega',
  email: 'bruno@example.com',
  roles: ['Backoffice'],
  companyName: null,
});

const ORIGINAL_WIDTH = window.innerWidth;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function mockShellApi(extra: Record<string, () => Response> = {}) {
  return mockFetch({
    'GET /api/Backoffice/User/GetUserVM': () => json(staffVM),
    'GET /api/Backoffice/User/GetUserPhoto': () => json(''),
    'GET /api/Account/GetUserLanguage': () => json('en-US'),
    'GET /api/Backoffice/PrivacyPolicy/ShowsGDPR': () => json(true),
    'POST /api/auth/logout': () => json({ loggedOut: true }),
    'PUT /api/account/language': () => json({ language: 'es-ES' }),
    ...extra,
  });
}

afterEach(() => setWidth(ORIGINAL_WIDTH));

describe('shell', () => {
  it('renders top bar, sidebar, footer and a skip link', async () => {
    setWidth(1400);
    mockShellApi();
    signInAs();
    renderApp(['/dashboard/Home']);

    expect(await screen.findByTestId('topbar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(await screen.findByTestId('sidebar-backoffice')).toBeInTheDocument();
    const footer = await screen.findByTestId('footer');
    expect(footer).toHaveTextContent('Customer Hub');
    expect(footer).toHaveTextContent(/Version \d+\.\d+\.\d+/);
    expect(footer).toHaveTextContent('Built on');
  });

  it('keeps the whole product title on a phone: it may wrap, and its full text is its title', async () => {
    setWidth(390);
    mockShellApi();
    signInAs();
    renderApp(['/dashboard/Home']);

    const title = await screen.findByTestId('app-title');
    expect(title).toHaveTextContent('Customer Hub');
    expect(title).toHaveAttribute('title', 'Customer Hub');
    expect(title).not.toHaveAttribute('data-truncate');
    expect(title).toHaveAttribute('data-line-clamp');
  });

  it('shows initials when the photo is empty, and the photo when there is one', async () => {
    setWidth(1400);
    mockShellApi();
    signInAs();
    renderApp(['/dashboard/Home']);
    const menuButton = await screen.findByTestId('user-menu');
    await waitFor(() => expect(menuButton).toHaveTextContent('BO'));
    expect(within(menuButton).queryByRole('img')).toBeNull();
  });

  it('renders the base64 photo as an image', async () => {
    setWidth(1400);
    mockShellApi({ 'GET /api/Backoffice/User/GetUserPhoto': () => json('iVBORw0KGgo=') });
    signInAs();
    renderApp(['/dashboard/Home']);
    const image = await within(await screen.findByTestId('user-menu')).findByRole('img');
    expect(image).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
  });

  it('logs out from the user menu: server told, session cleared, back to /signin', async () => {
    setWidth(1400);
    const fetchMock = mockShellApi();
    signInAs();
    localStorage.setItem('shippingData', 'cached');
    const { router } = renderApp(['/dashboard/Home']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('logout'));

    await screen.findByTestId('signin-form');
    expect(router.state.location.pathname).toBe('/signin');
    expect(localStorage.getItem('tokenExpires')).toBeNull();
    expect(localStorage.getItem('shippingData')).toBeNull();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/auth/logout' && init?.method === 'POST')).toBe(true);
  });

  it('opens "My account" from the settings item', async () => {
    setWidth(1400);
    mockShellApi();
    signInAs();
    const { router } = renderApp(['/dashboard/Home']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByTestId('user-settings'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Utilizadores'));
    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('My account'));
  });

  it('saves a language change with PUT /api/account/language and switches the interface', async () => {
    setWidth(1400);
    const fetchMock = mockShellApi();
    signInAs();
    renderApp(['/dashboard/Reports']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('language-select'));
    await user.click(await screen.findByTestId('language-option-es-ES'));

    await waitFor(() => expect(screen.getByTestId('page-title')).toHaveTextContent('Informes'));
    const put = fetchMock.mock.calls.find(([url]) => url === '/api/account/language');
    expect(put?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ language: 'es-ES' });
    expect(localStorage.getItem('language')).toBe('es-ES');
    expect(document.documentElement.lang).toBe('es-ES');
    expect(i18n.language).toBe('es-ES');
  });

  it('desktop: starts expanded, the toggle collapses the sidebar to an icon rail', async () => {
    setWidth(1400);
    mockShellApi();
    signInAs();
    renderApp(['/dashboard/Home']);
    const toggle = await screen.findByTestId('menu-toggle');
    expect(toggle).toHaveAccessibleName('Toggle navigation menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('sidebar')).not.toHaveAttribute('data-compact');

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-compact', 'true');
  });

  it('tablet: starts as an icon rail, the toggle expands it', async () => {
    setWidth(1000);
    mockShellApi();
    signInAs();
    renderApp(['/dashboard/Home']);
    expect(await screen.findByTestId('sidebar')).toHaveAttribute('data-compact', 'true');

    await userEvent.click(screen.getByTestId('menu-toggle'));

    expect(screen.getByTestId('sidebar')).not.toHaveAttribute('data-compact');
  });

  it('mobile: the sidebar is hidden, the toggle opens a drawer that closes on navigation', async () => {
    setWidth(375);
    mockShellApi();
    signInAs();
    const { router } = renderApp(['/dashboard/Home']);
    await screen.findByTestId('topbar');
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByTestId('menu-toggle'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('sidebar')).toBeInTheDocument();

    await user.click(await within(dialog).findByTestId('nav-Users'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/Users'));
    await waitFor(() => expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument());
  });
});
