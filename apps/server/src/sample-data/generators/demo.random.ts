/** mulberry32: a tiny seeded PRNG, so the demo catalogue is the same on every installation. */
export function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = ReturnType<typeof randomTools>;

export function randomTools(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  /** `count` distinct items, in random order. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(count, copy.length));
  };
  return { next, int, pick, chance, sample };
}

/** The UTC instant of a wall-clock time in an IANA time zone (e.g. 09:00 in Europe/Warsaw). */
export function zonedTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string) {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wall - offsetOf(wall, timeZone);
  // Near a DST change the offset at the guessed instant may differ; one more step settles it.
  instant = wall - offsetOf(instant, timeZone);
  return new Date(instant);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

/** The zone's offset from UTC at `instant`, in ms (cached per zone and hour: offsets change on the hour). */
function offsetOf(instant: number, timeZone: string) {
  const key = `${timeZone}|${Math.floor(instant / 3_600_000)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = computeOffset(instant, timeZone);
    offsets.set(key, offset);
  }
  return offset;
}

function computeOffset(instant: number, timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instant / 1000) * 1000;
}
