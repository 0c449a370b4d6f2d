import { Card } from '@/components/ui/card';
import { useNewsletter } from '@/domains/account/use-newsletter';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useAccountTranslation } from '../i18n';
import { SwitchField } from './switch-field';

/** The newsletter switch: subscribes or unsubscribes at once. */
export function NewsletterCard({ isSubscribed }: { isSubscribed: boolean }) {
  const { t } = useAccountTranslation();
  const showSuccess = useSuccessToast();
  const newsletter = useNewsletter();
  const shown = newsletter.isPending && newsletter.variables !== undefined ? newsletter.variables : isSubscribed;

  function change(subscribe: boolean) {
    newsletter.mutate(subscribe, {
      onSuccess: ({ subscribedToNewsletter }) =>
        showSuccess(t(subscribedToNewsletter ? 'profile.newsletter.subscribed' : 'profile.newsletter.unsubscribed')),
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
