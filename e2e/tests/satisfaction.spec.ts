import { type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, mailsTo, shot, signInAndWait, test } from './support.ts';

// The satisfaction survey end to end: staff mark a request done, the requester's email carries
// five one-click links, one opens the public page, which records the rating and takes a comment;
// the requester then sees the answer on the ticket's page, and staff the score.

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/token', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
}

test('done → email with five links → one click records the rating → comment → seen in the app', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const customer = { authorization: `Bearer ${await tokenOf(request, 'customer')}` };
  const admin = { authorization: `Bearer ${await tokenOf(request, 'admin')}` };
  const me = await (await request.get('/api/Backoffice/User/GetUserVM', { headers: customer })).json();
  const options = await (await request.get('/api/tickets/form-options', { headers: customer })).json();
  const created = await request.post('/api/tickets', { headers: customer, data: { type: 'Service', title: 'Survey e2e: dripping tap', description: 'It drips.', siteId: options.sites[0].id } });
  expect(created.status()).toBe(201);
  const ticket = await created.json();
  expect((await request.post(`/api/tickets/${ticket.id}/propose`, { headers: admin, data: { date: '2099-01-10', budget: 90 } })).status()).toBe(200);
  expect((await request.post(`/api/tickets/${ticket.id}/confirm`, { headers: customer, data: {} })).status()).toBe(200);
  const since = new Date().toISOString();
  expect((await request.post(`/api/tickets/${ticket.id}/done`, { headers: admin, data: {} })).status()).toBe(200);

  // The survey's email: other specs running beside this one may write to the same demo customer meanwhile.
  await expect.poll(async () => (await mailsTo(me.email, since)).some((m) => m.text.includes('/satisfaction/')), { timeout: 15_000 }).toBe(true);
  const mail = (await mailsTo(me.email, since)).find((m) => m.text.includes('/satisfaction/'))!;
  const links = [...mail.text.matchAll(/(https?:\/\/\S+\/satisfaction\/[\w-]+\?rating=(\d))/g)];
  expect(links.map((m) => m[2])).toEqual(['1', '2', '3', '4', '5']);

  // A fetch of the link itself (a mail scanner's) records nothing: the API still has no rating.
  const token = /\/satisfaction\/([\w-]+)/.exec(links[0]![1]!)![1]!;
  expect((await (await request.get(`/api/satisfaction/${token}`)).json()).rating).toBeNull();

  const visitor = await browser.newPage();
  await visitor.goto(links[3]![1]!);
  await expect(visitor.getByTestId('satisfaction-recorded')).toBeVisible();
  await expect(visitor.getByRole('radio', { name: /^4 / })).toBeChecked();
  await shot(visitor, 'satisfaction-public-desktop');
  await visitor.getByTestId('satisfaction-comment').fill('Quick and tidy, thanks.');
  await visitor.getByTestId('satisfaction-submit').click();
  await expect(visitor.getByTestId('satisfaction-sent')).toBeVisible();
  await visitor.setViewportSize({ width: 390, height: 844 });
  await shot(visitor, 'satisfaction-public-phone');
  await visitor.close();

  await signInAndWait(page, 'customer');
  await page.goto(`/dashboard/MyTickets/${ticket.id}`);
  const card = page.getByTestId('ticket-satisfaction');
  await expect(card.getByRole('radio', { name: /^4 / })).toBeChecked();
  await expect(card.getByTestId('ticket-satisfaction-comment')).toHaveValue('Quick and tidy, thanks.');

  const staff = await browser.newPage();
  await signInAndWait(staff, 'admin');
  await staff.goto(`/dashboard/MyTickets/${ticket.id}`);
  await expect(staff.getByTestId('ticket-satisfaction-answer')).toContainText('Quick and tidy, thanks.');
  await staff.close();
});
