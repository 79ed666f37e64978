/**
 * Colours with at least 4.5:1 contrast on the page backgrounds in light and dark schemes
 * (Mantine's default blue.6 links are below that on white).
 */
export const LINK_COLOR = 'light-dark(var(--mantine-color-blue-8), var(--mantine-color-blue-3))';
export const SECONDARY_TEXT = 'light-dark(var(--mantine-color-gray-8), var(--mantine-color-dark-0))';
