import { describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n/i18n';
import { errorMessage } from '@/lib/error-message';
import { ApiError } from '@/lib/api-client';
import { downloadDocument, downloadFileUrl, downloadZip, fileNameOfReference } from '@/lib/document-download';
import { json, mockFetch, problem, signInAs } from '../../test/render';

/** jsdom has no object URLs; the saved link is captured instead of followed. */
function captureSaves() {
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:doc'), configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true, writable: true });
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}

const REFERENCE = 'hub\\tok.en+/=\\FT 2026-10001.pdf';

describe('fileNameOfReference', () => {
  it.each([
    [REFERENCE, 'FT 2026-10001.pdf'],
    ['hub\\a\\b\\relatório ção.docx', 'relatório ção.docx'],
    ['plain-name.zip', 'plain-name.zip'],
    ['hub\\token\\', 'download'],
  ])('%s → %s', (reference, name) => {
    expect(fileNameOfReference(reference)).toBe(name);
  });
});

describe('downloadFileUrl', () => {
  it('sends the whole reference as one encoded FilePath value', () => {
    const url = downloadFileUrl(REFERENCE);
    expect(url).toBe('/api/Common/DownloadFile?FilePath=hub%5Ctok.en%2B%2F%3D%5CFT%202026-10001.pdf');
    expect(new URLSearchParams(url.split('?')[1]).get('FilePath')).toBe(REFERENCE);
  });
});

describe('downloadDocument', () => {
  it('asks the link for a reference, fetches it with the session cookie and saves it under the name after the last backslash', async () => {
    const click = captureSaves();
    const fetchMock = mockFetch({
      'GET /api/documents/download-link/d1': () => json(REFERENCE),
      'GET /api/Common/DownloadFile': () =>
        new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="other.pdf"' } }),
    });
    signInAs();

    const name = await downloadDocument('d1', '/api/documents/download-link/');

    expect(name).toBe('FT 2026-10001.pdf');
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe(downloadFileUrl(REFERENCE));
    expect(init?.credentials).toBe('same-origin');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('FT 2026-10001.pdf');
    expect(link.href).toBe('blob:doc');
  });

  it('accepts a reference sent as plain text', async () => {
    const click = captureSaves();
    mockFetch({
      'GET /api/x/7': () => new Response('"hub\\\\t\\\\Report.pdf"', { headers: { 'Content-Type': 'text/plain' } }),
      'GET /api/Common/DownloadFile': () => new Response('bytes'),
    });
    signInAs();
    await downloadDocument('7', '/api/x/');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Report.pdf');
  });

  it.each([
    ['FILE_REFERENCE_EXPIRED', 410, 'This download link has expired. Download the document again.'],
    ['FILE_REFERENCE_INVALID', 400, 'This download link is not valid. Open the document again to download it.'],
  ])('turns a %s answer into an ApiError with its translated message', async (code, status, message) => {
    captureSaves();
    mockFetch({
      'GET /api/documents/download-link/d1': () => json(REFERENCE),
      'GET /api/Common/DownloadFile': () => problem(code, status),
    });
    signInAs();

    const error = await downloadDocument('d1', '/api/documents/download-link/').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(errorMessage(error, i18n.t)).toBe(message);
  });

  it('stops at a refused link without fetching any file', async () => {
    const fetchMock = mockFetch({ 'GET /api/documents/download-link/d1': () => problem('FORBIDDEN', 403) });
    signInAs();
    await expect(downloadDocument('d1', '/api/documents/download-link/')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('downloadZip', () => {
  it('posts the ids for a ZIP reference and saves the ZIP', async () => {
    const click = captureSaves();
    const fetchMock = mockFetch({
      'POST /api/documents/zip-link': () => json('hub\\zz\\documents-2026-11-01.zip'),
      'GET /api/Common/DownloadFile': () => new Response('PK'),
    });
    signInAs();

    await downloadZip(['a', 'b']);

    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ ids: ['a', 'b'] });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('documents-2026-11-01.zip');
  });
});
