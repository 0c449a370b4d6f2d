import { IonButton, IonIcon } from '@ionic/react';
import { APP_LANGUAGES, missingLanguages, type Weblink } from '@stay/contract';
import { createOutline, openOutline, trashOutline } from 'ionicons/icons';
import { Pill } from '@/components/ui/pill';
import { hostOf } from '@/domains/weblink/weblink-url';
import { useLanguageNames } from '@/components/content-language/content-language-tabs';
import { useWeblinkTranslation } from '@/domains/weblink/weblink-i18n';
import { linkTitleOf } from '@/domains/weblink/weblink-language';
import { useWeblinksAdminTranslation } from '../i18n';

interface WeblinkRowProps {
  link: Weblink;
  /** Without them the row only reads (no editing rights). */
  onEdit?(): void;
  onDelete?(): void;
}

/**
 * A link in its category: title (in the reader's language) and address (opening in a new tab), description, language,
 * the languages its title is missing in (a link for every language), asset and share count.
 */
export function WeblinkRow({ link: saved, onEdit, onDelete }: WeblinkRowProps) {
  const { t, i18n } = useWeblinksAdminTranslation();
  const { t: tLink } = useWeblinkTranslation();
  const languageNames = useLanguageNames();
  const link = { ...saved, title: linkTitleOf(saved, i18n.language) };
  const missing = saved.language === null ? missingLanguages({ en: saved.title, nl: saved.titleNl, de: saved.titleDe, fr: saved.titleFr }, APP_LANGUAGES) : [];
  return (
    <li className="weblinks-admin__row">
      <div className="weblinks-admin__text">
        <a className="weblinks-admin__title" href={link.url} target="_blank" rel="noopener noreferrer" aria-label={t('open', { title: link.title })}>
          <span>{link.title}</span>
          <IonIcon icon={openOutline} aria-hidden="true" />
        </a>
        <span className="weblinks-admin__url">{hostOf(link.url)}</span>
        {link.description && <span className="weblinks-admin__description">{link.description}</span>}
        <span className="weblinks-admin__pills">
          <Pill tone="neutral">{link.language ? tLink(`languages.${link.language}`) : tLink('languages.all')}</Pill>
          {missing.length > 0 && (
            <Pill tone="warning">{t('missingIn', { languages: languageNames(missing) })}</Pill>
          )}
          {link.assetcode && <Pill tone="violet">{t('asset', { code: link.assetcode })}</Pill>}
          <Pill tone={link.shareCount > 0 ? 'accent' : 'neutral'}>{tLink('shares', { count: link.shareCount })}</Pill>
        </span>
      </div>
      {(onEdit || onDelete) && (
        <div className="weblinks-admin__actions">
          {onEdit && (
            <IonButton fill="clear" size="small" onClick={onEdit} aria-label={t('actions.editLink', { title: link.title })} title={t('actions.editLink', { title: link.title })}>
              <IonIcon slot="icon-only" icon={createOutline} aria-hidden="true" />
            </IonButton>
          )}
          {onDelete && (
            <IonButton
              fill="clear"
              size="small"
              color="danger"
              onClick={onDelete}
              aria-label={t('actions.deleteLink', { title: link.title })}
              title={t('actions.deleteLink', { title: link.title })}
            >
              <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
            </IonButton>
          )}
        </div>
      )}
    </li>
  );
}
