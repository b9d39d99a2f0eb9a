import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lastQuery, mockDashboard, sentBody } from '../../../../test/dashboard';
import { FakeXhr } from '../../../../test/fake-xhr';
import { json, problem, renderApp, signInAs } from '../../../../test/render';
import { BUILDING_A, formOptions, requester, SITE_LISBOA, SITE_PORTO, TICKET_ID, ticketDetail, WATCHER } from './tickets-test-data';

const ATTACHMENT_ID = '88888888-8888-4888-8888-888888888888';
const photo = () => new File(['jpeg bytes'], 'leak.jpg', { type: 'image/jpeg' });
const pdf = () => new File(['%PDF-1.7'], 'quote.pdf', { type: 'application/pdf' });

function mockForm(handlers: Parameters<typeof mockDashboard>[0] = {}) {
  return mockDashboard(
    {
      'GET /api/tickets/form-options': () => json(formOptions()),
      'POST /api/tickets': () => json(ticketDetail(), 201),
      [`GET /api/tickets/${TICKET_ID}`]: () => json(ticketDetail()),
      ...handlers,
    },
    requester,
  );
}

async function openForm() {
  signInAs();
  const view = renderApp(['/dashboard/Request']);
  const form = await screen.findByTestId('ticket-form');
  await waitFor(() => expect(within(form).getByTestId('ticket-site')).not.toBeDisabled());
  return { ...view, form };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.selectOptions(within(form).getByTestId('ticket-type'), 'Defect');
  await user.selectOptions(within(form).getByTestId('ticket-site'), 'Lisboa Centro · Lusitania Retail');
  await user.type(within(form).getByTestId('ticket-title'), 'Roof leak');
  await user.type(within(form).getByTestId('ticket-description'), 'Rain gets in.');
}

