import type { AccountDeleted } from '@fairhub/shared/settings';
import type { AppContext } from '../../context.ts';
import { unprocessable } from '../../lib/problems.ts';
import type { Auth } from '../../plugins/auth.ts';
import { deleteCompanyWithUploads, deletePersonalUploads, deleteUser, lockCompanyMembersOf } from './account-deletion.repository.ts';
import { requirePassword } from './password-change.service.ts';
import { cancelMeetingsOfDeletedAccount } from '../meetings/meetings.service.ts';

export interface DeletionLogger {
  warn(details: object, message: string): void;
}

/**
 * DELETE profile, confirmed by the password. In one transaction: the last owner of a company that
 * has other members must hand it over first (422 `owner_must_hand_over`); the last member takes the
 * company with them; the account goes with its sessions, links, membership, notifications and
 * personal uploads; its open meetings are cancelled first and the other side of each is told. The deleted uploads' files are removed from the storage after the commit (a
 * failure there is logged: the rows are gone, so nothing refers to the file any more).
 */
export async function deleteAccount(ctx: AppContext, auth: Auth, password: string, log: DeletionLogger): Promise<AccountDeleted> {
  await requirePassword(ctx, auth, password, 'password');
  const { companyDeleted, storageKeys } = await ctx.db.transaction(async (tx) => {
    const { companyId, members } = await lockCompanyMembersOf(tx, auth.userId);
    const me = members.find((member) => member.userId === auth.userId);
    const others = members.filter((member) => member.userId !== auth.userId);
    const keys: string[] = [];
    // The other side of each open meeting is told while the person's name can still be read.
    await cancelMeetingsOfDeletedAccount(tx, auth.userId);
    if (companyId !== null && others.length === 0) {
      keys.push(...(await deleteCompanyWithUploads(tx, companyId)));
    } else if (me?.role === 'owner' && !others.some((member) => member.role === 'owner')) {
      throw unprocessable('You are the only owner of your company. Make another member owner first, then delete your account.', 'owner_must_hand_over');
    }
    keys.push(...(await deletePersonalUploads(tx, auth.userId)));
    await deleteUser(tx, auth.userId);
    return { companyDeleted: companyId !== null && others.length === 0, storageKeys: keys };
  });
  await Promise.all(
    storageKeys.map((key) =>
      ctx.storage.remove(key).catch((error: unknown) => log.warn({ err: error, storageKey: key }, 'could not remove a deleted upload file')),
    ),
  );
  return { deleted: true, companyDeleted };
}
