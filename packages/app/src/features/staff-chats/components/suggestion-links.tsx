import { IonIcon } from '@ionic/react';
import type { ChatSuggestion } from '@stay/contract';
import { bulbOutline, chevronForwardOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { useChatTranslation } from '@/domains/chat/chat-i18n';

/** The caller's open suggestions (from GET /unread); each opens its chat with the suggestion shown. */
export function SuggestionLinks({ suggestions, hrefOf }: { suggestions: readonly ChatSuggestion[]; hrefOf(suggestion: ChatSuggestion): string }) {
  const { t } = useChatTranslation();
  if (suggestions.length === 0) return null;
  return (
    <section className="staff-suggestions" aria-labelledby="staff-suggestions-title">
      <h2 id="staff-suggestions-title">
        <IonIcon icon={bulbOutline} aria-hidden="true" />
        {t('list.suggestionsTitle', { count: suggestions.length })}
      </h2>
      <ul>
        {suggestions.slice(0, 3).map((suggestion) => (
          <li key={suggestion._id}>
            <Link to={hrefOf(suggestion)}>
              <span>
                <strong>{suggestion.title}</strong>
                <span>{suggestion.text}</span>
              </span>
              <IonIcon icon={chevronForwardOutline} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
