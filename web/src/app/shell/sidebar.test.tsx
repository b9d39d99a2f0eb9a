import { Notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserVM } from '@customer-hub/contract/account';
import type { SidebarKey } from '@customer-hub/contract/permissions';
import { screens, sidebarEntries } from '@/app/screens';
import { Sidebar } from '@/app/shell/sidebar';
import { sidebarSections } from '@/app/shell/sidebar-items';
import i18n from '@/i18n/i18n';
import { json, mockFetch, problem, renderWithProviders } from '../../../test/render';

type SidebarUser = Pick<UserVM, 'roles' | 'checkedSidebarVis'> & Partial<Pick<UserVM, 'permissions'>>;

const customer = (checkedSidebarVis: SidebarKey[]): SidebarUser => ({ roles: ['Customer'], checkedSidebarVis });

function renderSidebar(user: SidebarUser | undefined, { path = '/dashboard/Home', compact = false } = {}) {
  return renderWithProviders(
    <>
      <Notifications />
      <Sidebar user={user} compact={compact} />
    </>,
    { path },
  );
}

/**
 * The back office's screens as the registry declares them, in its order: Admin opens every one,
 * Backoffice those open to all staff (the `admin` ones, the system log and the settings, are
 * Admin's alone on the server). A new back-office screen is expected here without being listed.
 */
const BACK_OFFICE = screens.filter((entry) => sidebarEntries(entry).some((item) => item.group === 'backOffice'));
const BACK_OFFICE_OF = {
  Admin: BACK_OFFICE.map((entry) => entry.path),
  Backoffice: BACK_OFFICE.filter((entry) => entry.access !== 'admin').map((entry) => entry.path),
};

const CUSTOMER_TEST_IDS = ['nav-Dashboard', 'nav-Reports', 'nav-ContractOrganization', 'nav-SearchDocuments', 'nav-MyTickets', 'nav-ticketSite'];

