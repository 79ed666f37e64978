import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

const randomUid = sql.raw(`rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')`);

/** The soonest coming published event of an organizer company (the benchmark's event). */
export async function benchEvent(db: Executor) {
  const result = await db.execute<{ id: string; uid: string; organizer_id: string }>(sql`
    select e.id, e.uid, e.organizer_id from events e
     where e.status = 'published' and e.starts_at > now() + interval '7 days' and e.venue_id is not null
     order by e.starts_at, e.id limit 1`);
  const row = result.rows[0];
  return row ? { id: Number(row.id), uid: row.uid, organizerId: Number(row.organizer_id) } : undefined;
}

/**
 * Fills the event up to `total` applications: seeded companies (not already there) apply as
 * exhibitors staffed by their owner, and other seeded owners as visitors; statuses 60 % pending,
 * 30 % approved (exhibitors with a stand), 10 % rejected with a reason, applied over 30 days.
 */
export async function fillEvent(db: Executor, event: { id: number; organizerId: number }, exhibitorCount: number, visitorCount: number) {
  await db.execute(sql`
    with picked as (
      select c.id as company_id, m.user_id, row_number() over (order by c.id) as n
        from companies c join company_members m on m.company_id = c.id and m.role = 'owner'
       where c.id <> ${event.organizerId} and not c.is_organizer
         and not exists (select 1 from exhibitors x where x.event_id = ${event.id} and x.company_id = c.id)
         and not exists (select 1 from participations p where p.event_id = ${event.id} and p.user_id = m.user_id)
       order by c.id limit ${exhibitorCount}),
    x as (
      insert into exhibitors (uid, event_id, company_id, status, stand, decision_reason, decided_at, created_at)
      select ${randomUid}, ${event.id}, company_id,
             case when n % 10 < 6 then 'pending' when n % 10 < 9 then 'approved' else 'rejected' end,
             case when n % 10 between 6 and 8 then 'Z' || n end,
             case when n % 10 = 9 then 'Not this time.' end,
             case when n % 10 >= 6 then now() - interval '1 day' end,
             now() - (n % 30) * interval '1 day' - (n % 24) * interval '1 hour'
        from picked
      returning id, company_id, status, created_at)
    insert into participations (uid, event_id, user_id, company_id, role, status, exhibitor_id, created_at)
    select ${randomUid}, ${event.id}, p.user_id, x.company_id, 'exhibitor', x.status, x.id, x.created_at
      from x join picked p on p.company_id = x.company_id`);
  await db.execute(sql`
    insert into participations (uid, event_id, user_id, company_id, role, status, decision_reason, decided_at, created_at)
    select ${randomUid}, ${event.id}, user_id, company_id, 'visitor',
           case when n % 10 < 6 then 'pending' when n % 10 < 9 then 'approved' else 'rejected' end,
           case when n % 10 = 9 then 'The hall is full.' end,
           case when n % 10 >= 6 then now() - interval '1 day' end,
           now() - (n % 30) * interval '1 day' - (n % 24) * interval '1 hour'
      from (select m.user_id, m.company_id, row_number() over (order by m.user_id desc) as n
              from company_members m
             where m.company_id <> ${event.organizerId}
               and not exists (select 1 from participations p where p.event_id = ${event.id} and p.user_id = m.user_id)
             order by m.user_id desc limit ${visitorCount}) v`);
  await db.execute(sql`analyze exhibitors`);
  await db.execute(sql`analyze participations`);
}

/** How many applications (visitors and exhibitor companies) and people the event has. */
export async function countApplications(db: Executor, eventId: number) {
  const result = await db.execute<{ applications: string; people: string }>(sql`
    select (select count(*) from participations where event_id = ${eventId} and role = 'visitor')
         + (select count(*) from exhibitors where event_id = ${eventId}) as applications,
           (select count(*) from participations where event_id = ${eventId}) as people`);
  return { applications: Number(result.rows[0]!.applications), people: Number(result.rows[0]!.people) };
}

/** A signed-in organizer for the benchmark: a new user made an admin of the organizer company. */
export async function addOrganizerAdmin(db: Executor, values: { uid: string; email: string; passwordHash: string; companyId: number }) {
  const result = await db.execute<{ id: string }>(sql`
    insert into users (uid, email, password_hash, first_name, last_name, language, email_confirmed_at)
    values (${values.uid}, ${values.email}, ${values.passwordHash}, 'Bench', 'Organizer', 'en', now()) returning id`);
  await db.execute(sql`insert into company_members (user_id, company_id, role) values (${result.rows[0]!.id}, ${values.companyId}, 'admin')`);
}
