import { IonButton, IonIcon, useIonToast } from '@ionic/react';
import { TOAST_DURATION_MS, type GuideProfile, type MatchedGuide, type QuestionnaireEntry, type Reservation } from '@stay/contract';
import { alertCircleOutline, arrowBackOutline, compassOutline, refreshOutline } from 'ionicons/icons';
import { useEffect, useRef, useState } from 'react';
import { useGuideSelectionTranslation } from '../i18n';
import { useNavigate } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { EmergencyPhoneLink } from '@/components/emergency-phone-link';
import { InfoCard } from '@/components/info-card';
import { LogoutButton } from '@/components/logout-button';
import { useLoading } from '@/lib/loading/use-loading';
import { answersFrom, entriesOf, type Answers } from '../answers';
import { useAvailableGuides } from '@/domains/guide/use-available-guides';
import { useChooseGuide } from '@/domains/guide/use-choose-guide';
import { useCurrentGuide } from '@/domains/guide/use-current-guide';
import { useGuideQuestionnaire } from '@/domains/guide/use-guide-questionnaire';
import { useMatchedGuides } from '@/domains/guide/use-matched-guides';
import { GuideOption } from '../components/guide-option';
import { QuestionnaireForm } from '../components/questionnaire-form';
import '../guide-selection.css';
import { IonSkeletonText } from '@/components/ionic-parts';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/navigation/paths';


export interface GuideSelectionPageProps {
  /** The guest's earlier answers (the reservation's mainGuest.questionnaire), to start from. */
  initialAnswers?: readonly QuestionnaireEntry[];
  /** The reservation with its new guide: the guest area takes it as current before the guest goes home. */
  onGuideChosen: (reservation: Reservation) => void;
}

type Results = { kind: 'matched'; guides: MatchedGuide[] } | { kind: 'all' } | null;

/** /guide-selection: the questionnaire, the guides that match the answers (or all of them), and choosing one. */
export function GuideSelectionPage({ initialAnswers, onGuideChosen }: GuideSelectionPageProps) {
  const { t } = useGuideSelectionTranslation();
  const navigate = useNavigate();
  const withLoading = useLoading();
  const [presentToast] = useIonToast();
  const questionnaire = useGuideQuestionnaire();
  const currentGuide = useCurrentGuide();
  const matchedGuides = useMatchedGuides();
  const chooseGuide = useChooseGuide();
  const [answers, setAnswers] = useState<Answers>({});
  const [results, setResults] = useState<Results>(null);
  const allGuides = useAvailableGuides({ enabled: results?.kind === 'all' });
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const hasPrefilled = useRef(false);

  useEffect(() => {
    if (hasPrefilled.current || !questionnaire.data || !initialAnswers?.length) return;
    hasPrefilled.current = true;
    setAnswers(answersFrom(initialAnswers, questionnaire.data));
  }, [questionnaire.data, initialAnswers]);

  useEffect(() => {
    if (results) resultsRef.current?.focus();
  }, [results]);

  function match() {
    matchedGuides.mutate(entriesOf(answers), { onSuccess: (guides) => setResults({ kind: 'matched', guides }) });
  }

  async function choose(guide: GuideProfile) {
    try {
      const reservation = await withLoading(() => chooseGuide.mutateAsync(guide._id), t('guideSelection.choosing', { name: guide.firstname }));
      onGuideChosen(reservation);
      void presentToast({
        message: t('guideSelection.chosen', { name: guide.firstname }),
        duration: TOAST_DURATION_MS * 2,
        position: 'bottom',
        color: 'success',
      });
      navigate(paths.guest.home, { replace: true });
    } catch {
      // The client has shown the error (RESERVATION_ENDED, an unavailable guide ...).
    }
  }

  const shownGuides: (GuideProfile | MatchedGuide)[] | undefined =
    results?.kind === 'matched' ? results.guides : results?.kind === 'all' ? allGuides.data : undefined;
  const current = currentGuide.data;

  return (
    <AppPage title={t('guideSelection.title')} end={<LogoutButton />}>
      <div className="guide-selection">
        {current && (
          <div className="guide-selection__current" role="status">
            <p>{t('guideSelection.currentNote', { name: current.firstname })}</p>
            <IonButton size="small" fill="outline" routerLink={paths.guest.home} routerDirection="back">
              <IonIcon slot="start" icon={arrowBackOutline} aria-hidden="true" />
              {t('guideSelection.backHome')}
            </IonButton>
          </div>
        )}

        {questionnaire.data ? (
          <>
            <header className="guide-selection__intro">
              <h2>{questionnaire.data.title}</h2>
              <p>{t('guideSelection.intro')}</p>
            </header>
            <QuestionnaireForm
              questionnaire={questionnaire.data}
              answers={answers}
              onAnswersChange={setAnswers}
              isMatching={matchedGuides.isPending}
              onMatch={match}
              onShowAll={() => setResults({ kind: 'all' })}
            />
          </>
        ) : questionnaire.isError ? (
          <InfoCard icon={alertCircleOutline} title={t('guideSelection.error')}>
            <IonButton onClick={() => void questionnaire.refetch()}>
              <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
              {t('guideSelection.retry')}
            </IonButton>
          </InfoCard>
        ) : (
          <div className="guide-selection__skeleton" role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton width="70%" height="24px" />
            <Skeleton width="100%" height="120px" />
            <Skeleton width="100%" height="120px" />
          </div>
        )}

        {results && (
          <section className="guide-results" aria-labelledby="guide-results-title">
            <h2 id="guide-results-title" ref={resultsRef} tabIndex={-1}>
              {results.kind === 'matched' ? t('guideSelection.matchedTitle') : t('guideSelection.allTitle')}
            </h2>
            {shownGuides === undefined ? (
              <IonSkeletonText animated style={{ width: '100%', height: '160px' }} aria-label={t('common.loading')} />
            ) : shownGuides.length === 0 ? (
              <InfoCard icon={compassOutline} title={t('guideSelection.noneTitle')}>
                <p>{t('guideSelection.noneBody')}</p>
              </InfoCard>
            ) : (
              <ul className="guide-results__list">
                {shownGuides.map((guide) => (
                  <GuideOption
                    key={guide._id}
                    guide={guide}
                    isCurrent={current?._id === guide._id}
                    isChoosing={chooseGuide.isPending}
                    onChoose={() => void choose(guide)}
                  />
                ))}
              </ul>
            )}
          </section>
        )}
        <EmergencyPhoneLink />
      </div>
    </AppPage>
  );
}
