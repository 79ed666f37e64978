import type { Language } from '@fairhub/shared/constants';
import { authRequest } from '../auth-client.ts';

/** PATCH profile {language}: the account's language, in which its e-mails are written too. */
export function saveProfileLanguage(language: Language): Promise<unknown> {
  return authRequest('profile', { method: 'PATCH', body: { language } });
}
