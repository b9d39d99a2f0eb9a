import { Anchor, Badge, Menu } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';

/** Words for the components under test (test data, not interface text). */
const WORDS = { draft: 'Draft', open: 'Open', terms: 'Terms', actions: 'Actions', edit: 'Edit' };

/**
 * The theme's component settings are plain objects (web/src/app/theme.ts), so the first page's
 * script carries none of these components' code; they must still reach the components.
 */
describe('theme component settings', () => {
  it('writes a light badge in black on its tint, and other badges in their own colour', () => {
    renderWithProviders(
      <>
        <Badge variant="light" color="yellow" data-testid="light">
          {WORDS.draft}
        </Badge>
        <Badge variant="filled" color="yellow" data-testid="filled">
          {WORDS.open}
        </Badge>
      </>,
    );
    expect(screen.getByTestId('light').style.getPropertyValue('--badge-color')).toBe('var(--mantine-color-black)');
    expect(screen.getByTestId('filled').style.getPropertyValue('--badge-color')).not.toBe('var(--mantine-color-black)');
  });

  it('underlines links always', () => {
    renderWithProviders(<Anchor href="/terms">{WORDS.terms}</Anchor>);
    expect(screen.getByRole('link', { name: WORDS.terms })).toHaveAttribute('data-underline', 'always');
  });

  it('opens a menu with its items only, without a focus placeholder', () => {
    renderWithProviders(
      <Menu defaultOpened>
        <Menu.Target>
          <button type="button">{WORDS.actions}</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>{WORDS.edit}</Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    const menu = screen.getByRole('menu');
    expect(menu.querySelector('[data-autofocus]')).toBeNull();
    expect(screen.getByRole('menuitem', { name: WORDS.edit })).toBeInTheDocument();
  });
});
