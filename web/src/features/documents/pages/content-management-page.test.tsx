import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockDashboard, sentBody, userVM } from '../../../../test/dashboard';
import { FakeXhr } from '../../../../test/fake-xhr';
import { json, problem, renderApp, signInAs } from '../../../../test/render';
import { doc, documentsPage, SECTIONS } from './documents-test-data';

const backoffice = userVM({ roles: ['Backoffice'] });
const admin = userVM({ roles: ['Admin'] });

const companies = [
  {
    id: 'c1',
    name: 'Lusitania Retail Group',
    code: 'LRG',
    defaultPermissions: [],
    businessPartners: [
      { id: 'bp1', name: 'Lusitania Retail', customerNo: 'C-1001', sites: [{ id: 's1', name: 'Lisboa Centro', code: 'LX1' }] },
    ],
  },
  { id: 'c2', name: 'Iberia Foods', code: 'IBF', defaultPermissions: [], businessPartners: [] },
];

const docType = (code: string, section: string, overrides: Record<string, unknown> = {}) => ({
  code,
  names: { 'en-US': `${code} name`, 'es-ES': `${code} nombre`, 'pt-PT': `${code} nome` },
  section,
  visible: true,
  documentCount: 3,
  ...overrides,
});
const TYPES = [docType('BUDGET', 'Budgets'), docType('FOLDER', 'Folders', { visible: false }), docType('INVOICE_PDF', 'Invoices')];

function mockBackOffice(handlers: Parameters<typeof mockDashboard>[0] = {}, user = backoffice) {
  return mockDashboard(
    {
      'GET /api/documents/sections': () => json(SECTIONS),
      'GET /api/documents': () => documentsPage([doc(1)]),
      'GET /api/document-types': () => json(TYPES),
      'GET /api/org/companies': () => json(companies),
      ...handlers,
    },
    user,
  );
}

/** The request the form sent (fails the test when there is none). */
function sentXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no upload sent');
  return FakeXhr.last;
}

async function fillUploadForm(user: ReturnType<typeof userEvent.setup>, file: File) {
  const form = await screen.findByTestId('docs-upload-form');
  await user.selectOptions(within(form).getByTestId('docs-upload-company'), 'c1');
  await user.selectOptions(within(form).getByTestId('docs-upload-partner'), 'bp1');
  await user.selectOptions(within(form).getByTestId('docs-upload-site'), 's1');
  await user.selectOptions(within(form).getByTestId('docs-upload-type'), 'FOLDER');
  await user.type(within(form).getByTestId('docs-upload-number'), 'PT-2026-7');
  await user.type(within(form).getByTestId('docs-upload-title'), 'Boiler folder');
  await user.type(within(form).getByTestId('docs-upload-description'), 'Yearly check');
  const date = within(form).getByTestId('docs-upload-date');
  await user.clear(date);
  await user.type(date, '2026-10-30');
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
  return form;
}

