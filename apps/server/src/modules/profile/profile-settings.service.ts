import type { ProfileSettings, ProfileUpdate } from '@fairhub/shared/settings';
import { resolveNotificationPrefs } from '@fairhub/shared/settings';
import { mediaUrl } from '@fairhub/shared/uploads';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { unauthorized } from '../../lib/problems.ts';
import type { Auth } from '../../plugins/auth.ts';
import { requireUploads } from '../uploads/uploads.service.ts';
import { findSettings, updateProfile, type SettingsUserRow } from './settings.repository.ts';

export function imageRef(uid: string | null) {
  return uid ? { uid, url: mediaUrl(uid) } : null;
}

/** The stored user as the settings page shows it (no password hash, preferences resolved). */
export function toProfileSettings(user: SettingsUserRow, pendingEmail: string | null): ProfileSettings {
  return {
    uid: user.uid,
    email: user.email,
    pendingEmail,
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobTitle,
    phone: user.phone,
    bio: user.bio,
    avatar: imageRef(user.avatar),
    languages: user.languages,
    publicProfile: user.publicProfile,
    language: user.language,
    notificationPrefs: resolveNotificationPrefs(user.notificationPrefs),
    timeZone: user.timeZone,
    createdAt: user.createdAt.toISOString(),
  };
}

async function loadSettings(db: Executor, userId: number) {
  const row = await findSettings(db, userId);
  if (!row) throw unauthorized();
  return toProfileSettings(row.user, row.pendingEmail);
}

/** GET profile/settings */
export function getProfileSettings(db: Executor, auth: Auth) {
  return loadSettings(db, auth.userId);
}

/**
 * PATCH profile: the fields given, in one transaction; a new avatar must be an avatar upload the
 * user made (400 `upload_unknown` on `avatar` otherwise). The replaced avatar's file is left to the
 * uploads clean-up (docs/decisions.md, Settings).
 */
export async function updateProfileSettings(ctx: AppContext, auth: Auth, patch: ProfileUpdate): Promise<ProfileSettings> {
  const { notificationPrefs, ...columns } = patch;
  return ctx.db.transaction(async (tx) => {
    // Avatars belong to their user alone (an avatar upload has no company), so only the user's own are accepted.
    if (columns.avatar) await requireUploads(tx, [columns.avatar], 'avatar', { userId: auth.userId, companyId: null }, 'avatar');
    await updateProfile(tx, auth.userId, columns, notificationPrefs);
    return loadSettings(tx, auth.userId);
  });
}
