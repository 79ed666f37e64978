// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepsScroll, scrollAfterNavigation } from './scroll-rules.ts';
import { isKeptAlive } from './keep-alive-rules.ts';

describe('scroll after navigation (client rules: Routes and navigation)', () => {
  it.each(['events', 'venues-list', 'home', 'organizers-list', 'codes', 'codes-search'])('leaves the position alone on %s', (name) => {
    expect(keepsScroll(name)).toBe(true);
    expect(scrollAfterNavigation(name, undefined)).toBe('leave');
  });

  it.each(['about', 'faq', 'panel', 'panel_onboarding', 'not-found', undefined])('scrolls to the top on %s', (name) => {
    expect(scrollAfterNavigation(name, 500)).toEqual({ top: 0 });
  });

  it('puts a kept-alive screen back where it was left', () => {
    expect(scrollAfterNavigation('home', 840)).toEqual({ top: 840 });
  });
});

describe('keep-alive (client rules: Routes and navigation)', () => {
  it.each(['EventsList', 'VenuesList', 'Home', 'OrganizersList', 'CodesList', 'CodesSearch'])('keeps %s alive', (screen) => {
    expect(isKeptAlive(screen)).toBe(true);
  });

  it.each(['About', 'Dashboard', 'EventDetails', undefined])('does not keep %s alive', (screen) => {
    expect(isKeptAlive(screen)).toBe(false);
  });
});
