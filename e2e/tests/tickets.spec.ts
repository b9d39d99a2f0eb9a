import { deflateSync, crc32 } from 'node:zlib';
import { type Locator, type Page } from '@playwright/test';
import { expect, shot, signInAndWait, test, text } from './support.ts';

// Service requests from both sides: a customer raises one with a photo, staff (in another
// browser) take it and propose a date and budget, the customer confirms; both see the same
// story. A contact without Requests gets neither the menu item, the page nor the API.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A real PNG (8×8, RGB, a small gradient): signature, IHDR, IDAT and IEND with their CRCs. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  const rows = Array.from({ length: size }, (_, y) => Buffer.from([0, ...Array.from({ length: size }, (_, x) => [x * 32, y * 32, 160]).flat()]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Resizes the window and waits for the shell to follow (it re-reads the width 1 s after a resize). */
async function resize(page: Page, size: typeof DESKTOP): Promise<void> {
  await page.setViewportSize(size);
  if (size === PHONE) await expect(page.getByTestId('sidebar-panel')).toHaveCount(0);
  else await expect.poll(async () => (await page.getByTestId('sidebar-panel').boundingBox())?.width).toBe(240);
}

/**
 * The screen at desktop and phone width (`<name>-desktop`, `<name>-phone`), each once the shell
 * has settled (the sidebar beside the page, or none on the phone); `phoneReady` waits for what
 * only the phone layout shows (the list's cards).
 */
async function shots(page: Page, name: string, phoneReady?: Locator): Promise<void> {
  await resize(page, DESKTOP);
  await shot(page, `${name}-desktop`);
  await resize(page, PHONE);
  if (phoneReady) await expect(phoneReady).toBeVisible();
  await shot(page, `${name}-phone`);
  await resize(page, DESKTOP);
}

/** The statuses of a ticket page's timeline, oldest first. */
const timelineStatuses = (page: Page) => page.getByTestId('ticket-timeline-status').locator('[data-status]');

