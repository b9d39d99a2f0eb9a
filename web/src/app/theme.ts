import { createTheme, type AnchorProps, type BadgeProps, type CSSVariablesResolver, type MantineTheme, type MantineThemeComponent, type MenuProps } from '@mantine/core';

const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

/** Blue 8 on white is 5:1, so filled buttons and links pass WCAG AA. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // Plain objects, not `Badge.extend(…)`: naming a component here would put its code (a menu's
  // positioning engine and all) in the first page's script, which needs none of them.
  components: {
    // A light badge's own shade on its tint reads at 2.7–3.8:1 (yellow, orange, green): the tint
    // keeps the colour, the word is black (over 12:1).
    Badge: {
      vars: (_theme: MantineTheme, props: BadgeProps) => ({ root: props.variant === 'light' ? { '--badge-color': 'var(--mantine-color-black)' } : {} }),
    } satisfies MantineThemeComponent,
    // A link inside a sentence is told apart by more than its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } satisfies AnchorProps },
    // A menu (role="menu") holds only its items; Mantine's focus placeholder is a focusable element
    // of no role inside it (axe: aria-required-children). Opening focuses the first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies MenuProps },
  },
});

/**
 * Mantine's default dimmed grey is 3.3:1 on white; gray 7 reads at 8:1. Its error red (red 6) is
 * 3.3:1; red 9 reads at 5.6:1, for the messages and the borders of fields in error alike. A light
 * blue button's words (blue 9) read at 4.0:1 on its pointer-over tint (blue 2), e.g. the
 * customer-area tab just clicked; on blue 1 they read at 4.9:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
  },
  dark: {},
});