describe('content management (/dashboard/ContentManagement)', () => {
  it('is for staff only', async () => {
    mockDashboard({}, userVM());
    signInAs();
    renderApp(['/dashboard/ContentManagement']);
    expect(await screen.findByTestId('forbidden')).toBeInTheDocument();
  });

  it('lists any section, Invoices included, and deletes a document after the confirmation', async () => {
    let deleted = false;
    const fetchMock = mockBackOffice({
      'DELETE /api/documents/d1': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    signInAs();
    renderApp(['/dashboard/ContentManagement']);
    const user = userEvent.setup({ delay: null });

    const section = await screen.findByTestId('docs-section');
    expect(within(section).getAllByRole('option')).toHaveLength(7);
    await user.selectOptions(section, 'Invoices');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('section=Invoices'))).toBe(true));

    await user.click(await screen.findByTestId('docs-delete-d1'));
    const confirm = await screen.findByTestId('confirm-modal');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this item?');
    expect(deleted).toBe(false);
    await user.click(screen.getByTestId('confirm-modal-confirm'));

    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByText('Document FT 2026-10001 was deleted.')).toBeInTheDocument();
  });

  it('uploads a document as multipart with progress, fields before the file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = undefined;
    mockBackOffice();
    signInAs();
    renderApp(['/dashboard/ContentManagement']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('docs-upload'));
    const form = await fillUploadForm(user, new File(['%PDF-1.4'], 'boiler.pdf', { type: 'application/pdf' }));
    expect(within(form).getByText('PDF, an image or an Office document.')).toBeInTheDocument();
    await user.click(within(form).getByTestId('docs-upload-submit'));

    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const xhr = sentXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/documents');
    expect(xhr.headers.Authorization).toBeUndefined();
    const body = xhr.body as FormData;
    expect([...body.keys()]).toEqual(['businessPartnerId', 'siteId', 'typeCode', 'documentNo', 'title', 'description', 'documentDate', 'file']);
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'file'))).toEqual({
      businessPartnerId: 'bp1',
      siteId: 's1',
      typeCode: 'FOLDER',
      documentNo: 'PT-2026-7',
      title: 'Boiler folder',
      description: 'Yearly check',
      documentDate: '2026-10-30',
    });
    expect((body.get('file') as File).name).toBe('boiler.pdf');

    act(() => xhr.progress(40, 100));
    expect(await screen.findByTestId('docs-upload-progress')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading: 40%' })).toBeInTheDocument();

    act(() => xhr.respond(201, doc(9, { documentNo: 'PT-2026-7' })));
    expect(await screen.findByText('Document PT-2026-7 was uploaded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('docs-upload-form')).not.toBeInTheDocument());
  });

  it('links an invoice PDF to its current-account entry by number, and says when there is none', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = undefined;
    mockBackOffice();
    signInAs();
    renderApp(['/dashboard/ContentManagement']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('docs-upload'));
    const form = await fillUploadForm(user, new File(['%PDF-1.4'], 'ft.pdf', { type: 'application/pdf' }));
    // Only a type of the Invoices section asks for the entry.
    expect(within(form).queryByTestId('docs-upload-ledger-no')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByTestId('docs-upload-type'), 'INVOICE_PDF');
    await user.type(within(form).getByTestId('docs-upload-ledger-no'), 'FT 2026/77');
    await user.click(within(form).getByTestId('docs-upload-submit'));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    expect((sentXhr().body as FormData).get('ledgerDocumentNo')).toBe('FT 2026/77');

    act(() =>
      sentXhr().respond(
        400,
        { code: 'VALIDATION_FAILED', title: 'Invalid', status: 400, errors: [{ path: 'ledgerDocumentNo', message: 'none' }] },
        'application/problem+json',
      ),
    );
    expect(await within(form).findByText("The business partner's current account has no entry with this number.")).toBeInTheDocument();
  });

  it('shows the server refusal of a file too large to a back-office user', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = undefined;
    const fetchMock = mockBackOffice();
    signInAs();
    renderApp(['/dashboard/ContentManagement']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('docs-upload'));
    const form = await fillUploadForm(user, new File(['x'.repeat(10)], 'big.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByTestId('docs-upload-submit'));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() => sentXhr().respond(413, { code: 'FILE_TOO_LARGE', title: 'Too large', status: 413 }, 'application/problem+json'));

    expect(await within(form).findByTestId('docs-upload-error')).toHaveTextContent('The file is larger than the upload limit.');
    // Back-office users may not read the admin settings: the limit is not asked for.
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/settings/documents')).toBe(false);
  });

  it('tells an admin the upload limit and refuses a larger file before sending', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = undefined;
    mockBackOffice({ 'GET /api/settings/documents': () => json({ maxUploadMegabytes: 1, globalSearchActive: true }) }, admin);
    signInAs();
    renderApp(['/dashboard/ContentManagement']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('docs-upload'));
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    const form = await fillUploadForm(user, big);
    expect(await within(form).findByText('PDF, an image or an Office document, up to 1 MB.')).toBeInTheDocument();
    await user.click(within(form).getByTestId('docs-upload-submit'));

    expect(await within(form).findByText('The file is larger than 1 MB.')).toBeInTheDocument();
    expect(FakeXhr.last).toBeUndefined();
  });

  it('asks for the required fields', async () => {
    mockBackOffice();
    signInAs();
    renderApp(['/dashboard/ContentManagement']);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByTestId('docs-upload'));
    const form = await screen.findByTestId('docs-upload-form');
    await user.click(within(form).getByTestId('docs-upload-submit'));
    expect(within(form).getAllByText('This field is required.').length).toBeGreaterThanOrEqual(5);
  });

  describe('document configuration', () => {
    it('lists the types and saves a row’s section and visibility', async () => {
      const fetchMock = mockBackOffice({
        'PUT /api/document-types/FOLDER': (init) => json({ ...TYPES[1], ...JSON.parse(String(init?.body)) }),
      });
      signInAs();
      const { router } = renderApp(['/dashboard/ContentManagement']);
      const user = userEvent.setup({ delay: null });

      await user.click(await screen.findByTestId('cm-tab-types'));
      expect(router.state.location.search).toBe('?tab=types');
      const row = await screen.findByTestId('doctype-row-FOLDER');
      expect(row).toHaveTextContent('FOLDER name');
      const save = within(row).getByTestId('doctype-save-FOLDER');
      expect(save).toBeDisabled();

      await user.selectOptions(within(row).getByTestId('doctype-section-FOLDER'), 'LegalTechnician');
      await user.click(within(row).getByTestId('doctype-visible-FOLDER'));
      await user.click(save);

      await waitFor(() =>
        expect(sentBody(fetchMock, 'PUT', '/api/document-types/FOLDER')).toEqual({
          names: TYPES[1]?.names,
          section: 'LegalTechnician',
          visible: true,
        }),
      );
      expect(await screen.findByText('Document type FOLDER was saved.')).toBeInTheDocument();
    });

    it('adds a type with its names in the three languages', async () => {
      const fetchMock = mockBackOffice({
        'POST /api/document-types': (init) => json({ ...JSON.parse(String(init?.body)), documentCount: 0 }, 201),
      });
      signInAs();
      renderApp(['/dashboard/ContentManagement?tab=types']);
      const user = userEvent.setup({ delay: null });

      await user.click(await screen.findByTestId('doctype-add'));
      const form = await screen.findByTestId('doctype-form');
      await user.type(within(form).getByTestId('doctype-form-code'), 'SAFETY_SHEET');
      await user.type(within(form).getByTestId('doctype-form-name-en-US'), 'Safety sheet');
      await user.type(within(form).getByTestId('doctype-form-name-es-ES'), 'Ficha de seguridad');
      await user.type(within(form).getByTestId('doctype-form-name-pt-PT'), 'Ficha de segurança');
      await user.selectOptions(within(form).getByTestId('doctype-form-section'), 'LegalTechnician');
      await user.click(within(form).getByTestId('doctype-form-submit'));

      await waitFor(() =>
        expect(sentBody(fetchMock, 'POST', '/api/document-types')).toEqual({
          code: 'SAFETY_SHEET',
          names: { 'en-US': 'Safety sheet', 'es-ES': 'Ficha de seguridad', 'pt-PT': 'Ficha de segurança' },
          section: 'LegalTechnician',
          visible: true,
        }),
      );
      expect(await screen.findByText('Document type SAFETY_SHEET was added.')).toBeInTheDocument();
    });

    it('explains a code that exists already', async () => {
      mockBackOffice({ 'POST /api/document-types': () => problem('CONFLICT', 409) });
      signInAs();
      renderApp(['/dashboard/ContentManagement?tab=types']);
      const user = userEvent.setup({ delay: null });

      await user.click(await screen.findByTestId('doctype-add'));
      const form = await screen.findByTestId('doctype-form');
      await user.type(within(form).getByTestId('doctype-form-code'), 'BUDGET');
      for (const language of ['en-US', 'es-ES', 'pt-PT']) await user.type(within(form).getByTestId(`doctype-form-name-${language}`), 'Budget');
      await user.click(within(form).getByTestId('doctype-form-submit'));

      expect(await within(form).findByTestId('doctype-form-error')).toHaveTextContent('A document type with this code already exists.');
    });

    it('refuses an invalid code before sending', async () => {
      const fetchMock = mockBackOffice();
      signInAs();
      renderApp(['/dashboard/ContentManagement?tab=types']);
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByTestId('doctype-add'));
      const form = await screen.findByTestId('doctype-form');
      await user.type(within(form).getByTestId('doctype-form-code'), 'bad code!');
      await user.click(within(form).getByTestId('doctype-form-submit'));
      expect(await within(form).findByText('Enter a code of 2 to 40 letters, digits, - or _.')).toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    });
  });
});
