import { createTheme } from '@mantine/core';
import { OVERLAY_TRANSITION_MS } from './transitions.ts';

/** Written as plain objects (not Modal.extend) so the first page does not load the modal code. */
const overlayDefaults = { defaultProps: { transitionProps: { duration: OVERLAY_TRANSITION_MS } } };

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    Modal: overlayDefaults,
    Drawer: overlayDefaults,
  },
});
