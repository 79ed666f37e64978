import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import type { Notification } from '@fairhub/shared/notifications';
import en from '../../../locales/en/common.json';
import pl from '../../../locales/pl/common.json';
import { notificationSentence } from './notification-sentence.ts';

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
});
