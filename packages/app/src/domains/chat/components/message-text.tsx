import Linkify from 'linkify-react';
import type { Opts } from 'linkifyjs';
import { Fragment } from 'react';

/** Only addresses written with http(s):// become links, opened in a new tab without access to this page. */
const LINK_OPTIONS: Opts = {
  target: '_blank',
  rel: 'noopener noreferrer',
  className: 'chat-bubble__link',
  validate: { url: (value: string) => /^https?:\/\//i.test(value), email: () => false },
};

/** Shows `@Name` mentions highlighted and web addresses as links; the rest as typed (line breaks kept by CSS). */
export function MessageText({ text, lang }: { text: string; lang?: string }) {
  const parts = text.split(/(@[\p{L}][\p{L}\p{N}_-]*)/u);
  return (
    <p className="chat-bubble__text" lang={lang}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="chat-bubble__mention">
            {part}
          </mark>
        ) : (
          <Fragment key={index}>
            <Linkify options={LINK_OPTIONS}>{part}</Linkify>
          </Fragment>
        ),
      )}
    </p>
  );
}
