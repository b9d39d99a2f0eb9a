import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSelect } from '@/components/language-select';
import i18n from '@/i18n/i18n';
import { mockFetch, renderWithProviders } from '../../test/render';

describe('language selector', () => {
  it('shows the current flag, lists the three languages and switches without calling the server before sign-in', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<LanguageSelect />);
    const button = screen.getByTestId('language-select');
    expect(button).toHaveTextContent('US');
    expect(button).toHaveAccessibleName('Language: English. Change language');
    const user = userEvent.setup({ delay: null });

    await user.click(button);

    const menu = screen.getByRole('menu', { name: 'Choose a language' });
    expect(menu).toBeInTheDocument();
    expect(screen.getAllByRole('menuitemradio').map((el) => el.textContent)).toEqual(['English', 'Español', 'Português']);
    expect(screen.getByTestId('language-option-en-US')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('language-option-en-US')).toHaveFocus();

    await user.click(screen.getByTestId('language-option-pt-PT'));

    await waitFor(() => expect(i18n.language).toBe('pt-PT'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveTextContent('PT');
    expect(localStorage.getItem('language')).toBe('pt-PT');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('works from the keyboard: arrows move, Escape closes and returns focus', async () => {
    renderWithProviders(<LanguageSelect />);
    const user = userEvent.setup({ delay: null });
    const button = screen.getByTestId('language-select');
    button.focus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('language-option-en-US')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('language-option-es-ES')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByTestId('language-option-pt-PT')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(i18n.language).toBe('es-ES'));
  });

  it('closes when clicking outside', async () => {
    renderWithProviders(
      <div>
        <LanguageSelect />
        <p data-testid="outside" style={{ height: 20 }} />
      </div>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByTestId('language-select'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByTestId('outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
