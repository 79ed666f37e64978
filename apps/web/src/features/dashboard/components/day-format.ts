// The charts' number and day formats are shared with the organizer's event statistics.
export { formatCount, formatDay } from '../../../components/charts/day-format.ts';