const posted = (fetchMock: ReturnType<typeof mockDashboard>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/tickets' && init?.method === 'POST').length;

beforeEach(() => FakeXhr.reset());

// Whole pages typed into field by field: slow on a busy machine, hence the longer limit.
describe('new service request (/dashboard/Request)', { timeout: 60_000 }, () => {
  it('says what is missing before sending anything', async () => {
    const fetchMock = mockForm();
    const { form } = await openForm();
    const user = userEvent.setup({ delay: null });

    await user.click(within(form).getByTestId('ticket-submit'));

    // Type, site (two to choose from), title and description.
    expect(within(form).getAllByText('This field is required.')).toHaveLength(4);
    expect(posted(fetchMock)).toBe(0);
  });

  it('uploads each file with its progress, cancels one, and sends the request with the uploaded ids', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchMock = mockForm();
    const { form, router } = await openForm();
    const user = userEvent.setup({ delay: null });
    await fillRequired(user, form);
    await user.selectOptions(within(form).getByTestId('ticket-building'), 'Warehouse A');
    await user.selectOptions(within(form).getByTestId('ticket-priority'), 'Urgent');

    await user.upload(within(form).getByTestId('ticket-files-input'), [photo(), pdf()]);

    expect(FakeXhr.sent).toHaveLength(2);
    const [first, second] = FakeXhr.sent as [FakeXhr, FakeXhr];
    expect([first.method, first.url]).toEqual(['POST', '/api/tickets/attachments']);
    expect((first.body?.get('file') as File).name).toBe('leak.jpg');
    // Same-origin: the session cookie goes with it; no script holds a token to add.
    expect(first.headers.Authorization).toBeUndefined();

    act(() => first.progress(40, 100));
    expect(await screen.findByRole('progressbar', { name: 'Uploading leak.jpg: 40%' })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Cancel the upload of leak.jpg' }));
    expect(first.aborted).toBe(true);
    expect(within(form).queryByText('leak.jpg')).not.toBeInTheDocument();

    act(() => second.respond(201, { id: ATTACHMENT_ID, fileName: 'quote.pdf', contentType: 'application/pdf', size: 8, createdAt: '2026-03-02T09:15:00Z' }));
    await waitFor(() => expect(within(form).getByTestId('ticket-files-item')).toHaveAttribute('data-status', 'uploaded'));
    expect(within(form).getByRole('img', { name: 'quote.pdf is uploaded' })).toBeInTheDocument();

    await user.click(within(form).getByTestId('ticket-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/MyTickets/${TICKET_ID}`));
    expect(sentBody(fetchMock, 'POST', '/api/tickets')).toEqual({
      type: 'Defect',
      priority: 'Urgent',
      siteId: SITE_LISBOA,
      buildingId: BUILDING_A,
      title: 'Roof leak',
      description: 'Rain gets in.',
      watcherIds: [],
      attachmentIds: [ATTACHMENT_ID],
      // The form's id, for the knowledge-base articles read while writing it.
      draftId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await screen.findByText('Request SR-2026-000012 was sent.')).toBeInTheDocument();
  });

  it('does not send while a file is still uploading', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchMock = mockForm();
    const { form } = await openForm();
    const user = userEvent.setup({ delay: null });
    await fillRequired(user, form);
    await user.upload(within(form).getByTestId('ticket-files-input'), photo());

    await user.click(within(form).getByTestId('ticket-submit'));

    expect(await within(form).findByText('Wait until the files have finished uploading.')).toBeInTheDocument();
    expect(posted(fetchMock)).toBe(0);
  });

  it('refuses too large and unknown files before uploading them, in the reader’s language', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    mockForm({ 'GET /api/Account/GetUserLanguage': () => json('es-ES') });
    const { form } = await openForm();
    await waitFor(() => expect(within(form).getByTestId('ticket-submit')).toHaveTextContent('Enviar solicitud'));
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const big = new File(['x'], 'plano.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    const program = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });

    await user.upload(within(form).getByTestId('ticket-files-input'), [big, program]);

    const refused = within(form).getByTestId('ticket-files-refused');
    expect(refused).toHaveTextContent('plano.pdf ocupa más de 10 MB.');
    expect(refused).toHaveTextContent('No se puede adjuntar setup.exe');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('keeps everything typed and the files when the server refuses the request, to send again', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    let answers = 0;
    const fetchMock = mockForm({ 'POST /api/tickets': () => (answers++ === 0 ? problem('INTERNAL_ERROR', 500) : json(ticketDetail(), 201)) });
    const { form, router } = await openForm();
    const user = userEvent.setup({ delay: null });
    await fillRequired(user, form);
    await waitFor(() => expect(within(form).getByTestId('ticket-watchers')).not.toBeDisabled());
    await user.click(within(form).getByTestId('ticket-watchers'));
    await user.click(await screen.findByRole('option', { name: 'Bruno Dias' }));
    await user.upload(within(form).getByTestId('ticket-files-input'), pdf());
    act(() => FakeXhr.last?.respond(201, { id: ATTACHMENT_ID }));
    await waitFor(() => expect(within(form).getByTestId('ticket-files-item')).toHaveAttribute('data-status', 'uploaded'));

    await user.click(within(form).getByTestId('ticket-submit'));

    expect(await within(form).findByTestId('ticket-form-error')).toHaveTextContent('Something went wrong on our side');
    expect(router.state.location.pathname).toBe('/dashboard/Request');
    expect(within(form).getByTestId('ticket-title')).toHaveValue('Roof leak');
    expect(within(form).getByTestId('ticket-description')).toHaveValue('Rain gets in.');
    expect(within(form).getByTestId('ticket-site')).toHaveValue(SITE_LISBOA);
    expect(within(form).getByTestId('ticket-files-item')).toHaveTextContent('quote.pdf');

    await user.click(within(form).getByTestId('ticket-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/MyTickets/${TICKET_ID}`));
    const bodies = fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/tickets' && init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[1]).toMatchObject({ siteId: SITE_LISBOA, title: 'Roof leak', watcherIds: [WATCHER], attachmentIds: [ATTACHMENT_ID] });
  });

  it('offers only the watchers who can see the chosen site, and drops those who cannot', async () => {
    const OTHER = '99999999-9999-4999-8999-999999999999';
    const everyone = [
      { id: WATCHER, name: 'Bruno Dias' },
      { id: OTHER, name: 'Carla Mota' },
    ];
    // Bruno works at Lisboa only; Carla sees the whole company.
    const watchersOf = (site: string | null) => (site === SITE_PORTO ? [everyone[1]!] : everyone);
    const fetchMock = mockForm({
      'GET /api/tickets/form-options': (_init, url) => json(formOptions({ watchers: watchersOf(new URL(url, 'http://x').searchParams.get('siteId')) })),
    });
    const { form } = await openForm();
    const user = userEvent.setup({ delay: null });
    await fillRequired(user, form);
    await waitFor(() => expect(lastQuery(fetchMock, '/api/tickets/form-options').get('siteId')).toBe(SITE_LISBOA));
    await waitFor(() => expect(within(form).getByTestId('ticket-watchers')).not.toBeDisabled());
    await user.click(within(form).getByTestId('ticket-watchers'));
    await user.click(await screen.findByRole('option', { name: 'Bruno Dias' }));
    await user.click(await screen.findByRole('option', { name: 'Carla Mota' }));

    await user.selectOptions(within(form).getByTestId('ticket-site'), 'Porto Norte · Lusitania Retail');

    await waitFor(() => expect(lastQuery(fetchMock, '/api/tickets/form-options').get('siteId')).toBe(SITE_PORTO));
    await waitFor(() => expect(within(form).queryByText('Bruno Dias')).not.toBeInTheDocument());
    await user.click(within(form).getByTestId('ticket-watchers'));
    expect(screen.queryByRole('option', { name: 'Bruno Dias' })).not.toBeInTheDocument();

    await user.click(within(form).getByTestId('ticket-submit'));
    await waitFor(() => expect(posted(fetchMock)).toBe(1));
    expect(sentBody(fetchMock, 'POST', '/api/tickets')).toMatchObject({ siteId: SITE_PORTO, watcherIds: [OTHER] });
  });

  it('says so when nobody else can follow the request', async () => {
    mockForm({ 'GET /api/tickets/form-options': () => json(formOptions({ watchers: [] })) });
    const { form } = await openForm();
    const watchers = within(form).getByTestId('ticket-watchers');
    await waitFor(() => expect(watchers).toHaveAttribute('placeholder', 'Nobody else can follow this request.'));
    expect(watchers).toBeDisabled();
  });

  it('preselects a site-scoped contact’s own site and sends it', async () => {
    const own = formOptions({
      sites: [{ id: SITE_PORTO, code: 'OPO', name: 'Porto Norte', businessPartnerName: 'Lusitania Retail', own: true, buildings: [] }],
    });
    const fetchMock = mockForm({ 'GET /api/tickets/form-options': () => json(own) });
    const { form } = await openForm();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(within(form).getByTestId('ticket-site')).toHaveValue(SITE_PORTO));

    await user.selectOptions(within(form).getByTestId('ticket-type'), 'Service');
    await user.type(within(form).getByTestId('ticket-title'), 'Replace the lamps');
    await user.type(within(form).getByTestId('ticket-description'), 'Three lamps in the hall.');
    await user.click(within(form).getByTestId('ticket-submit'));

    await waitFor(() => expect(posted(fetchMock)).toBe(1));
    expect(sentBody(fetchMock, 'POST', '/api/tickets')).toMatchObject({ type: 'Service', priority: 'Normal', siteId: SITE_PORTO, attachmentIds: [] });
  });
});
