import type { Staff, Guest } from '@stay/contract';
import type { ReactNode } from 'react';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useUploadAvatar } from '@/domains/account/use-upload-avatar';
import { useServices } from '@/lib/services/services-context';
import { catalogueMessage } from '@/lib/errors/presented-error';
import { HttpError } from '@/lib/http/http-error';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useAccountTranslation } from '../i18n';
import { AvatarPicker } from './avatar-picker';
import { ChangePasswordForm } from './change-password-form';
import { EmailVerificationCard } from './email-verification-card';
import { NewsletterCard } from './newsletter-card';
import { ProfileDetailsForm, type ProfileDetails } from './profile-details-form';
import '../account.css';

interface ProfileViewProps {
  role: 'guest' | 'staff';
  query: { data: Guest | Staff | undefined; isError: boolean; refetch: () => Promise<unknown> };
  /** Whether the person may switch answer suggestions (guides). */
  hasAnswerSuggestions?: boolean;
  isSaving: boolean;
  onSave: (values: ProfileDetails) => Promise<unknown>;
  /** Below the forms: the guest's reservation and removing the account. */
  children?: ReactNode;
  /** The toolbar's start, e.g. the guest's way back to More; the area's menu button without it. */
  start?: ReactNode;
}

/** A profile page of either role: picture, email verification, details, newsletter and password; loading and error states. */
export function ProfileView({ role, query, hasAnswerSuggestions = false, isSaving, onSave, children, start }: ProfileViewProps) {
  const { t } = useAccountTranslation();
  const profile = query.data;

  return (
    <AppPage
      title={t('profile.title')}
      start={start}
      fixed={
        <PullToRefresh onRefresh={() => query.refetch()} />
      }
    >
      <div className="account">
        {profile ? (
          <>
            <ProfileHeader role={role} profile={profile} />
            <EmailVerificationCard email={profile.email} />
            <ProfileDetailsForm
              // A new answer from the server (another device, a refresh) starts the form afresh.
              key={`${profile.firstname}|${profile.surname}|${profile.cellphone ?? ''}`}
              initial={{
                firstname: profile.firstname,
                surname: profile.surname,
                cellphone: profile.cellphone ?? '',
                answerSuggestions: hasAnswerSuggestions && 'answerSuggestions' in profile ? profile.answerSuggestions : undefined,
              }}
              isBusy={isSaving}
              onSave={onSave}
            />
            <NewsletterCard isSubscribed={profile.subscribedToNewsletter} />
            <ChangePasswordForm role={role} />
            {children}
          </>
        ) : query.isError ? (
          <LoadFailed title={t('profile.loadFailed')} body={t('profile.loadFailedBody')} retryLabel={t('profile.retry')} onRetry={() => void query.refetch()} size="page" titleAs="h2" />
        ) : (
          <SkeletonGroup label={t('profile.loading')} className="account">
            {[0, 1, 2].map((index) => (
              <Card key={index} className="account-card">
                <Skeleton width="40%" height="20px" />
                <Skeleton width="100%" height="40px" />
                <Skeleton width="100%" height="40px" />
              </Card>
            ))}
          </SkeletonGroup>
        )}
      </div>
    </AppPage>
  );
}

function ProfileHeader({ role, profile }: { role: 'guest' | 'staff'; profile: Guest | Staff }) {
  const { t } = useAccountTranslation();
  const upload = useUploadAvatar(role);
  const showSuccess = useSuccessToast();
  const { errors, session } = useServices();

  async function uploadPicture(file: File) {
    try {
      await upload.mutateAsync(file);
      showSuccess(t('profile.picture.saved'));
    } catch (error) {
      // The upload goes around the JSON client: its failure is shown here the way the client shows any other.
      errors.report(catalogueMessage(error instanceof HttpError ? error.code : 'UNEXPECTED_ERROR', session.emergencyPhone().label));
      throw error;
    }
  }

  return (
    <Card className="account-card account-header">
      <AvatarPicker
        firstname={profile.firstname}
        surname={profile.surname}
        personimage={profile.personimage}
        isBusy={upload.isPending}
        onUpload={uploadPicture}
      />
      <div className="account-header__who">
        <p className="account-header__name">{`${profile.firstname} ${profile.surname}`.trim()}</p>
      </div>
    </Card>
  );
}
