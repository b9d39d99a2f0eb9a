import { expect } from 'vitest';
import type { UserVM } from '@customer-hub/contract/account';
import { json, mockFetch } from './render';

type Handler = Parameters<typeof mockFetch>[0][string];

/** A GetUserVM answer; a customer contact unless overridden. */
export function userVM(overrides: Partial<UserVM> = {}): UserVM {
  return {
    id: 'u1',
    userName: 'ana',
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana@example.com',
    language: 'en-US',
    roles: ['Customer'],
    checkedSidebarVis: [],
    permissions: [],
    mainContact: false,
    companyName: 'Lusitania Retail Group',
    showContractNumber: false,
    showTreeId: false,
    treeId: null,
    ...overrides,
  };
}

/** The shell's own calls answered for `user`, plus the page's handlers. */
export function mockDashboard(handlers: Record<string, Handler>, user: UserVM = userVM()) {
  return mockFetch({
    'GET /api/Backoffice/User/GetUserVM': () => json(user),
    'GET /api/Backoffice/User/GetUserPhoto': () => json(''),
    'GET /api/Account/GetUserLanguage': () => json(user.language),
    // No privacy policy awaits (privacy-policy-gate.test.tsx tests the gate).
    'GET /api/Backoffice/PrivacyPolicy/ShowsGDPR': () => json(true),
    ...handlers,
  });
}

/** The JSON body of the first call to `method path` (path without query). */
export function sentBody(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string): unknown {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => String(url).split('?')[0] === path && (init?.method ?? 'GET').toUpperCase() === method,
  );
  if (!call) throw new Error(`no ${method} ${path} call`);
  return JSON.parse(String(call[1]?.body));
}

/** The query string parameters of the last call to `path`. */
export function lastQuery(fetchMock: ReturnType<typeof mockFetch>, path: string): URLSearchParams {
  const calls = fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path);
  const url = String(calls.at(-1)?.[0] ?? '');
  return new URLSearchParams(url.split('?')[1] ?? '');
}

/** A stream the test writes to, as the server would. */
export function serverStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const encoder = new TextEncoder();
  return {
    respond: (init: RequestInit | undefined) => {
      const headers = new Headers(init?.headers);
      // The session travels in its cookie, never in a header a script would have to hold.
      expect(headers.has('Authorization')).toBe(false);
      const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    },
    send: (event: string, data: unknown, id?: string) => controller?.enqueue(encoder.encode(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    get open() {
      return controller !== undefined;
    },
  };
}

/** Two companies as GET /api/org/companies lists them to staff (the pickers of staff screens). */
export const STAFF_COMPANIES = [
  { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'Lusitania Retail Group', code: 'LRG', defaultPermissions: [], businessPartners: [] },
  { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: 'Iberia Logistics', code: 'IBL', defaultPermissions: [], businessPartners: [] },
];
