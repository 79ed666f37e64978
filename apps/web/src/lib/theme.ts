import { createTheme, darken, defaultVariantColorsResolver, parseThemeColor, type CSSVariablesResolver, type VariantColorsResolver } from '@mantine/core';
import { OVERLAY_TRANSITION_MS } from './transitions.ts';

/**
 * Written as plain objects (not Modal.extend) so the first page does not load the modal code.
 * The header of a modal or drawer is a plain container: as a <header> inside the dialog, axe
 * counts it as a second banner landmark beside the page's own header.
 */
const overlayDefaults = {
  defaultProps: { transitionProps: { duration: OVERLAY_TRANSITION_MS }, attributes: { header: { role: 'none' } } },
};

/**
 * The `light` variant (alerts, light buttons) writes shade 9 on a pale tint of the same colour,
 * which stays below 4.5:1 for green, yellow, orange and even blue; its text is darkened enough
 * to pass WCAG AA on every palette colour.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return resolved;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  const palette = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  if (!palette) return resolved;
  return { ...resolved, color: darken(palette[9], 0.4), hoverColor: darken(palette[9], 0.4) };
};

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  variantColorResolver,
  components: {
    Modal: overlayDefaults,
    Drawer: overlayDefaults,
  },
});

/**
 * WCAG AA contrast on white: `c="dimmed"` text (intros, field descriptions, captions) is gray.6 at
 * 3.3:1, gray.7 is 8:1; field errors are red.6 at 3.3:1, red.9 is 5.4:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
