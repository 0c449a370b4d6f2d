import { isGuestChatObject, type AppLanguage } from '@stay/contract';
import { attachOutline, chevronDownOutline, helpBuoyOutline, moonOutline, peopleOutline, personOutline, swapHorizontalOutline } from 'ionicons/icons';
import { useMemo, type MouseEvent } from 'react';
import { LeanIcon } from '@/components/lean-icon';
import { Avatar } from '@/components/ui/avatar';
import { Pill } from '@/components/ui/pill';
import type { FirstViewChat } from '@/domains/chat/staff/first-view-inbox';
import { fillCountText, fillText } from '@/lib/i18n/fill-text';
import type { Language } from '@/lib/i18n/languages';
import { badgeCount } from '@/lib/text/badge-count';
import { fullName } from '@/lib/text/names';
import { createChatFormat, type ChatFormat } from '@/lib/time/format';
import { firstViewChatTexts } from './first-view-chat-texts';
import '@/components/language-badge/language-badge.css';
import '@/domains/chat/components/chat.css';
import '@/domains/chat/components/chat-count-badge.css';
import '../chat-list.css';
import './chat-list-first-view.css';

type Texts = ReturnType<typeof firstViewChatTexts>;

interface ChatListFirstViewProps {
  language: Language;
  chats: readonly FirstViewChat[];
  /** A chat's page in the app. */
  hrefOf: (chat: FirstViewChat) => string;
  /** Support roles see the guide and the time since the guest chose them. */
  isSupport: boolean;
  /** Opens the app on a chat. */
  onOpen: (path: string) => void;
  /** Does in the app what a tap in the first view asked for (the element of `selector` there is tapped). */
  onTapInApp: (selector: string) => void;
}

/**
 * The staff inbox list as the app draws it at phone width (chat-list.tsx and chat-list-item.tsx), with the app's
 * markup and classes and without Ionic: suite or chat name, guest, dates, last message, time, unread count, badges
 * and the extras' summary. A tap on a chat opens it in the app.
 */
export function ChatListFirstView({ language, chats, hrefOf, isSupport, onOpen, onTapInApp }: ChatListFirstViewProps) {
  const texts = firstViewChatTexts(language);
  const format = useMemo(() => createChatFormat(language), [language]);
  return (
    <ul className="chat-list" aria-label={texts.chat.list.label.all}>
      {chats.map((chat) => (
        <ChatRow key={chat.nmbr} chat={chat} href={hrefOf(chat)} texts={texts} language={language} format={format} isSupport={isSupport} onOpen={onOpen} onTapInApp={onTapInApp} />
      ))}
    </ul>
  );
}

interface ChatRowProps {
  chat: FirstViewChat;
  href: string;
  texts: Texts;
  language: Language;
  format: ChatFormat;
  isSupport: boolean;
  onOpen: (path: string) => void;
  onTapInApp: (selector: string) => void;
}

function ChatRow({ chat, href, texts, language, format, isSupport, onOpen, onTapInApp }: ChatRowProps) {
  const { item } = texts.chat;
  const isReservation = isGuestChatObject(chat.object1);
  const title = isReservation ? (chat.reservation?.accommodations[0]?.name ?? item.chat) : chat.chatname || item.chat;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpen(href);
  };
  return (
    <li id={`chat-item-${chat.nmbr}`} className={`chat-entry${chat.chatstatus === 'I' ? ' chat-entry--inactive' : ''}`} data-chat={chat.nmbr}>
      <div className="chat-item chat-item--first-view">
        <div className="chat-item__body">
          <div className="chat-item__content">
            <a href={href} onClick={open} className="chat-item__link" aria-label={fillText(item.open, { name: title })}>
              {isReservation ? (
                <ReservationSummary chat={chat} title={title} texts={texts} format={format} isSupport={isSupport} />
              ) : (
                <InternalSummary chat={chat} title={title} texts={texts} format={format} />
              )}
            </a>
            <div className="chat-item__side">
              {chat.unread > 0 && (
                <span className="chat-count-badge chat-item__unread" aria-label={fillCountText(texts.chat.unread, 'label', chat.unread, language)}>
                  {badgeCount(chat.unread)}
                </span>
              )}
              {chat.badges.mentioned && (
                <span className="chat-item__mention" role="img" aria-label={item.mentioned} title={item.mentioned}>
                  @
                </span>
              )}
              {chat.chatstatus === 'I' && <span className="chat-item__status">{texts.chat.status.I}</span>}
            </div>
          </div>
          {isReservation && <Badges chat={chat} texts={texts} />}
          {isReservation && <ExtrasSummary chat={chat} texts={texts} language={language} onTap={() => onTapInApp(`#chat-item-${chat.nmbr} .chat-extras__toggle`)} />}
        </div>
      </div>
    </li>
  );
}

function Time({ chat, format }: { chat: FirstViewChat; format: ChatFormat }) {
  if (!chat.lastmessage) return null;
  return (
    <time className="chat-item__time" dateTime={chat.lastmessage.timestamp}>
      {format.when(chat.lastmessage.timestamp)}
    </time>
  );
}

