import type { Page } from '@playwright/test';
import { expect, signInAndWait, test } from './support.ts';

// The staff's quicker handling in a real browser: two requests a customer raised are assigned at
// once from the queue, one gets a saved reply filled in for it, and is then merged into the other,
// whose page then carries the comment and names the merge.

/** A request raised by the signed-in contact through the API, from the app's own page. */
async function raise(page: Page, title: string): Promise<{ id: string; ticketNo: string }> {
  return page.evaluate(async (title) => {
    const options = await (await fetch('/api/tickets/form-options')).json();
    const res = await fetch('/api/tickets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'Defect', title, description: 'Water on the floor by the back door.', siteId: options.sites[0].id }),
    });
    if (res.status !== 201) throw new Error(`raise: ${res.status} ${await res.text()}`);
    return res.json();
  }, title);
}

test('staff assign two requests at once, answer one with a saved reply and merge it into the other', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const customer = await (await browser.newContext()).newPage();
  await signInAndWait(customer, 'customer');
  const first = await raise(customer, `Leak by the back door ${stamp}`);
  const second = await raise(customer, `Back door leak again ${stamp}`);

  const staff = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await signInAndWait(staff, 'admin');
  await staff.goto(`/dashboard/ServiceRequests?search=${stamp}`);
  await expect(staff.getByTestId('ticket-row')).toHaveCount(2);
  await staff.getByRole('checkbox', { name: 'Select every row of this page' }).check();
  await expect(staff.getByTestId('tickets-bulk-count')).toHaveText('2 selected');
  await staff.getByTestId('tickets-bulk-assignee').click();
  await staff.getByRole('option', { name: 'Bruno Backoffice' }).click();
  await staff.getByTestId('tickets-bulk-assign').click();
  await staff.getByRole('dialog', { name: 'Assign 2 requests to Bruno Backoffice?' }).getByRole('button', { name: 'Apply' }).click();
  await expect(staff.getByTestId('tickets-bulk-result')).toContainText('2 updated.');
  await expect(staff.getByTestId('ticket-row').filter({ hasText: 'Bruno Backoffice' })).toHaveCount(2);

  // A saved reply, filled in for this request, sent as a comment.
  await staff.goto(`/dashboard/MyTickets/${first.id}`);
  const picker = staff.getByTestId('saved-reply-picker');
  await picker.click();
  await picker.fill('Visit planned');
  await staff.getByRole('option', { name: /^Visit planned/ }).click();
  const body = staff.getByTestId('ticket-comment-body');
  await expect(body).toHaveValue(new RegExp(`^Hello Carla,[\\s\\S]*${first.ticketNo} \\(Leak by the back door ${stamp}\\)[\\s\\S]*Ana Admin$`));
  await staff.getByTestId('ticket-comment-submit').click();
  await expect(staff.getByTestId('ticket-timeline')).toContainText(`We have planned a visit for request ${first.ticketNo}`);

  // Merge it into the second one.
  await staff.getByTestId('ticket-action-merge').click();
  await staff.getByTestId('ticket-merge-target').fill(stamp);
  await staff.getByRole('option', { name: `${second.ticketNo} · Back door leak again ${stamp}` }).click();
  await staff.getByTestId('ticket-merge-next').click();
  const confirm = staff.getByRole('dialog', { name: `Merge ${first.ticketNo} into ${second.ticketNo}?` });
  await confirm.getByRole('button', { name: 'Merge' }).click();
  await expect(staff.getByTestId('ticket-status')).toHaveText(/Canceled/i);
  await staff.getByTestId('ticket-merged-into-link').click();
  await expect(staff).toHaveURL(new RegExp(`/dashboard/MyTickets/${second.id}$`));
  const timeline = staff.getByTestId('ticket-timeline');
  await expect(timeline).toContainText(`We have planned a visit for request ${first.ticketNo}`);
  await expect(timeline).toContainText(`Request ${first.ticketNo} (Leak by the back door ${stamp}) was merged into this request`);

  // The customer sees the same on the request that stays.
  await customer.goto(`/dashboard/MyTickets/${first.id}`);
  await expect(customer.getByTestId('ticket-merged-into')).toContainText(`Open ${second.ticketNo}`);
});
