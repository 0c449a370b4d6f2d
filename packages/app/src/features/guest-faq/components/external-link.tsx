import { IonIcon } from '@ionic/react';
import { isWeblinkUrl } from '@stay/contract';
import { openOutline } from 'ionicons/icons';
import { hostOf } from '@/domains/weblink/weblink-url';
import { useGuestFaqTranslation } from '../i18n';

interface ExternalLinkProps {
  title: string;
  url: string;
  description?: string;
}

/**
 * A link the guest opens in a new tab, without handing the park's page to it (`noopener noreferrer`). An address that
 * is not http(s) (a mistake in the settings) is shown as text, never as a link.
 */
export function ExternalLink({ title, url, description }: ExternalLinkProps) {
  const { t } = useGuestFaqTranslation();
  if (!isWeblinkUrl(url)) {
    return (
      <span className="faq-link faq-link--plain">
        <span className="faq-link__title">{title}</span>
      </span>
    );
  }
  return (
    <a className="faq-link" href={url} target="_blank" rel="noopener noreferrer">
      <span className="faq-link__text">
        <span className="faq-link__title">
          {title}
          <span className="visually-hidden"> {t('opensInNewTab')}</span>
        </span>
        {description && <span className="faq-link__description">{description}</span>}
        <span className="faq-link__host">{hostOf(url)}</span>
      </span>
      <IonIcon className="faq-link__icon" icon={openOutline} aria-hidden="true" />
    </a>
  );
}
