import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '@/i18n/i18n';
import { sentBody } from '../../../../test/dashboard';
import { json, mockFetch, problem, renderApp } from '../../../../test/render';

describe('/RecoverPassword', () => {
  it('needs an email before calling the server', async () => {
    const fetchMock = mockFetch({});
    renderApp(['/RecoverPassword']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('recover-submit'));

    expect(screen.getByText('You need to give an Email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "Recovery email sent successfully!" and sends the interface language', async () => {
    const fetchMock = mockFetch({ 'POST /api/account/recover': () => json({ accepted: true }, 202) });
    await i18n.changeLanguage('pt-PT');
    renderApp(['/RecoverPassword']);
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByTestId('recover-email'), 'ana@example.com');
    await user.click(screen.getByTestId('recover-submit'));

    expect(await screen.findByTestId('recover-success')).toHaveTextContent('E-mail de recuperação enviado com sucesso!');
    expect(sentBody(fetchMock, 'POST', '/api/account/recover')).toEqual({ email: 'ana@example.com', language: 'pt-PT' });
  });

  it('gives the spec failure text when no email can be sent (EMAIL_UNAVAILABLE)', async () => {
    mockFetch({ 'POST /api/account/recover': () => problem('EMAIL_UNAVAILABLE', 503) });
    renderApp(['/RecoverPassword']);
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByTestId('recover-email'), 'ana@example.com');
    await user.click(screen.getByTestId('recover-submit'));

    expect(await screen.findByTestId('recover-error')).toHaveTextContent(
      'Unable to send recovery email, please confirm the email address is correct.',
    );
  });

  it('translates other error codes', async () => {
    mockFetch({ 'POST /api/account/recover': () => problem('RATE_LIMITED', 429) });
    renderApp(['/RecoverPassword']);
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByTestId('recover-email'), 'ana@example.com');
    await user.click(screen.getByTestId('recover-submit'));

    expect(await screen.findByTestId('recover-error')).toHaveTextContent('Too many attempts.');
  });
});

describe('/SignUp', () => {
  it('needs the customer number, an invoice number and an email', async () => {
    const fetchMock = mockFetch({});
    renderApp(['/SignUp']);
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByTestId('signup-submit'));

    expect(screen.getByText('Enter your customer number.')).toBeInTheDocument();
    expect(screen.getByText('Enter an invoice number.')).toBeInTheDocument();
    expect(screen.getByText('You need to give an Email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says in Spanish that the email breaks the contract rule, without calling the server', async () => {
    const fetchMock = mockFetch({});
    await i18n.changeLanguage('es-ES');
    renderApp(['/SignUp']);
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByTestId('signup-customer-no'), 'C10001');
    await user.type(screen.getByTestId('signup-invoice-no'), 'FT 2024/118');
    await user.type(screen.getByTestId('signup-email'), 'rui@example');
    await user.click(screen.getByTestId('signup-submit'));

    expect(screen.getByText('Introduzca una dirección de correo electrónico válida.')).toBeInTheDocument();
    expect(screen.queryByText('Introduzca su número de cliente.')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the details and gives the same answer whatever they match', async () => {
    const fetchMock = mockFetch({ 'POST /api/signup': () => json({ accepted: true }, 202) });
    renderApp(['/SignUp']);
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByTestId('signup-customer-no'), ' C10001 ');
    await user.type(screen.getByTestId('signup-invoice-no'), 'FT 2024/118');
    await user.type(screen.getByTestId('signup-email'), 'rui@example.com');
    await user.click(screen.getByTestId('signup-submit'));

    expect(await screen.findByTestId('signup-success')).toHaveTextContent(
      'If the details match, we have sent you an email to confirm your address.',
    );
    expect(sentBody(fetchMock, 'POST', '/api/signup')).toEqual({
      customerNo: 'C10001',
      invoiceNo: 'FT 2024/118',
      email: 'rui@example.com',
      language: 'en-US',
    });
  });

  it('translates an error code from the server', async () => {
    mockFetch({ 'POST /api/signup': () => problem('VALIDATION_FAILED', 400) });
    renderApp(['/SignUp']);
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByTestId('signup-customer-no'), 'C1');
    await user.type(screen.getByTestId('signup-invoice-no'), 'F1');
    await user.type(screen.getByTestId('signup-email'), 'rui@example.com');
    await user.click(screen.getByTestId('signup-submit'));

    expect(await screen.findByTestId('signup-error')).toHaveTextContent('Some of the data sent is not valid.');
  });
});
