import { IonButton, IonIcon } from '@ionic/react';
import { APP_LANGUAGES, missingLanguages, type Weblink, type WeblinkCategoryWithLinks } from '@stay/contract';
import { addOutline, createOutline, trashOutline } from 'ionicons/icons';
import { Card } from '@/components/ui/card';
import { Pill, type PillTone } from '@/components/ui/pill';
import { useLanguageNames } from '@/components/content-language/content-language-tabs';
import { useWeblinkTranslation } from '@/domains/weblink/weblink-i18n';
import { categoryNameOf } from '@/domains/weblink/weblink-language';
import { useWeblinksAdminTranslation } from '../i18n';
import { WeblinkRow } from './weblink-row';

export const KIND_TONES: Record<WeblinkCategoryWithLinks['kind'], PillTone> = { faq: 'info', gem: 'success', other: 'neutral' };

/** What a person with editing rights can do from a category; absent for those who only read. */
export interface CategoryEditing {
  onAddLink(): void;
  onEdit(): void;
  onDelete(): void;
  onEditLink(link: Weblink): void;
  onDeleteLink(link: Weblink): void;
}

interface CategoryCardProps {
  category: WeblinkCategoryWithLinks;
  /** The links to show (a search may show fewer than the category holds). */
  links: readonly Weblink[];
  editing?: CategoryEditing;
}

/** A category with its kind, its names and its links; with editing rights also add, edit and delete. */
export function CategoryCard({ category, links, editing }: CategoryCardProps) {
  const { t, i18n } = useWeblinksAdminTranslation();
  const { t: tLink } = useWeblinkTranslation();
  const languageNames = useLanguageNames();
  const name = categoryNameOf(category, i18n.language);
  const missing = missingLanguages({ en: category.name, nl: category.nameNl, de: category.nameDe, fr: category.nameFr }, APP_LANGUAGES);
  const headingId = `weblinks-category-${category._id}`;
  return (
    <Card className="weblinks-admin__category" aria-labelledby={headingId}>
      <header className="weblinks-admin__category-header">
        <div className="weblinks-admin__category-text">
          <h2 id={headingId}>{name}</h2>
          <p className="weblinks-admin__muted">
            <Pill tone={KIND_TONES[category.kind]}>{tLink(`kinds.${category.kind}`)}</Pill>
            <span>{t('links', { count: category.links.length })}</span>
            {missing.length > 0 && (
              <Pill tone="warning">{t('missingIn', { languages: languageNames(missing) })}</Pill>
            )}
          </p>
        </div>
        {editing && (
          <div className="weblinks-admin__actions">
            <IonButton fill="clear" size="small" onClick={editing.onAddLink} aria-label={t('addLinkTo', { category: name })} title={t('addLinkTo', { category: name })}>
              <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
              {t('addShort')}
            </IonButton>
            <IonButton fill="clear" size="small" onClick={editing.onEdit} aria-label={t('actions.editCategory', { name })} title={t('actions.editCategory', { name })}>
              <IonIcon slot="icon-only" icon={createOutline} aria-hidden="true" />
            </IonButton>
            <IonButton
              fill="clear"
              size="small"
              color="danger"
              onClick={editing.onDelete}
              aria-label={t('actions.deleteCategory', { name })}
              title={t('actions.deleteCategory', { name })}
            >
              <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
            </IonButton>
          </div>
        )}
      </header>
      {links.length === 0 ? (
        <p className="weblinks-admin__muted weblinks-admin__empty-category">{t('emptyCategory')}</p>
      ) : (
        <ul className="weblinks-admin__list" aria-label={name}>
          {links.map((link) => (
            <WeblinkRow
              key={link._id}
              link={link}
              onEdit={editing ? () => editing.onEditLink(link) : undefined}
              onDelete={editing ? () => editing.onDeleteLink(link) : undefined}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
