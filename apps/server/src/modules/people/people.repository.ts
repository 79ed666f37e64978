import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { personIsPublic } from '../../db/public-visibility.ts';
import { companies, companyMembers } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';

/** A person whose profile is public, with their company (null without one); undefined otherwise. */
export async function findPublicPerson(db: Executor, uid: string) {
  const [row] = await db
    .select({
      id: users.id,
      uid: users.uid,
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: users.jobTitle,
      avatar: users.avatar,
      languages: users.languages,
      bio: users.bio,
      updatedAt: users.updatedAt,
      company: { uid: companies.uid, slug: companies.slug, name: companies.name },
    })
    .from(users)
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(eq(users.uid, uid), personIsPublic()));
  return row;
}
