import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';

// findBy*/waitFor wait for the UI to settle; 1 s (the default) is too short for the first render of a
// Mantine page on a busy 2-core CI machine, where test files run side by side.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Every media query answers "no", whatever the DOM library would compute from its window size: a
// component test renders at no particular width, so a part shown only on phones and its desktop twin
// are both in the DOM (Mantine's hiddenFrom/visibleFrom are CSS, which the tests do not load), and a
// test of a phone-only behaviour says so by stubbing matchMedia itself.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
window.scrollTo = (() => {}) as typeof window.scrollTo;
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// Nothing is laid out, so nothing scrolls: Mantine's comboboxes and ScrollArea scroll the selected
// option into view (a test that checks a scroll replaces this with its own spy).
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// No font loading either; Mantine's autosizing textarea listens for it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

// React's development build records, for each element it creates, a stack trace and a console task
// naming the component that created it (the "owner" its warnings print). That bookkeeping is about
// a sixth of a component test's time (the event form's 15 tests: 17.5–19.4 s with it, 15.4–16.1 s
// without). React itself stops recording after 10,000 elements per render; the tests have it stop
// from the first. Its warnings still come, with the component stack but not the owner's.
const reactInternals = (React as unknown as Record<string, object | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { configurable: true, get: () => 10_000, set: () => {} });
}
