import { type CSSVariablesResolver, createTheme, darken } from '@mantine/core';
import { t } from '@/i18n';

/**
 * WCAG AA in both colour schemes, decided here rather than per screen:
 * - filled controls use shade 8 (white on indigo 8 is 5.7:1; shade 6 was 4.3:1), and `autoContrast` with the
 *   luminance where black and white tie (0.179) picks whichever text colour reads better on any other filled colour
 *   (a filled green or orange badge gets black text: white on them is under 3.5:1);
 * - in the light scheme coloured text (`c="red"`) and the text of light badges and buttons are shade 9 darkened by
 *   35% (Mantine's shade 6 text was 2.4 to 3.6:1, its light badges 3.7:1; yellow on its own light badge needs the
 *   full 35%), and dimmed text is gray 7 (gray 6 on white was 3.3:1);
 * - in the dark scheme dimmed text is dark 1 (dark 2 on the dark body is under 4.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    const text = darken(shades[9], 0.35);
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-light-color`] = text;
  }
  return {
    variables: {},
    light,
    dark: {
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': 'var(--mantine-color-red-5)',
      '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
    },
  };
};

export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans Devanagari", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // A link inside a sentence is told apart by more than its colour (in the dark scheme the two are too close).
    Anchor: { defaultProps: { underline: 'always' } },
    Button: { defaultProps: { radius: 'md' } },
    Card: { defaultProps: { radius: 'md' } },
    // Badges read at 12 px at the least (Mantine's default badge text is 11 px).
    Badge: { defaultProps: { size: 'md' }, vars: () => ({ root: { '--badge-fz': 'var(--mantine-font-size-xs)' } }) },
    // Icon-only controls need a name for screen readers. Toasts are announced by the live region in
    // components/toasts.tsx, so the toast itself is not a second alert.
    Notification: {
      defaultProps: {
        role: 'none',
        closeButtonProps: {
          get 'aria-label'() {
            return t('Close notification');
          },
        },
      },
    },
    Modal: {
      defaultProps: {
        closeButtonProps: {
          get 'aria-label'() {
            return t('Close');
          },
        },
      },
    },
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
          'aria-label': { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }[
            control
          ],
        }),
      },
    },
  },
});
