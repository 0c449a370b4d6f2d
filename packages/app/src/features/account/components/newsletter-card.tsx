import { useIonToast } from '@ionic/react';
import { TOAST_DURATION_MS } from '@stay/contract';
import { Card } from '@/components/ui/card';
import { useNewsletter } from '@/domains/account/use-newsletter';
import { useAccountTranslation } from '../i18n';
import { SwitchField } from './switch-field';

/** The newsletter switch: subscribes or unsubscribes at once. */
export function NewsletterCard({ isSubscribed }: { isSubscribed: boolean }) {
  const { t } = useAccountTranslation();
  const [presentToast] = useIonToast();
  const newsletter = useNewsletter();
  const shown = newsletter.isPending && newsletter.variables !== undefined ? newsletter.variables : isSubscribed;

  function change(subscribe: boolean) {
    newsletter.mutate(subscribe, {
      onSuccess: ({ subscribedToNewsletter }) =>
        void presentToast({
          message: t(subscribedToNewsletter ? 'profile.newsletter.subscribed' : 'profile.newsletter.unsubscribed'),
          duration: TOAST_DURATION_MS,
          position: 'bottom',
          color: 'primary',
        }),
    });
  }

  return (
    <Card className="account-card" aria-labelledby="account-newsletter-title">
      <h2 id="account-newsletter-title" className="account-card__title">
        {t('profile.newsletter.title')}
      </h2>
      <SwitchField label={t('profile.newsletter.label')} hint={t('profile.newsletter.hint')} checked={shown} disabled={newsletter.isPending} onChange={change} />
    </Card>
  );
}
