import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@customer-hub/contract/constants/languages';
import type { PublicSurveyResponse } from '@customer-hub/contract/satisfaction';
import i18n from '@/i18n/i18n';
import { sentBody } from '../../../../test/dashboard';
import { json, mockFetch, problem, renderApp } from '../../../../test/render';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEF';
const URL_ = `/api/satisfaction/${TOKEN}`;
const survey = (overrides: Partial<PublicSurveyResponse> = {}): PublicSurveyResponse => ({
  ticketNo: 'TK-2026-000042',
  title: 'Leaking tap',
  rating: null,
  comment: null,
  answeredAt: null,
  expiresAt: '2099-01-30T10:00:00.000Z',
  language: 'en-US',
  ...overrides,
});
const posts = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

afterEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en-US');
});

describe('/satisfaction/:token (the survey email’s links)', { timeout: 30_000 }, () => {
  it('records the link’s rating once as it opens, then sends the comment with the rating', async () => {
    let answer = survey();
    const fetchMock = mockFetch({
      [`GET ${URL_}`]: () => json(answer),
      [`POST ${URL_}`]: (init) => {
        const body = JSON.parse(String(init?.body)) as { rating: number; comment?: string };
        answer = { ...answer, rating: body.rating, comment: body.comment ?? answer.comment, answeredAt: '2099-01-01T10:00:00.000Z' };
        return json(answer);
      },
    });
    renderApp([`/satisfaction/${TOKEN}?rating=4`]);
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByTestId('satisfaction-recorded')).toHaveTextContent('Thank you: your rating is recorded.');
    expect(screen.getByText('Request TK-2026-000042: Leaking tap')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(1);
    expect(sentBody(fetchMock, 'POST', URL_)).toEqual({ rating: 4 });
    // The stars show the link's rating, each named in words.
    expect(screen.getByRole('radio', { name: '4 of 5: Good' })).toBeChecked();
    expect(screen.getByTestId('satisfaction-rating-words')).toHaveTextContent('4 of 5: Good');

    await user.click(screen.getByRole('radio', { name: '5 of 5: Excellent' }));
    await user.type(screen.getByTestId('satisfaction-comment'), 'Quick and tidy');
    await user.click(screen.getByTestId('satisfaction-submit'));

    expect(await screen.findByTestId('satisfaction-sent')).toHaveTextContent('Thank you: your answer is saved.');
    expect(posts(fetchMock)).toHaveLength(2);
    expect(JSON.parse(String((posts(fetchMock)[1]![1] as RequestInit).body))).toEqual({ rating: 5, comment: 'Quick and tidy' });
  });

  it('records nothing without a rating in the link, and asks for one before sending', async () => {
    const fetchMock = mockFetch({ [`GET ${URL_}`]: () => json(survey()), [`POST ${URL_}`]: () => json(survey({ rating: 2 })) });
    renderApp([`/satisfaction/${TOKEN}`]);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('satisfaction-submit'));
    expect(posts(fetchMock)).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Your rating, from 1 (very poor) to 5 (excellent)');

    await user.click(screen.getByRole('radio', { name: '2 of 5: Poor' }));
    await user.click(screen.getByTestId('satisfaction-submit'));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(sentBody(fetchMock, 'POST', URL_)).toEqual({ rating: 2, comment: '' });
  });

  it('says so when the link is unknown or the survey closed, without recording', async () => {
    const fetchMock = mockFetch({ [`GET ${URL_}`]: () => problem('NOT_FOUND', 404) });
    renderApp([`/satisfaction/${TOKEN}?rating=5`]);

    expect(await screen.findByTestId('satisfaction-gone')).toHaveTextContent('This survey link is no longer valid');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('speaks the requester’s language, as the email did, unless the reader chose one', async () => {
    mockFetch({ [`GET ${URL_}`]: () => json(survey({ language: 'es-ES' })), [`POST ${URL_}`]: () => json(survey({ rating: 1, language: 'es-ES' })) });
    renderApp([`/satisfaction/${TOKEN}?rating=1`]);

    await screen.findByTestId('satisfaction-recorded');
    // The dictionary of the requester's language loads as the survey arrives.
    await waitFor(() => expect(screen.getByTestId('satisfaction-recorded')).toHaveTextContent('Gracias: hemos registrado su valoración.'));
    expect(screen.getByRole('radio', { name: '1 de 5: Muy malo' })).toBeChecked();
    expect(screen.getByTestId('page-title')).toHaveTextContent('¿Qué tal lo hemos hecho?');
  });

  it('keeps the language the reader chose in this browser', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt-PT');
    await i18n.changeLanguage('pt-PT');
    mockFetch({ [`GET ${URL_}`]: () => json(survey({ language: 'es-ES' })) });
    renderApp([`/satisfaction/${TOKEN}`]);

    expect(await screen.findByTestId('page-title')).toHaveTextContent('Como correu?');
    expect(await screen.findByText('Pedido TK-2026-000042: Leaking tap')).toBeInTheDocument();
  });
});
