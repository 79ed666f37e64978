// Must fail: fairhub/server-layers — linted as apps/server/src/db/seed-reference-data.ts
import { seedCountries } from '../modules/countries/countries.service.ts';

export const steps = [seedCountries];
