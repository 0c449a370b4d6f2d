import { classNames } from './class-names';
import './phrases.css';

export const PHRASE_SEPARATOR = ' · ';

/**
 * Short phrases in a row with dots between them ("On · set to 20.0 °C · 19.5 °C now"). A phrase breaks over two
 * lines only when it is wider than a whole line, and a line never starts with a dot: the dot before a phrase that
 * starts a line falls outside the box.
 */
export function Phrases({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <span className={classNames('ui-phrases', className)}>
      {items.map((item, index) => (
        <span key={index} className="ui-phrases__item">
          {index > 0 && <span className="ui-phrases__dot">{PHRASE_SEPARATOR}</span>}
          {item}
        </span>
      ))}
    </span>
  );
}

/** A text whose parts are written with the separator, as phrases. */
export const phrasesOf = (text: string): string[] => text.split(PHRASE_SEPARATOR);
