import { IonIcon } from '@ionic/react';
import { CHAT_PRIORITIES, COMPLAINT_STATE, type Chat, type ChatPriority } from '@stay/contract';
import { chevronDownOutline, chevronUpOutline } from 'ionicons/icons';
import { useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ReminderItem } from '@/domains/chat/components/reminder-item';
import { SuggestionCard } from '@/domains/chat/components/suggestion-card';
import { createChatFormat } from '@/lib/time/format';
import { paths, staffAreaOf } from '@/lib/navigation/paths';
import { suggestionDraftState } from '@/domains/chat/staff/suggestion-draft';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import { complaintsByState, deliveriesByDate } from '../grouping';

/** The state keys of the chat texts, by the wire's state text. */
const STATE_KEYS = Object.fromEntries(Object.entries(COMPLAINT_STATE).map(([key, state]) => [state, key])) as Record<string, keyof typeof COMPLAINT_STATE>;

const isPriority = (priority: string | null): priority is ChatPriority => (CHAT_PRIORITIES as readonly (string | null)[]).includes(priority);

const openSuggestions = (chat: Chat) => chat.suggestions.filter((suggestion) => suggestion.status === null);

/** How many extras a chat has; the section shows only when there is something in it. */
export function extrasCount(chat: Chat): number {
  return chat.deliveries.length + chat.complaints.length + openSuggestions(chat).length + chat.reminders.length;
}

/**
 * The expandable section: deliveries grouped by date, the reservation's complaints grouped by state (each with its
 * priority and review, linking to the complaint), suggestions and reminders. A group without items shows nothing at
 * all, not even its heading.
 */
export function ChatExtras({ chat, ownId }: { chat: Chat; ownId: string | undefined }) {
  const { t, i18n } = useChatTranslation();
  const [isOpen, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const area = staffAreaOf(pathname);
  const regionId = useId();
  const format = useMemo(() => createChatFormat(i18n.language), [i18n.language]);
  const suggestions = openSuggestions(chat);
  const count = extrasCount(chat);
  const stateLabel = (state: string) => (STATE_KEYS[state] ? t(`extras.complaintState.${STATE_KEYS[state]}`) : state);
  if (count === 0) return null;

  const deliveries = deliveriesByDate(chat.deliveries);
  const complaints = complaintsByState(chat.complaints);
  const summary = [
    chat.deliveries.length > 0 && t('extras.deliveriesCount', { count: chat.deliveries.length }),
    chat.complaints.length > 0 && t('extras.complaintsCount', { count: chat.complaints.length }),
    suggestions.length > 0 && t('extras.suggestionsCount', { count: suggestions.length }),
    chat.reminders.length > 0 && t('extras.remindersCount', { count: chat.reminders.length }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className="chat-extras">
      <button type="button" className="chat-extras__toggle" aria-expanded={isOpen} aria-controls={regionId} onClick={() => setOpen(!isOpen)}>
        <span>{summary}</span>
        <IonIcon icon={isOpen ? chevronUpOutline : chevronDownOutline} aria-hidden="true" />
      </button>
      {isOpen && (
        <div id={regionId} className="chat-extras__body" role="region" aria-label={t('extras.label')}>
          {deliveries.length > 0 && (
            <section className="chat-extras__group">
              <h3>{t('extras.deliveries')}</h3>
              {deliveries.map((group) => (
                <div key={group.key} className="chat-extras__subgroup">
                  <h4>{format.day(group.items[0]!.deliverydate)}</h4>
                  <ul>
                    {group.items.map((delivery, index) => (
                      <li key={`${delivery.productkey}-${index}`}>
                        {t('extras.delivery', { quantity: delivery.quantity, product: delivery.productname })}
                        {delivery.unit === 'DAY' && <span className="chat-extras__unit"> {t('extras.perDay')}</span>}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          )}
          {complaints.length > 0 && (
            <section className="chat-extras__group">
              <h3>{t('extras.complaints')}</h3>
              {complaints.map((group) => (
                <div key={group.key} className="chat-extras__subgroup">
                  <h4>{stateLabel(group.key)}</h4>
                  <ul>
                    {group.items.map((complaint) => (
                      <li key={complaint.nmbr} className="chat-extras__complaint">
                        <Link to={paths.staffComplaint(area, complaint.nmbr)} className="chat-extras__complaint-link">
                          <span className="chat-extras__nmbr">#{complaint.nmbr}</span> {complaint.subject}
                        </Link>
                        {isPriority(complaint.complaintpriority) && (
                          <span className={`chat-priority chat-priority--${complaint.complaintpriority.toLowerCase()}`}>
                            <span className="visually-hidden">{t('extras.complaintPriority')}: </span>
                            {t(`priority.${complaint.complaintpriority}`)}
                          </span>
                        )}
                        <span className={`chat-extras__assigned chat-extras__assigned--${complaint.assigned || 'open'}`}>
                          {t(`extras.assigned.${complaint.assigned || 'none'}`)}
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          )}
          {suggestions.length > 0 && (
            <section className="chat-extras__group">
              <h3>{t('extras.suggestions')}</h3>
              {suggestions.map((suggestion) => (
                <SuggestionCard
                  key={suggestion._id}
                  suggestion={suggestion}
                  isCompact
                  onUse={(used) =>
                    navigate(paths.staffChat(area, chat.nmbr, { chatSuggestion: used._id }), { state: suggestionDraftState(used) })
                  }
                />
              ))}
            </section>
          )}
          {chat.reminders.length > 0 && (
            <section className="chat-extras__group">
              <h3>{t('extras.reminders')}</h3>
              <ul className="chat-reminders">
                {chat.reminders.map((reminder) => (
                  <ReminderItem key={reminder._id} reminder={reminder} when={format.dateTime(reminder.datetime)} canCancel={reminder.employee === ownId} />
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
