import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { sentBody } from '../../../../test/dashboard';
import { json, mockFetch, problem, renderApp } from '../../../../test/render';

describe('/Request (access request)', () => {
  it('says a name and an email are needed, without calling the server', async () => {
    const fetchMock = mockFetch({});
    renderApp(['/Request']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('request-submit'));

    expect(screen.getByText('You need to give a Name')).toBeInTheDocument();
    expect(screen.getByText('You need to give an Email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives the same messages in Portuguese and checks the email format', async () => {
    mockFetch({});
    await i18n.changeLanguage('pt-PT');
    renderApp(['/Request']);
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByTestId('request-email'), 'not-an-email');
    await user.click(screen.getByTestId('request-submit'));

    expect(screen.getByText('Tem de indicar um nome')).toBeInTheDocument();
    expect(screen.getByText('Indique um endereço de e-mail válido.')).toBeInTheDocument();
  });

  it('sends the request with the interface language and shows the success panel', async () => {
    const fetchMock = mockFetch({ 'POST /api/access-requests': () => json({ accepted: true }, 202) });
    renderApp(['/Request']);
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByTestId('request-name'), '  Rita Lopes ');
    await user.type(screen.getByTestId('request-email'), 'rita@example.com');
    await user.type(screen.getByTestId('request-phone'), '+351 912 000 000');
    await user.type(screen.getByTestId('request-company'), 'Lusitania Retail');
    await user.type(screen.getByTestId('request-presentation'), 'Facilities manager');
    await user.click(screen.getByTestId('request-submit'));

    expect(await screen.findByTestId('request-success')).toHaveTextContent('We have received your request');
    expect(sentBody(fetchMock, 'POST', '/api/access-requests')).toEqual({
      name: 'Rita Lopes',
      email: 'rita@example.com',
      phone: '+351 912 000 000',
      company: 'Lusitania Retail',
      presentation: 'Facilities manager',
      language: 'en-US',
    });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
  });

  it('translates an error code from the server', async () => {
    mockFetch({ 'POST /api/access-requests': () => problem('RATE_LIMITED', 429) });
    await i18n.changeLanguage('es-ES');
    renderApp(['/Request']);
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByTestId('request-name'), 'Rita');
    await user.type(screen.getByTestId('request-email'), 'rita@example.com');
    await user.click(screen.getByTestId('request-submit'));

    expect(await screen.findByTestId('request-error')).toHaveTextContent('Demasiados intentos.');
    expect(screen.getByTestId('request-form')).toBeInTheDocument();
  });
});