function ReservationSummary({ chat, title, texts, format, isSupport }: { chat: FirstViewChat; title: string; texts: Texts; format: ChatFormat; isSupport: boolean }) {
  const { item, priority } = texts.chat;
  const reservation = chat.reservation;
  const guest = fullName(reservation?.mainGuest);
  return (
    <>
      <div className="chat-item__top">
        <h2 className="chat-item__title">{title}</h2>
        <Time chat={chat} format={format} />
      </div>
      {chat.helpRequestedAt && (
        <Pill tone="danger" className="help-requested-pill" role="status">
          <LeanIcon icon={helpBuoyOutline} />
          {fillText(item.helpRequested, { priority: priority[chat.chatpriority] })}
        </Pill>
      )}
      {reservation && (
        <p className="chat-item__line">
          {guest && <span className="chat-item__guest">{guest}</span>}
          {reservation.guestLanguage && <LanguageBadge language={reservation.guestLanguage} texts={texts} />}
          <span className="chat-item__dates">{format.range(reservation.startDateTime, reservation.endDateTime)}</span>
          {reservation.lateCheckout && (
            <Pill tone="violet">
              <LeanIcon icon={moonOutline} />
              {item.lateCheckout}
            </Pill>
          )}
        </p>
      )}
      {isSupport && reservation?.guide && (
        <p className="chat-item__line chat-item__guide">
          {fillText(item.guide, { name: reservation.guide.firstname })}
          {reservation.guideSelectionTimestamp && (
            <>
              {' · '}
              <time dateTime={reservation.guideSelectionTimestamp}>{fillText(item.chosen, { since: format.since(reservation.guideSelectionTimestamp) })}</time>
            </>
          )}
        </p>
      )}
      <LastMessage chat={chat} texts={texts} />
    </>
  );
}

function InternalSummary({ chat, title, texts, format }: { chat: FirstViewChat; title: string; texts: Texts; format: ChatFormat }) {
  return (
    <div className="chat-item__internal">
      <Avatar name={title} />
      <div className="chat-item__internal-body">
        <div className="chat-item__top">
          <h2 className="chat-item__title">{title}</h2>
          <Time chat={chat} format={format} />
        </div>
        <span className={`chat-priority chat-priority--${chat.chatpriority.toLowerCase()}`}>{texts.chat.priority[chat.chatpriority]}</span>
        <LastMessage chat={chat} texts={texts} />
      </div>
    </div>
  );
}

/** The app's LastMessage (chat-list-item.tsx) with its system lines in the reader's language. */
function LastMessage({ chat, texts }: { chat: FirstViewChat; texts: Texts }) {
  const { item, thread } = texts.chat;
  const last = chat.lastmessage;
  if (!last) return <p className="chat-item__preview chat-item__preview--empty">{item.noMessages}</p>;
  const system = last.system;
  const paragraph =
    system?.kind === 'HELP_REQUEST'
      ? fillText(system.note ? thread.systemLine.helpRequestWithNote : thread.systemLine.helpRequest, { name: system.name, note: system.note ?? '' })
      : last.paragraph;
  return (
    <p className="chat-item__preview">
      <span className="chat-item__author">{last.personalinfo?.firstname ?? thread.system}: </span>
      {last.hasAttachments && (
        <span role="img" aria-label={item.attachment}>
          <LeanIcon icon={attachOutline} />
        </span>
      )}
      {paragraph || (last.hasAttachments ? item.attachment : '')}
    </p>
  );
}

function LanguageBadge({ language, texts }: { language: AppLanguage; texts: Texts }) {
  const { speaks, names } = texts.languageBadge;
  const label = fillText(speaks, { language: names[language] });
  return (
    <span className="language-badge" title={label}>
      <span aria-hidden="true">{language.toUpperCase()}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

function Badges({ chat, texts }: { chat: FirstViewChat; texts: Texts }) {
  const { item } = texts.chat;
  const flags = [
    chat.badges.mine && { key: 'mine', icon: personOutline, label: item.mine },
    chat.badges.workgroup && { key: 'workgroup', icon: peopleOutline, label: item.workgroup },
    chat.badges.otherWorkgroupMember && { key: 'other', icon: swapHorizontalOutline, label: item.otherWorkgroup },
  ].filter((flag) => flag !== false);
  return (
    <div className="chat-badges">
      {flags.map((flag) => (
        <span key={flag.key} className={`chat-flag chat-flag--${flag.key}`}>
          <LeanIcon icon={flag.icon} />
          {flag.label}
        </span>
      ))}
    </div>
  );
}

/** The closed extras section of the app's ChatExtras: its summary; opening it is the app's. */
function ExtrasSummary({ chat, texts, language, onTap }: { chat: FirstViewChat; texts: Texts; language: Language; onTap: () => void }) {
  const { extras } = texts.chat;
  const suggestions = chat.suggestions.filter((suggestion) => suggestion.status === null).length;
  const counts = [
    ['deliveriesCount', chat.deliveries.length],
    ['complaintsCount', chat.complaints.length],
    ['suggestionsCount', suggestions],
    ['remindersCount', chat.reminders.length],
  ] as const;
  if (counts.every(([, count]) => count === 0)) return null;
  const summary = counts
    .filter(([, count]) => count > 0)
    .map(([key, count]) => fillCountText(extras, key, count, language))
    .join(' · ');
  return (
    <div className="chat-extras">
      <button type="button" className="chat-extras__toggle" aria-expanded={false} onClick={onTap}>
        <span>{summary}</span>
        <LeanIcon icon={chevronDownOutline} />
      </button>
    </div>
  );
}
