import { APP_LANGUAGES, missingLanguages, type SavedReply } from '@stay/contract';
import { Pill } from '@/components/ui/pill';
import { useSavedReplyTranslation } from '@/domains/saved-reply/saved-reply-i18n';
import { useSavedRepliesAdminTranslation } from '../i18n';

/** Which languages a reply is written in: a code per language, the missing ones marked as missing. */
export function LanguageMarkers({ reply }: { reply: SavedReply }) {
  const { t } = useSavedRepliesAdminTranslation();
  const { t: tReply } = useSavedReplyTranslation();
  const missing = new Set(missingLanguages(reply.text, APP_LANGUAGES));
  return (
    <ul className="saved-replies__languages">
      {APP_LANGUAGES.map((language) => {
        const code = language.toUpperCase();
        const name = tReply(`languages.${language}`);
        return (
          <li key={language}>
            {missing.has(language) ? (
              <Pill tone="warning" title={t('missing', { language: name })}>
                <span aria-hidden="true">{t('missing', { language: code })}</span>
                <span className="visually-hidden">{t('missing', { language: name })}</span>
              </Pill>
            ) : (
              <Pill tone="success" title={t('present', { language: name })}>
                <span aria-hidden="true">{code}</span>
                <span className="visually-hidden">{t('present', { language: name })}</span>
              </Pill>
            )}
          </li>
        );
      })}
    </ul>
  );
}
