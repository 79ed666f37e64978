// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import type { Notification } from '@fairhub/shared/notifications';
import en from '../../../locales/en/common.json';
import pl from '../../../locales/pl/common.json';
import { notificationLink, notificationSentence } from './notification-sentence.ts';

async function translator(language: 'en' | 'pl') {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { en: { common: en }, pl: { common: pl } }, defaultNS: 'common', interpolation: { escapeValue: false } });
  return i18n.t;
}

const notification = (kind: string, data: Record<string, string>): Notification => ({
  uid: 'n1',
  kind,
  data,
  readAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('notificationSentence', () => {
  it('words team changes with the role in the reader’s language', async () => {
    const en = await translator('en');
    expect(notificationSentence(en, notification('member_role_changed', { companyName: 'Acme', role: 'admin', by: 'Ola Nowak' }))).toBe(
      'Ola Nowak changed your role in Acme to admin.',
    );
    expect(notificationSentence(en, notification('member_removed', { companyName: 'Acme', by: 'Ola Nowak' }))).toBe('Ola Nowak removed you from Acme.');
    const pl = await translator('pl');
    expect(notificationSentence(pl, notification('member_role_changed', { companyName: 'Acme', role: 'owner', by: 'Ola Nowak' }))).toBe(
      'Ola Nowak zmienia Twoją rolę w firmie Acme na: właściciel.',
    );
  });

  it('has a sentence for every kind the server sends, and a general one for others', async () => {
    const en = await translator('en');
    expect(notificationSentence(en, notification('something_new', {}))).toBe('Something new happened in your account.');
  });

  it('words taking part in events, with the organizer’s reason, in both languages, and links to the event', async () => {
    const en = await translator('en');
    const pl = await translator('pl');
    const applied = notification('participation_applied', {
      eventTitle: 'Baltic Expo',
      eventUid: 'ev1',
      role: 'exhibitor',
      name: 'Nordic Metalworks',
      status: 'pending',
    });
    expect(notificationSentence(en, applied)).toBe('Nordic Metalworks applied to Baltic Expo as an exhibitor.');
    expect(notificationSentence(pl, applied)).toBe('Nordic Metalworks zgłasza się na Baltic Expo jako wystawca.');
    expect(notificationLink(applied)).toBe('/panel/events/ev1');
    const automatic = notification('participation_applied', {
      eventTitle: 'Baltic Expo',
      eventUid: 'ev1',
      role: 'visitor',
      name: 'Ewa Łukasik',
      status: 'approved',
    });
    expect(notificationSentence(en, automatic)).toBe('Ewa Łukasik joined Baltic Expo as a visitor (approved automatically).');

    const rejected = notification('participation_rejected', {
      eventTitle: 'Baltic Expo',
      eventUid: 'ev1',
      role: 'visitor',
      companyName: '',
      reason: 'The hall is full.',
    });
    expect(notificationSentence(en, rejected)).toBe('Your application to Baltic Expo as a visitor was rejected. Reason: The hall is full.');
    expect(notificationSentence(pl, rejected)).toBe('Twoje zgłoszenie na Baltic Expo jako zwiedzający zostało odrzucone. Uzasadnienie: The hall is full.');
    expect(notificationLink(rejected)).toBe('/events/ev1');
    const approved = notification('participation_approved', {
      eventTitle: 'Baltic Expo',
      eventUid: 'ev1',
      role: 'exhibitor',
      companyName: 'Nordic',
      reason: '',
    });
    expect(notificationSentence(en, approved)).toBe('Your application to Baltic Expo as an exhibitor was approved.');

    const invited = notification('event_invited', { organizer: 'Baltic Expo Center', eventTitle: 'Baltic Expo', eventUid: 'ev1', role: 'visitor' });
    expect(notificationSentence(en, invited)).toBe('Baltic Expo Center invites you to Baltic Expo as a visitor.');
    expect(notificationLink(invited)).toBe('/panel/events');

    const cancelled = notification('event_cancelled', { eventTitle: 'Baltic Expo', eventUid: 'ev1', eventSlug: 'baltic-expo', reason: 'The venue closed.' });
    expect(notificationSentence(en, cancelled)).toContain('The venue closed.');
    expect(notificationSentence(en, cancelled).match(/The venue closed/g)).toHaveLength(1);
    expect(notificationLink(cancelled)).toBe('/events/ev1/baltic-expo');
    expect(notificationSentence(pl, notification('event_changed', { eventTitle: 'Baltic Expo', eventUid: 'ev1' }))).toContain('Baltic Expo');
    expect(notificationLink(notification('member_removed', { companyName: 'Acme', by: 'Ola' }))).toBeNull();
  });

  it('words meeting notifications, telling an organizer’s or a deleted account’s cancellation apart, and links the meetings tab', async () => {
    const en = await translator('en');
    const pl = await translator('pl');
    const data = { name: 'Erik Lindqvist', meetingUid: 'm1', eventTitle: 'Baltic Expo', eventUid: '' };
    expect(notificationSentence(en, notification('meeting_requested', data))).toBe(
      'Erik Lindqvist asks you for a meeting. Answer it before the request expires.',
    );
    expect(notificationSentence(pl, notification('meeting_accepted', data))).toBe('Erik Lindqvist przyjmuje Twoją prośbę o spotkanie.');
    expect(notificationSentence(en, notification('meeting_cancelled', data))).toBe('Erik Lindqvist cancelled your meeting.');
    expect(notificationSentence(en, notification('meeting_cancelled', { ...data, byOrganizer: 'true' }))).toContain('The organizer of Baltic Expo');
    expect(notificationSentence(pl, notification('meeting_cancelled', { ...data, accountDeleted: 'true' }))).toContain('usuwa swoje konto');
    expect(notificationLink(notification('meeting_requested', data))).toBe('/panel/meetings/requests');
    expect(notificationLink(notification('meeting_declined', data))).toBe('/panel/meetings/sent');
    expect(notificationLink(notification('meeting_reminder', data))).toBe('/panel/meetings/schedule');
  });
});
