// Must fail: no-restricted-imports — linted as packages/shared/src/dates.ts
import dayjs from 'dayjs';

export const today = () => dayjs().format('YYYY-MM-DD');
