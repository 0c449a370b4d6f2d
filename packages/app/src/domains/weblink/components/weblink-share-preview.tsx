import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { Weblink, WeblinkCategoryWithLinks } from '@stay/contract';
import { arrowBackOutline, sendOutline } from 'ionicons/icons';
import { Pill } from '@/components/ui/pill';
import { shareMessageOf } from '../mutations';
import { useWeblinkTranslation } from '../weblink-i18n';
import { categoryNameOf } from '../weblink-language';

interface WeblinkSharePreviewProps {
  link: Weblink;
  category: WeblinkCategoryWithLinks | undefined;
  isSending: boolean;
  onSend(): void;
  onBack(): void;
}

/**
 * What sharing a link sends, before it is sent: its title, address and category, and the message itself. A chat
 * message cannot be taken back once sent, so the link is confirmed here.
 */
export function WeblinkSharePreview({ link, category, isSending, onSend, onBack }: WeblinkSharePreviewProps) {
  const { t, i18n } = useWeblinkTranslation();
  return (
    <section className="weblink-preview" aria-labelledby="weblink-preview-title">
      <h3 id="weblink-preview-title" className="weblink-preview__heading">
        {t('preview.title')}
      </h3>
      <dl className="weblink-preview__facts">
        <div>
          <dt>{t('preview.category')}</dt>
          <dd>
            {category ? (
              <>
                {categoryNameOf(category, i18n.language)}{' '}
                <Pill tone={category.kind === 'faq' ? 'info' : category.kind === 'gem' ? 'success' : 'neutral'}>{t(`kinds.${category.kind}`)}</Pill>
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>{t('preview.address')}</dt>
          <dd className="weblink-preview__url">{link.url}</dd>
        </div>
        <div>
          <dt>{t('preview.message')}</dt>
          <dd>
            <blockquote className="weblink-preview__message">{shareMessageOf(link)}</blockquote>
          </dd>
        </div>
      </dl>
      <div className="weblink-preview__buttons">
        <IonButton fill="outline" color="medium" onClick={onBack} disabled={isSending}>
          <IonIcon slot="start" icon={arrowBackOutline} aria-hidden="true" />
          {t('preview.back')}
        </IonButton>
        <IonButton onClick={onSend} disabled={isSending}>
          {isSending ? <IonSpinner slot="start" name="dots" aria-hidden="true" /> : <IonIcon slot="start" icon={sendOutline} aria-hidden="true" />}
          {t('preview.send')}
        </IonButton>
      </div>
    </section>
  );
}
