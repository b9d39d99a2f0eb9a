import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HomeResponse } from '@customer-hub/contract/home-content';
import { mockDashboard, serverStream } from '../../../../test/dashboard';
import { json, renderApp, signInAs } from '../../../../test/render';

const image = (id: string) => ({ id, large: `/api/home-images/${id}/large?exp=1&sig=a`, largeWidth: 1600, small: `/api/home-images/${id}/small?exp=1&sig=b`, smallWidth: 800, height: 640 });

const HOME: HomeResponse = {
  slides: [
    { id: 's1', caption: 'Welcome aboard', url: null, image: image('i1'), logo: image('l1') },
    { id: 's2', caption: 'Greener sites', url: 'https://example.com/green', image: image('i2'), logo: null },
  ],
  news: [
    { id: 'n1', title: 'New opening hours', summary: 'Longer hours from December.', body: '<p>Open <strong>longer</strong>.</p>', date: '2026-11-02', image: null },
    { id: 'n2', title: 'Invoices online', summary: 'PDFs for every invoice.', body: '<p>Download them.</p>', date: '2026-10-15', image: null },
  ],
  links: [{ id: 'k1', label: 'Help centre', url: 'https://example.com/help', icon: 'help' }],
  documents: [{ id: 'd1', documentId: '7c1e8a1e-0000-4000-8000-000000000001', title: 'Cleaning budget 2027', fileName: 'ORC-1.pdf' }],
};
const EMPTY: HomeResponse = { slides: [], news: [], links: [], documents: [] };

describe('Home page', () => {
  it('reads Home again when the notifications stream says it changed, without a reload', async () => {
    const stream = serverStream();
    let answer = EMPTY;
    const fetchMock = mockDashboard({
      'GET /api/home': () => json(answer),
      'GET /api/Common/ShowsNotifications': () => json(false),
      'GET /api/Notification/GetNotifications': () => json([]),
      'GET /api/notifications/stream': (init) => stream.respond(init),
    });
    signInAs();
    renderApp(['/dashboard/Home']);
    await waitFor(() => expect(stream.open).toBe(true));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/home')).toHaveLength(1));
    expect(screen.queryByText('New opening hours')).not.toBeInTheDocument();

    answer = HOME;
    stream.send('home', {});
    expect(await screen.findByText('New opening hours')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/home')).toHaveLength(2);
  });

  it('shows the carousel with both image widths, the news with dates, links in a new tab and documents', async () => {
    mockDashboard({ 'GET /api/home': () => json(HOME) });
    signInAs();
    renderApp(['/dashboard/Home']);

    const carousel = await screen.findByTestId('home-carousel');
    const slides = within(carousel).getAllByTestId('home-slide');
    expect(slides).toHaveLength(2);
    const photo = slides[0]!.querySelector('img')!;
    expect(photo.getAttribute('srcset')).toBe('/api/home-images/i1/small?exp=1&sig=b 800w, /api/home-images/i1/large?exp=1&sig=a 1600w');
    expect(slides[1]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(slides[0]).toHaveAttribute('aria-hidden', 'false');

    const news = screen.getByRole('region', { name: 'News' });
    expect(within(news).getByText('November 2, 2026')).toBeInTheDocument();
    const titles = within(news).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['New opening hours', 'Invoices online']);

    const link = within(screen.getByRole('region', { name: 'Links' })).getByRole('link', { name: /Help centre/ });
    expect(link).toHaveAttribute('href', 'https://example.com/help');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const docs = screen.getByRole('region', { name: 'Documents' });
    expect(within(docs).getByText('Cleaning budget 2027')).toBeInTheDocument();
    expect(within(docs).getByRole('button', { name: 'Download Cleaning budget 2027' })).toBeInTheDocument();
  });

  it('moves between slides with the buttons, the dots and the arrow keys', async () => {
    mockDashboard({ 'GET /api/home': () => json(HOME) });
    signInAs();
    const user = userEvent.setup({ delay: null });
    renderApp(['/dashboard/Home']);
    const carousel = await screen.findByTestId('home-carousel');
    const shown = () => within(carousel).getAllByTestId('home-slide').findIndex((s) => s.getAttribute('aria-hidden') === 'false');

    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(shown()).toBe(1);
    expect(within(carousel).getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(0);
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe(1);
    await user.click(within(carousel).getByRole('button', { name: 'Go to slide 1' }));
    expect(shown()).toBe(0);
    await user.click(within(carousel).getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toBe(1);
    expect(within(carousel).getByRole('link', { name: /Learn more/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens a news item’s whole text in a dialog', async () => {
    mockDashboard({ 'GET /api/home': () => json(HOME) });
    signInAs();
    const user = userEvent.setup({ delay: null });
    renderApp(['/dashboard/Home']);
    const news = await screen.findByRole('region', { name: 'News' });
    await user.click(within(news).getAllByRole('button', { name: 'Read more' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New opening hours' });
    expect(within(dialog).getByTestId('news-body').innerHTML).toBe('<p>Open <strong>longer</strong>.</p>');
  });

  it('hides every empty panel, and says so when there is nothing at all', async () => {
    mockDashboard({ 'GET /api/home': () => json({ ...EMPTY, links: HOME.links }) });
    signInAs();
    const view = renderApp(['/dashboard/Home']);
    expect(await screen.findByRole('region', { name: 'Links' })).toBeInTheDocument();
    expect(screen.queryByTestId('home-carousel')).toBeNull();
    expect(screen.queryByRole('region', { name: 'News' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
    view.unmount();

    mockDashboard({ 'GET /api/home': () => json(EMPTY) });
    renderApp(['/dashboard/Home']);
    expect(await screen.findByText(/There is nothing new for you yet/)).toBeInTheDocument();
  });

  it('shows a skeleton while loading', async () => {
    let answer: (r: Response) => void = () => undefined;
    mockDashboard({ 'GET /api/home': () => new Promise<Response>((r) => (answer = r)) });
    signInAs();
    renderApp(['/dashboard/Home']);
    expect(await screen.findByTestId('home-loading')).toBeInTheDocument();
    answer(json(HOME));
    await waitFor(() => expect(screen.queryByTestId('home-loading')).toBeNull());
  });
});
