/**
 * Intl formatters, made once per locale and options and then reused. Making one means loading the
 * locale's and time zone's data (a fraction of a millisecond to a few each); a page of events or a
 * week of meetings formats hundreds of dates with a handful of distinct settings. Formatters hold no
 * state between calls, so sharing them is safe. A bad time zone still throws when the formatter is
 * made (and nothing is kept).
 */

type Locales = string | readonly string[] | undefined;

/** Past this many distinct settings the cache starts over: a bound, never reached by the app's own few. */
const MAX_ENTRIES = 500;

function cached<Options extends object, Format>(make: (locales: Locales, options?: Options) => Format) {
  const formats = new Map<string, Format>();
  return (locales?: Locales, options?: Options): Format => {
    const key = JSON.stringify([locales ?? null, options ?? null]);
    let format = formats.get(key);
    if (!format) {
      format = make(locales, options);
      if (formats.size >= MAX_ENTRIES) formats.clear();
      formats.set(key, format);
    }
    return format;
  };
}

export const dateTimeFormat = cached<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>(
  (locales, options) => new Intl.DateTimeFormat(locales as Intl.LocalesArgument, options),
);
export const numberFormat = cached<Intl.NumberFormatOptions, Intl.NumberFormat>(
  (locales, options) => new Intl.NumberFormat(locales as Intl.LocalesArgument, options),
);
export const displayNames = cached<Intl.DisplayNamesOptions, Intl.DisplayNames>(
  (locales, options) => new Intl.DisplayNames(locales as Intl.LocalesArgument, options!),
);
