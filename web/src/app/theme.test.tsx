import { Anchor, Badge, Menu } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';

/**
 * The theme's component settings are plain objects (web/src/app/theme.ts), so the first page's
 * script carries none of these components' code; they must still reach the components.
 */
describe('theme component settings', () => {
  it('writes a light badge in black on its tint, and other badges in their own colour', () => {
    renderWithProviders(
      <>
        <Badge variant="light" color="yellow" data-testid="light">
          Draft
        </Badge>
        <Badge variant="filled" color="yellow" data-testid="filled">
          Open
        </Badge>
      </>,
    );
    expect(screen.getByTestId('light').style.getPropertyValue('--badge-color')).toBe('var(--mantine-color-black)');
    expect(screen.getByTestId('filled').style.getPropertyValue('--badge-color')).not.toBe('var(--mantine-color-black)');
  });

  it('underlines links always', () => {
    renderWithProviders(<Anchor href="/terms">Terms</Anchor>);
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('data-underline', 'always');
  });

  it('opens a menu with its items only, without a focus placeholder', () => {
    renderWithProviders(
      <Menu defaultOpened>
        <Menu.Target>
          <button type="button">Actions</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>Edit</Menu.Item>
        </Menu.Dropdown>
      </Menu>,
    );
    const menu = screen.getByRole('menu');
    expect(menu.querySelector('[data-autofocus]')).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
  });
});
