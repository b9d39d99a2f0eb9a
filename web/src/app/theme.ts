import { Anchor, Badge, createTheme, type CSSVariablesResolver } from '@mantine/core';

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
  components: {
    // A light badge's own shade on its tint reads at 2.7–3.8:1 (yellow, orange, green): the tint
    // keeps the colour, the word is black (over 12:1).
    Badge: Badge.extend({
      vars: (_theme, props) => ({ root: props.variant === 'light' ? { '--badge-color': 'var(--mantine-color-black)' } : {} }),
    }),
    // A link inside a sentence is told apart by more than its colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/**
 * Mantine's default dimmed grey is 3.3:1 on white; gray 7 reads at 8:1. Its error red (red 6) is
 * 3.3:1; red 9 reads at 5.6:1, for the messages and the borders of fields in error alike.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