test.describe('service requests', () => {
  test('a customer raises a request with a photo, staff propose a date and budget, the customer confirms', async ({ browser }) => {
    test.setTimeout(180_000);
    const title = `Cracked window in the showroom ${Date.now().toString(36)}`;
    const staffComment = 'A glazier will come in the morning; please keep the area clear.';
    const internalNote = 'Check the glass supplier’s stock before the visit.';

    // The customer (en-US, all permissions, the whole company).
    const customerContext = await browser.newContext({ viewport: DESKTOP });
    const customer = await customerContext.newPage();
    await signInAndWait(customer, 'customer');
    await expect(customer.getByTestId('nav-MyTickets')).toBeVisible();
    await expect(customer.getByTestId('nav-ticketSite')).toBeVisible();
    await expect(customer.getByTestId('nav-ServiceRequests')).toHaveCount(0);
    await shot(customer, 'tickets-sidebar-customer-desktop');
    await resize(customer, PHONE);
    await customer.getByTestId('menu-toggle').click();
    await expect(customer.getByTestId('nav-MyTickets')).toBeInViewport({ ratio: 1 });
    await expect(customer.getByTestId('nav-ticketSite')).toBeInViewport({ ratio: 1 });
    await shot(customer, 'tickets-sidebar-customer-phone');
    await customer.getByTestId('nav-MyTickets').click();
    await resize(customer, DESKTOP);

    // Their list, with the demo's requests.
    await expect(customer).toHaveURL(/\/dashboard\/MyTickets$/);
    await expect(customer.getByTestId('ticket-row').first()).toBeVisible();
    await shots(customer, 'tickets-list', customer.getByTestId('ticket-row').first());

    // A new request with a photo.
    await customer.getByTestId('tickets-new').click();
    await expect(customer).toHaveURL(/\/dashboard\/Request$/);
    const form = customer.getByTestId('ticket-form');
    await expect(form.getByTestId('ticket-site')).toBeEnabled();
    await form.getByTestId('ticket-type').selectOption('Defect');
    await form.getByTestId('ticket-priority').selectOption('High');
    await form.getByTestId('ticket-site').selectOption({ index: 1 });
    await form.getByTestId('ticket-title').fill(title);
    await form.getByTestId('ticket-description').fill('The big window beside the entrance has a crack from corner to corner.\nIt moves when the wind blows.');
    await form.getByTestId('ticket-files-input').setInputFiles({ name: 'window.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(form.getByTestId('ticket-files-item')).toHaveAttribute('data-status', 'uploaded', { timeout: 30_000 });
    await expect(form.getByTestId('ticket-files-item')).toContainText('window.png');
    await shots(customer, 'tickets-new');
    await form.getByTestId('ticket-submit').click();

    await expect(customer).toHaveURL(/\/dashboard\/MyTickets\/[0-9a-f-]{36}$/);
    const ticketUrl = new URL(customer.url()).pathname;
    const ticketId = ticketUrl.split('/').at(-1)!;
    await expect(customer.getByTestId('ticket-status')).toHaveAttribute('data-status', 'Pending');
    await expect(customer.getByTestId('page-title')).toContainText(title);
    const ticketNo = (await customer.getByTestId('page-title').textContent())!.split(' · ')[0]!;
    expect(ticketNo).toMatch(/^TK-\d{4}-\d{6}$/);
    // The photo is there, shown from its bytes.
    const photo = customer.getByTestId('ticket-attachments').getByTestId('ticket-attachment');
    await expect(photo).toContainText('window.png');
    await expect(photo.locator('img')).toBeVisible();
    await expect(customer.getByTestId('ticket-action-cancel')).toBeVisible();
    await expect(customer.getByTestId('ticket-action-confirm')).toHaveCount(0);

    await customer.getByTestId('ticket-back').click();
    await expect(customer.getByTestId('ticket-row').filter({ hasText: title })).toBeVisible();
    await expect(customer.getByTestId('ticket-row').filter({ hasText: title })).toContainText(ticketNo);

    // The customer stays on My tickets; what the bell counts now is the starting point.
    const bellCount = customer.getByTestId('bell-count');
    await expect(bellCount).toHaveAttribute('data-count', /^\d+$/);
    const countBefore = Number(await bellCount.getAttribute('data-count'));

    // Staff (pt-PT) in their own browser: the queue opens on the open requests.
    const staffContext = await browser.newContext({ viewport: DESKTOP });
    const staff = await staffContext.newPage();
    await signInAndWait(staff, 'backoffice');
    await expect(staff.getByTestId('nav-ServiceRequests')).toBeVisible();
    await expect(staff.getByTestId('nav-MyTickets')).toHaveCount(0);
    await shot(staff, 'tickets-sidebar-staff-desktop');
    await staff.getByTestId('nav-ServiceRequests').click();
    await expect(staff).toHaveURL(/\/dashboard\/ServiceRequests$/);
    await expect(staff.getByTestId('tickets-filter-status')).toHaveValue('open');
    const queueRow = staff.getByTestId('ticket-row').filter({ hasText: title });
    await expect(queueRow).toBeVisible();
    await expect(queueRow).toContainText(text('pt-PT', 'tickets.unassigned'));
    await shots(staff, 'tickets-queue', staff.getByTestId('ticket-row').first());
    // On a phone the filters fold under one button.
    await resize(staff, PHONE);
    await staff.getByTestId('tickets-filters-toggle').click();
    await expect(staff.getByTestId('tickets-filter-assignee')).toBeVisible();
    await shot(staff, 'tickets-queue-filters-phone');
    await resize(staff, DESKTOP);
    await expect(staff.getByTestId('tickets-filter-status')).toBeVisible();

    // Assign to me from the row, then open it.
    await queueRow.getByTestId(`ticket-assign-${ticketId}`).click();
    await expect(queueRow).toContainText('Bruno Backoffice');
    await expect(queueRow.getByTestId(`ticket-assign-${ticketId}`)).toHaveCount(0);
    await queueRow.getByText(title).click();
    await expect(staff).toHaveURL(new RegExp(`${ticketUrl}$`));
    await expect(staff.getByTestId('ticket-status')).toHaveAttribute('data-status', 'Pending');
    await expect(staff.getByTestId('ticket-details')).toContainText('Bruno Backoffice');
    await expect(staff.getByTestId('ticket-attachments').locator('img')).toBeVisible();
    await shots(staff, 'ticket-staff');

    // A public comment and an internal note.
    await staff.getByTestId('ticket-comment-body').fill(staffComment);
    await staff.getByTestId('ticket-comment-submit').click();
    await expect(staff.getByTestId('ticket-timeline-comment').filter({ hasText: staffComment })).toBeVisible();
    await staff.getByTestId('ticket-comment-body').fill(internalNote);
    await staff.getByTestId('ticket-comment-internal').check();
    await staff.getByTestId('ticket-comment-submit').click();
    await expect(staff.getByTestId('ticket-timeline-internal').filter({ hasText: internalNote })).toBeVisible();

    // The proposal: a date and a budget typed as a Portuguese reader writes it.
    await staff.getByTestId('ticket-action-propose').click();
    const propose = staff.getByTestId('ticket-propose-form');
    await propose.getByTestId('ticket-propose-date').fill(isoDay(7));
    await propose.getByTestId('ticket-propose-budget').fill('1250,5');
    await propose.getByTestId('ticket-propose-note').fill('Two people, half a day.');
    await shot(staff, 'ticket-staff-propose-desktop');
    await resize(staff, PHONE);
    await expect(propose.getByTestId('ticket-propose-budget')).toBeInViewport();
    await shot(staff, 'ticket-staff-propose-phone');
    await resize(staff, DESKTOP);
    await propose.getByTestId('ticket-propose-submit').click();
    await expect(staff.getByTestId('ticket-status')).toHaveAttribute('data-status', 'Confirming');
    await expect(staff.getByTestId('ticket-action-propose')).toHaveCount(0);
    await expect(staff.getByTestId('ticket-proposal')).toContainText(text('pt-PT', 'tickets.proposal.answerStaff'));
    await shot(staff, 'ticket-staff-proposed-desktop');

    // The customer's bell counts staff's public comment and the proposal the moment they are
    // made, with no reload (the internal note tells no customer), and the proposal opens the ticket.
    await expect(bellCount).toHaveAttribute('data-count', String(countBefore + 2), { timeout: 30_000 });
    await customer.getByTestId('bell').click();
    const bellItem = customer.getByTestId('bell-item').and(customer.locator('[data-kind="TicketProposed"]')).filter({ hasText: ticketNo });
    await expect(bellItem).toBeVisible();
    await shot(customer, 'ticket-customer-bell-desktop');
    await bellItem.click();
    await expect(customer).toHaveURL(new RegExp(`${ticketUrl}$`));
    await expect(customer.getByTestId('ticket-status')).toHaveAttribute('data-status', 'Confirming');
    await expect(customer.getByTestId('ticket-details')).toContainText('€1,250.50');
    await expect(customer.getByTestId('ticket-proposal-budget')).toHaveText('€1,250.50');
    await expect(customer.getByTestId('ticket-proposal')).toContainText(text('en-US', 'tickets.proposal.answerCustomer'));
    await expect(customer.getByTestId('ticket-timeline-proposal')).toContainText('€1,250.50');
    await expect(customer.getByTestId('ticket-action-confirm')).toBeVisible();
    await expect(customer.getByTestId('ticket-action-refuse')).toBeVisible();
    await expect(customer.getByTestId('ticket-action-propose')).toHaveCount(0);
    await expect(customer.getByText(internalNote)).toHaveCount(0);
    await shots(customer, 'ticket-customer');

    await customer.getByTestId('ticket-action-confirm').click();
    const dialog = customer.getByTestId('ticket-dialog-confirm');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('ticket-dialog-note').fill('Any time after 9:00.');
    await shot(customer, 'ticket-customer-confirm-dialog-desktop');
    await resize(customer, PHONE);
    await expect(dialog.getByTestId('ticket-dialog-confirm-confirm')).toBeInViewport();
    await shot(customer, 'ticket-customer-confirm-dialog-phone');
    await resize(customer, DESKTOP);
    await dialog.getByTestId('ticket-dialog-confirm-confirm').click();
    await expect(customer.getByTestId('ticket-status')).toHaveAttribute('data-status', 'Confirmed');
    await expect(dialog).toHaveCount(0);
    await expect(customer.getByTestId('ticket-action-confirm')).toHaveCount(0);

    // Both timelines tell the same story; only staff see the internal note.
    await expect(timelineStatuses(customer)).toHaveCount(3);
    expect(await timelineStatuses(customer).evaluateAll((badges) => badges.map((b) => b.getAttribute('data-status')))).toEqual(['Pending', 'Confirming', 'Confirmed']);
    await expect(customer.getByTestId('ticket-timeline-comment').filter({ hasText: staffComment })).toContainText('Bruno Backoffice');
    await expect(customer.getByTestId('ticket-timeline-internal')).toHaveCount(0);
    await expect(customer.getByTestId('ticket-timeline-status').last()).toContainText('Any time after 9:00.');

    await staff.reload();
    await expect(staff.getByTestId('ticket-status')).toHaveAttribute('data-status', 'Confirmed');
    await expect(timelineStatuses(staff)).toHaveCount(3);
    expect(await timelineStatuses(staff).evaluateAll((badges) => badges.map((b) => b.getAttribute('data-status')))).toEqual(['Pending', 'Confirming', 'Confirmed']);
    await expect(staff.getByTestId('ticket-timeline-comment').filter({ hasText: staffComment })).toBeVisible();
    await expect(staff.getByTestId('ticket-timeline-internal').filter({ hasText: internalNote })).toBeVisible();
    await expect(staff.getByTestId('ticket-action-done')).toBeVisible();

    await customerContext.close();
    await staffContext.close();
  });

  test('a contact without Requests has neither the menu items, the pages nor the API', async ({ page }) => {
    await signInAndWait(page, 'customer.limited');
    await expect(page.getByTestId('nav-Home')).toBeVisible();
    await expect(page.getByTestId('nav-MyTickets')).toHaveCount(0);
    await expect(page.getByTestId('nav-ticketSite')).toHaveCount(0);

    await page.goto('/dashboard/MyTickets');
    await expect(page.getByTestId('forbidden')).toBeVisible();
    await expect(page.getByTestId('ticket-row')).toHaveCount(0);
    await page.goto('/dashboard/Request');
    await expect(page.getByTestId('forbidden')).toBeVisible();
    await expect(page.getByTestId('ticket-form')).toHaveCount(0);

    // The page's session cookie goes with page.request.
    expect((await page.request.get('/api/tickets')).status()).toBe(403);
    expect((await page.request.get('/api/tickets/form-options')).status()).toBe(403);
    // The same session does open what the contact may see.
    expect((await page.request.get('/api/Backoffice/User/GetUserVM')).status()).toBe(200);
  });
});
