import { IonButton, IonIcon } from '@ionic/react';
import { SUGGESTION_USED_STATUS, type ChatSuggestion } from '@stay/contract';
import { useChatTranslation } from '../chat-i18n';
import { chatIcon } from './chat-icons';
import { Tile } from '@/components/ui/tile';
import { useSetSuggestionStatus } from '../staff/chat-mutations';
import './chat.css';

interface SuggestionCardProps {
  suggestion: ChatSuggestion;
  isHighlighted?: boolean;
  /** After a status was set (the suggestion is hidden from then on). */
  onDone?(status: string): void;
  /** "Use": the proposed message goes to a composer (the suggestion is marked used at the same time). */
  onUse?(suggestion: ChatSuggestion): void;
  isCompact?: boolean;
}

/**
 * A suggestion: what to do, the proposed message, its icon and its action buttons. Choosing one sets its status,
 * which hides it; "Use" also hands the proposed message to `onUse`, for the staff member to check and send.
 */
export function SuggestionCard({ suggestion, isHighlighted, onDone, onUse, isCompact }: SuggestionCardProps) {
  const { t } = useChatTranslation();
  const setStatus = useSetSuggestionStatus();
  const isOpen = suggestion.status === null;
  return (
    <article
      className={`chat-suggestion${isHighlighted ? ' chat-suggestion--highlight' : ''}${isCompact ? ' chat-suggestion--compact' : ''}`}
      aria-label={t('suggestion.label', { title: suggestion.title })}
    >
      <Tile icon={chatIcon(suggestion.icon)} size="sm" tone="warning" />
      <div className="chat-suggestion__body">
        <p className="chat-suggestion__title">{suggestion.title}</p>
        <p className="chat-suggestion__text">
          <span className="visually-hidden">{t('suggestion.proposal')}: </span>
          {suggestion.text}
        </p>
        {isOpen ? (
          <div className="chat-suggestion__actions">
            {suggestion.actions.map((action) => (
              <IonButton
                key={action.status}
                size="small"
                color={action.color}
                fill={action.color === 'medium' ? 'outline' : 'solid'}
                onClick={(event) => {
                  event.stopPropagation();
                  if (action.status === SUGGESTION_USED_STATUS) onUse?.(suggestion);
                  setStatus.mutateAsync({ suggestion, status: action.status }).then(
                    () => onDone?.(action.status),
                    // The HTTP client has shown the failure.
                    () => undefined,
                  );
                }}
              >
                <IonIcon slot="start" icon={chatIcon(action.icon)} aria-hidden="true" />
                {action.name}
              </IonButton>
            ))}
          </div>
        ) : (
          <p className="chat-suggestion__status">{t('suggestion.done', { status: suggestion.status ?? '' })}</p>
        )}
      </div>
    </article>
  );
}