describe('sidebar', () => {
  it('shows only the customer items whose key is in checkedSidebarVis', () => {
    renderSidebar(customer(['ReportsTab', 'SearchDocsTab']));

    expect(screen.getByTestId('nav-Home')).toBeInTheDocument();
    expect(screen.getByTestId('nav-Reports')).toHaveAttribute('href', '/dashboard/Reports');
    expect(screen.getByTestId('nav-SearchDocuments')).toHaveAttribute('href', '/dashboard/SearchDocuments');
    expect(screen.queryByTestId('nav-Dashboard')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nav-ContractOrganization')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nav-MyTickets')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nav-ticketSite')).not.toBeInTheDocument();
  });

  it('shows every customer item, in order, with every key granted, and leads Dashboard to the dashboard itself', () => {
    renderSidebar(customer(['DashboardTab', 'ReportsTab', 'ContractOrganizationTab', 'SearchDocsTab', 'TicketTab']));
    const group = screen.getByRole('group', { name: 'Customer area' });
    const ids = within(group)
      .getAllByTestId(/^nav-/)
      .map((el) => el.dataset.testid);
    expect(ids).toEqual(CUSTOMER_TEST_IDS);
    expect(screen.getByTestId('nav-Dashboard')).toHaveTextContent('Dashboard');
    expect(screen.getByTestId('nav-Dashboard')).toHaveAttribute('href', '/dashboard');
  });

  it('hides the customer group when no key is granted', () => {
    renderSidebar(customer([]));
    expect(screen.queryByRole('group', { name: 'Customer area' })).not.toBeInTheDocument();
  });

  it('does not show the BackOffice group to customers', () => {
    renderSidebar(customer(['DashboardTab']));
    expect(screen.queryByTestId('sidebar-backoffice')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nav-Users')).not.toBeInTheDocument();
  });

  it('declares the back office as the sidebar tests expect it: staff screens, the system log and settings for Admin only', () => {
    // Contacts is the one a main contact opens too (their colleagues); the rest are staff's.
    expect(BACK_OFFICE.filter((entry) => entry.access !== 'staff' && entry.access !== 'admin').map((entry) => entry.path)).toEqual(['Utilizadores']);
    expect(BACK_OFFICE_OF.Admin).toEqual(expect.arrayContaining(['Users', 'Utilizadores', 'ServiceRequests', 'Logs', 'EmailOutbox', 'AuditLog', 'Settings']));
    expect(BACK_OFFICE_OF.Backoffice).toEqual(expect.arrayContaining(['Users', 'Utilizadores', 'ServiceRequests', 'EmailOutbox']));
    expect(BACK_OFFICE_OF.Backoffice).not.toEqual(expect.arrayContaining(['Logs']));
    expect(BACK_OFFICE_OF.Backoffice).not.toEqual(expect.arrayContaining(['Settings']));
  });

  it.each([
    ['Admin', BACK_OFFICE_OF.Admin],
    ['Backoffice', BACK_OFFICE_OF.Backoffice],
  ] as const)('shows the BackOffice group to %s with the screens it may open', (role, routes) => {
    renderSidebar({ roles: [role], checkedSidebarVis: [] });
    const group = screen.getByTestId('sidebar-backoffice');
    expect(group).toHaveAccessibleName('BackOffice');
    const links = within(group).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(routes.map((route) => `/dashboard/${route}`));
    expect(within(group).getByTestId('nav-Utilizadores')).toHaveTextContent('Contacts');
  });

  it.each([
    ['es-ES', 'Administración', 'Área de cliente'],
    ['pt-PT', 'Administração', 'Área de cliente'],
  ])('names the groups in %s', async (language, backOffice, customerArea) => {
    await i18n.changeLanguage(language);
    renderSidebar({ roles: ['Admin'], checkedSidebarVis: ['DashboardTab'], permissions: ['CurrentAccounts'] });
    expect(screen.getByTestId('sidebar-backoffice')).toHaveAccessibleName(backOffice);
    expect(screen.getByTestId('sidebar-customer')).toHaveAccessibleName(customerArea);
  });

  it('does not show Backoffice the system log and the settings it cannot open', () => {
    renderSidebar({ roles: ['Backoffice'], checkedSidebarVis: [] });
    expect(screen.queryByTestId('nav-Logs')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nav-Settings')).not.toBeInTheDocument();
    expect(screen.getByTestId('nav-LoginLogs')).toBeInTheDocument();
  });

  it('shows only the items of every signed-in user (Home, the knowledge base) while the user is unknown', () => {
    renderSidebar(undefined);
    expect(screen.getAllByTestId(/^nav-/).map((el) => el.dataset.testid)).toEqual(['nav-Home', 'nav-Knowledge']);
  });

  it('marks the current page as active', () => {
    renderSidebar(customer(['ReportsTab']), { path: '/dashboard/Reports' });
    expect(screen.getByTestId('nav-Reports')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('nav-Home')).not.toHaveAttribute('aria-current');
  });

  it('keeps accessible names in the icon rail', () => {
    renderSidebar(customer(['ReportsTab']), { compact: true });
    expect(screen.getByRole('link', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('opens the ticket site from the stored credentials in a new tab', () => {
    localStorage.setItem('ticketCredentials', JSON.stringify({ url: 'https://tickets.example.com/sso', userName: 'a', usesDefault: false }));
    renderSidebar(customer(['TicketTab']));
    const link = screen.getByTestId('nav-ticketSite');
    expect(link).toHaveAttribute('href', 'https://tickets.example.com/sso');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveAccessibleName('Ticket site (opens in a new tab)');
  });

  it('explains the missing ticket credentials when the url is null', async () => {
    localStorage.setItem('ticketCredentials', JSON.stringify({ url: null, userName: null, usesDefault: true }));
    renderSidebar(customer(['TicketTab']));
    const item = screen.getByTestId('nav-ticketSite');
    expect(item).not.toHaveAttribute('href');

    await userEvent.click(item);

    expect(
      await screen.findByText('You need to fill your information about the credentials in the backoffice.'),
    ).toBeInTheDocument();
  });

  it('asks for the credentials again when sign-in could not store them, and opens the default survey login', async () => {
    const fetchMock = mockFetch({
      'GET /api/Backoffice/User/GetUserTicketCredentials': () => json({ url: 'https://survey.example.com/login', userName: null, usesDefault: true }),
    });
    renderSidebar(customer(['TicketTab']));

    await waitFor(() => expect(screen.getByTestId('nav-ticketSite')).toHaveAttribute('href', 'https://survey.example.com/login'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('ticketCredentials') ?? 'null')).toMatchObject({ url: 'https://survey.example.com/login' });
  });

  it.each([
    ['en-US', 'Ticket site', 'it is not possible to check the user credentials at the moment'],
    ['es-ES', 'Portal de incidencias', 'no es posible comprobar las credenciales del usuario en este momento'],
    ['pt-PT', 'Portal de tickets', 'não é possível verificar as credenciais do utilizador neste momento'],
  ])('says in %s that the credentials cannot be checked when that call fails', async (language, label, message) => {
    await i18n.changeLanguage(language);
    mockFetch({ 'GET /api/Backoffice/User/GetUserTicketCredentials': () => problem('INTERNAL_ERROR', 500) });
    renderSidebar(customer(['TicketTab']));
    const item = screen.getByTestId('nav-ticketSite');
    expect(item).toHaveTextContent(label);
    await waitFor(() => expect(item).not.toBeDisabled());

    await userEvent.click(item);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(item).not.toHaveAttribute('href');
  });

  it('shows a contact with Requests the service requests beside the ticket site, and one without neither', () => {
    localStorage.setItem('ticketCredentials', JSON.stringify({ url: null, userName: null, usesDefault: false }));
    renderSidebar({ roles: ['Customer'], checkedSidebarVis: ['TicketTab'], permissions: ['Requests'] });
    expect(screen.getByTestId('nav-MyTickets')).toHaveAttribute('href', '/dashboard/MyTickets');
    expect(screen.getByTestId('nav-MyTickets')).toHaveTextContent('Service requests');
    expect(screen.getByTestId('nav-ticketSite')).toBeInTheDocument();
    cleanup();

    renderSidebar({ roles: ['Customer'], checkedSidebarVis: ['SearchDocsTab'], permissions: ['SearchDocuments'] });
    expect(screen.getByTestId('nav-SearchDocuments')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-MyTickets')).not.toBeInTheDocument();
    expect(screen.queryByTestId('nav-ticketSite')).not.toBeInTheDocument();
  });

  it('keeps the service request list lit on a ticket of it', () => {
    renderSidebar({ roles: ['Customer'], checkedSidebarVis: [], permissions: ['Requests'] }, { path: '/dashboard/MyTickets/abc' });
    expect(screen.getByTestId('nav-MyTickets')).toHaveAttribute('aria-current', 'page');
  });
});

describe('sidebarSections', () => {
  it('shows Orders to a contact with the Orders permission, and to staff', () => {
    const withOrders = sidebarSections({ roles: ['Customer'], checkedSidebarVis: ['DashboardTab'], permissions: ['Orders'] });
    expect(withOrders.customer.map((item) => item.route)).toEqual(['Dashboard', 'Orders']);
    expect(sidebarSections({ roles: ['Customer'], checkedSidebarVis: ['DashboardTab'], permissions: [] }).customer.map((i) => i.route)).toEqual([
      'Dashboard',
    ]);
    expect(sidebarSections({ roles: ['Backoffice'], checkedSidebarVis: [], permissions: [] }).customer.map((i) => i.route)).toEqual(['Orders']);
  });

  it('gives each role the items of the screens it may open, and nothing that would refuse it', () => {
    const ids = (user: Parameters<typeof sidebarSections>[0]) => {
      const { customer, backOffice } = sidebarSections(user);
      return [...customer, ...(backOffice ?? [])].map((item) => item.id);
    };
    const allKeys = ['DashboardTab', 'ReportsTab', 'ContractOrganizationTab', 'SearchDocsTab', 'TicketTab'] as const;
    // Staff reach the service requests from the back office's queue, not the customer area.
    expect(ids({ roles: ['Admin'], checkedSidebarVis: [...allKeys], permissions: [] })).toEqual([
      'Dashboard', 'Orders', 'Reports', 'ContractOrganization', 'SearchDocuments', 'ticketSite',
      ...BACK_OFFICE_OF.Admin,
    ]);
    expect(ids({ roles: ['Backoffice'], checkedSidebarVis: [...allKeys], permissions: [] })).toEqual([
      'Dashboard', 'Orders', 'Reports', 'ContractOrganization', 'SearchDocuments', 'ticketSite',
      ...BACK_OFFICE_OF.Backoffice,
    ]);
    expect(
      ids({ roles: ['Customer'], checkedSidebarVis: [...allKeys], permissions: ['Dashboard', 'CurrentAccounts', 'Orders', 'Reports', 'ContractOrganization', 'SearchDocuments', 'Requests'] }),
    ).toEqual(['Dashboard', 'Orders', 'Reports', 'ContractOrganization', 'SearchDocuments', 'MyTickets', 'ticketSite']);
    expect(ids({ roles: ['Customer'], checkedSidebarVis: ['SearchDocsTab'], permissions: ['SearchDocuments'] })).toEqual(['SearchDocuments']);
  });

  it('leads the Dashboard item to the dashboard, for contacts and staff alike', () => {
    const dashboardOnly = sidebarSections({ roles: ['Customer'], checkedSidebarVis: ['DashboardTab'], permissions: ['Dashboard'] });
    expect(dashboardOnly.customer.map((item) => item.to)).toEqual(['/dashboard']);
    const withLedger = sidebarSections({ roles: ['Customer'], checkedSidebarVis: ['DashboardTab'], permissions: ['Dashboard', 'CurrentAccounts'] });
    expect(withLedger.customer.map((item) => item.to)).toEqual(['/dashboard']);
    // Staff read the dashboard of the company they choose there.
    const staff = sidebarSections({ roles: ['Backoffice'], checkedSidebarVis: ['DashboardTab'], permissions: [] });
    expect(staff.customer[0]).toMatchObject({ id: 'Dashboard', to: '/dashboard' });
  });

  it('gives no BackOffice items to a user without a staff role', () => {
    expect(sidebarSections({ roles: ['Customer'], checkedSidebarVis: ['TicketTab'] })).toEqual({
      customer: [expect.objectContaining({ id: 'MyTickets' }), expect.objectContaining({ id: 'ticketSite', external: true })],
      backOffice: null,
    });
  });
});
