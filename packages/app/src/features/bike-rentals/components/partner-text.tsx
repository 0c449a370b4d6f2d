import type { RentalTemplateName } from '@stay/contract';
import { useState } from 'react';
import { useRentalTemplate } from '@/domains/rental/use-rentals';
import { useBikeRentalsTranslation } from '../i18n';

/** One of the rental partner's texts behind its title, fetched in the person's language when first opened. */
export function PartnerText({ template, title }: { template: RentalTemplateName; title: string }) {
  const { t, i18n } = useBikeRentalsTranslation();
  const [isOpen, setOpen] = useState(false);
  const text = useRentalTemplate(template, i18n.language, isOpen);
  return (
    <details className="bike-rentals__text" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{title}</summary>
      {text.data ? (
        text.data.text
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim())
          .map((paragraph, index) => <p key={index}>{paragraph.trim()}</p>)
      ) : text.isError ? (
        <p role="alert">{t('rentals.texts.error')}</p>
      ) : (
        <p aria-busy="true">{t('rentals.texts.loading')}</p>
      )}
    </details>
  );
}
