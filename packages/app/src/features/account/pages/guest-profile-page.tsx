import { IonIcon, IonItem, IonLabel } from '@ionic/react';
import { bedOutline } from 'ionicons/icons';
import { BackButton } from '@/components/back-button';
import { Card } from '@/components/ui/card';
import { useGuestProfile } from '@/domains/account/use-guest-profile';
import { useUpdateGuestProfile } from '@/domains/account/use-update-profile';
import { paths } from '@/lib/navigation/paths';
import { useSession } from '@/lib/session/use-session';
import { ProfileView } from '../components/profile-view';
import { RemoveAccountCard } from '../components/remove-account-card';
import { useAccountTranslation } from '../i18n';

/** /guest/profile: the guest's own details, picture, email, newsletter, password, reservation and removing the account. */
export function GuestProfilePage() {
  const { t } = useAccountTranslation();
  const query = useGuestProfile();
  const update = useUpdateGuestProfile();
  const session = useSession();
  const hasReservation = Boolean((query.data ?? session?.auth.guest)?.activeReservationId);

  return (
    <ProfileView
      role="guest"
      start={<BackButton to={paths.guest.more} label={t('back')} />}
      query={query}
      isSaving={update.isPending}
      onSave={({ firstname, surname, cellphone }) => update.mutateAsync({ firstname, surname, cellphone })}
    >
      {hasReservation && (
        <Card className="account-card" aria-labelledby="account-reservation-title">
          <h2 id="account-reservation-title" className="account-card__title">
            {t('profile.reservation.title')}
          </h2>
          <IonItem routerLink={paths.guest.reservation} detail lines="none" className="account-link">
            <IonIcon slot="start" icon={bedOutline} aria-hidden="true" />
            <IonLabel>{t('profile.reservation.open')}</IonLabel>
          </IonItem>
        </Card>
      )}
      <RemoveAccountCard />
    </ProfileView>
  );
}
