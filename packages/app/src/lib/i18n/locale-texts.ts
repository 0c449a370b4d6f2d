/**
 * What a translation of a namespace must fill: the English texts' shape with every text widened to `string`.
 * A translation written with `satisfies LocaleTexts<typeof en>` fails to compile when it misses a key or adds one.
 */
export type LocaleTexts<T> = { [K in keyof T]: T[K] extends string ? string : LocaleTexts<T[K]> };
