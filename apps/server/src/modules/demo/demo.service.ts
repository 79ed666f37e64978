import type { AppContext } from '../../context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { newUid } from '../../lib/random.ts';
import { insertUser } from '../auth/users.repository.ts';
import { insertMember } from '../companies/companies.repository.ts';
import { createCompanyFor } from '../companies/companies.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { claimMeta } from './demo.repository.ts';

export const DEMO_PASSWORD = 'fairhub-demo-2026';

export interface DemoLogin {
  email: string;
  role: string;
}

/** Demo accounts: an organizer, an exhibitor with a team member, and a visitor who has not onboarded yet. */
export const DEMO_LOGINS: DemoLogin[] = [
  { email: 'organizer@fairhub.test', role: 'owner of Baltic Expo Center (organizer)' },
  { email: 'exhibitor@fairhub.test', role: 'owner of Nordic Metalworks (exhibitor)' },
  { email: 'member@fairhub.test', role: 'member of Nordic Metalworks' },
  { email: 'visitor@fairhub.test', role: 'no company yet (sees onboarding)' },
];

const POLAND = 616;
const SWEDEN = 752;

/** Loads the demo data on the first start only; later starts (and other processes) skip it. */
export async function loadDemoData(ctx: AppContext) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return ctx.db.transaction(async (tx) => {
    if (!(await claimMeta(tx, 'demo_data', new Date().toISOString()))) return false;
    const person = async (email: string, firstName: string, lastName: string, language: 'en' | 'pl') => {
      const user = await insertUser(tx, { uid: newUid(), email, passwordHash, firstName, lastName, language, emailConfirmedAt: new Date() });
      await notify(tx, user.id, 'welcome', { firstName });
      return user;
    };
    const organizer = await person('organizer@fairhub.test', 'Agnieszka', 'Nowak', 'pl');
    const exhibitor = await person('exhibitor@fairhub.test', 'Erik', 'Lindqvist', 'en');
    const member = await person('member@fairhub.test', 'Marta', 'Wiśniewska', 'pl');
    await person('visitor@fairhub.test', 'Tomasz', 'Zieliński', 'pl');

    await createCompanyFor(tx, organizer.id, {
      name: 'Baltic Expo Center',
      countryId: POLAND,
      city: 'Gdańsk',
      vatId: 'PL5840000016',
      website: 'https://baltic-expo.example',
      description: 'Trade-fair and congress venue on the Baltic coast, organizing industry fairs for maritime, energy and food businesses.',
    });
    const metalworks = await createCompanyFor(tx, exhibitor.id, {
      name: 'Nordic Metalworks',
      countryId: SWEDEN,
      city: 'Gothenburg',
      vatId: 'SE556677889901',
      website: 'https://nordic-metalworks.example',
      description: 'Precision sheet-metal parts and welded assemblies for machine builders across Scandinavia and Central Europe.',
    });
    await insertMember(tx, { userId: member.id, companyId: metalworks.id, role: 'member' });
    await notify(tx, exhibitor.id, 'invitation_accepted', { name: 'Marta Wiśniewska', companyName: metalworks.name });
    return true;
  });
}
