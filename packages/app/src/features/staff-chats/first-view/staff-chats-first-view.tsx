import { addOutline, bulbOutline, chevronForwardOutline } from 'ionicons/icons';
import { useLayoutEffect, type MouseEvent, type ReactNode } from 'react';
import { FirstViewFrame, FirstViewIconButton, FirstViewSkeleton } from '@/components/first-view-frame';
import { LeanIcon } from '@/components/lean-icon';
import type { FirstViewUnread } from '@/domains/chat/staff/first-view-inbox';
import { de } from '@/domains/chat/locales/de';
import { en } from '@/domains/chat/locales/en';
import { fr } from '@/domains/chat/locales/fr';
import { nl } from '@/domains/chat/locales/nl';
import { CHAT_VIEWS, type ChatView } from '@/domains/chat/staff/chat-view';
import { fillCountText } from '@/lib/i18n/fill-text';
import type { Language } from '@/lib/i18n/languages';
import { removeBootSplash } from '@/lib/loading/boot-splash';
import { badgeCount } from '@/lib/text/badge-count';
import '@/components/ui/segmented-control.css';
import '@/domains/chat/components/chat-count-badge.css';
import '../staff-chats.css';
import './staff-chats-first-view.css';

const TEXTS = { en, nl, de, fr };

interface StaffChatsFirstViewProps {
  language: Language;
  /** undefined while it loads. */
  unread: FirstViewUnread | undefined;
  /** The inbox list (the chat list's first view), or undefined while it loads. */
  list: ReactNode | undefined;
  menuButton: ReactNode;
  /** A suggestion's page in the app. */
  suggestionHref: (suggestion: FirstViewUnread['suggestions'][number]) => string;
  /** The inbox with another view, in the app. */
  viewHref: (view: ChatView) => string;
  onOpen: (path: string) => void;
  /** Does in the app what a tap in the first view asked for (the element of `selector` there is tapped). */
  onTapInApp: (selector: string) => void;
}

/** The app's "new team chat" button: the first view's asks the app to open its dialog. */
export const NEW_TEAM_CHAT_SELECTOR = '.staff-chats__new-chat';

/**
 * /guide/chats and /support/chats as they first paint on a phone (StaffChatsPage): the toolbar with the menu, the
 * new-chat button and the unread total, the views, the suggestions and the list, with the app's markup and classes.
 * Drawn without Ionic and i18next.
 */
export function StaffChatsFirstView({ language, unread, list, menuButton, suggestionHref, viewHref, onOpen, onTapInApp }: StaffChatsFirstViewProps) {
  const texts = TEXTS[language];
  useLayoutEffect(removeBootSplash, []);
  const open = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpen(href);
  };
  const suggestions = unread?.suggestions ?? [];

  return (
    <FirstViewFrame
      title={texts.list.title}
      className="staff-chats-first-view"
      start={menuButton}
      end={
        <>
          <FirstViewIconButton icon={<LeanIcon icon={addOutline} />} label={texts.list.newChat} onClick={() => onTapInApp(NEW_TEAM_CHAT_SELECTOR)} />
          {!!unread?.unread && (
            <span className="chat-count-badge staff-chats__badge" role="status" aria-label={fillCountText(texts.unread, 'label', unread.unread, language)}>
              {badgeCount(unread.unread)}
            </span>
          )}
        </>
      }
    >
      <div className="staff-chats">
        <div className="ui-segmented staff-chats__views" role="group" aria-label={texts.list.viewLabel}>
          {CHAT_VIEWS.map((view) => (
            <button
              key={view}
              type="button"
              className={view === 'all' ? 'ui-segmented__option ui-segmented__option--on' : 'ui-segmented__option'}
              aria-pressed={view === 'all'}
              onClick={() => onOpen(viewHref(view))}
            >
              {texts.list.views[view]}
            </button>
          ))}
        </div>
        {suggestions.length > 0 && (
          <section className="staff-suggestions" aria-labelledby="first-view-suggestions-title">
            <h2 id="first-view-suggestions-title">
              <LeanIcon icon={bulbOutline} />
              {fillCountText(texts.list, 'suggestionsTitle', suggestions.length, language)}
            </h2>
            <ul>
              {suggestions.slice(0, 3).map((suggestion) => (
                <li key={suggestion._id}>
                  <a href={suggestionHref(suggestion)} onClick={open(suggestionHref(suggestion))}>
                    <span>
                      <strong>{suggestion.title}</strong>
                      <span>{suggestion.text}</span>
                    </span>
                    <LeanIcon icon={chevronForwardOutline} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {list ?? <ListSkeleton label={texts.list.loading} />}
      </div>
    </FirstViewFrame>
  );
}

/** The app's ListSkeleton (chat-list.tsx); its classes come with the list's first view, in the same chunk. */
function ListSkeleton({ label }: { label: string }) {
  return (
    <ul className="chat-list chat-list--skeleton" aria-busy="true" aria-label={label}>
      {[0, 1, 2, 3, 4].map((index) => (
        <li key={index} className="chat-entry chat-entry--skeleton">
          <FirstViewSkeleton width="55%" height="18px" />
          <FirstViewSkeleton width="80%" />
          <FirstViewSkeleton width="65%" />
        </li>
      ))}
    </ul>
  );
}
