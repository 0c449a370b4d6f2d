/**
 * Intl formatters, one per locale and options. Building one costs far more than formatting with it, and lists format
 * a date or an amount on every row of every render.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function cached<T>(formats: Map<string, T>, locale: string, options: object, create: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A list as the language writes it: "Dutch, German and French", "Niederländisch, Deutsch und Französisch". */
export function listFormat(locale: string, options: Intl.ListFormatOptions = { type: 'conjunction' }): Intl.ListFormat {
  return cached(listFormats, locale, options, () => new Intl.ListFormat(locale, options));
}
