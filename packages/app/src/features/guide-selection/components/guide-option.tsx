import { IonButton, IonIcon } from '@ionic/react';
import type { GuideProfile, MatchedGuide } from '@stay/contract';
import { checkmarkCircleOutline } from 'ionicons/icons';
import { useGuideSelectionTranslation } from '../i18n';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { useGuideTagLabel } from '@/components/guide-tags/guide-tags-i18n';
import { fullName } from '@/lib/text/names';

function listOf(items: readonly string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

interface GuideOptionProps {
  guide: GuideProfile | MatchedGuide;
  isCurrent: boolean;
  isChoosing: boolean;
  onChoose: () => void;
}

/** A guide to choose: photo or initials, name, languages, which of the guest's answers fit, bio, interests. */
export function GuideOption({ guide, isCurrent, isChoosing, onChoose }: GuideOptionProps) {
  const { t, i18n } = useGuideSelectionTranslation();
  const tagLabel = useGuideTagLabel();
  const matchedAnswers = 'matchedAnswers' in guide ? guide.matchedAnswers.map((fit) => fit.text) : [];
  const nameId = `guide-option-${guide._id}`;
  return (
    <Card as="li" className="guide-option" aria-labelledby={nameId}>
      <div className="guide-option__head">
        <Avatar name={fullName(guide)} image={guide.personimage} size="large" tone="strong" />
        <div>
          <h3 id={nameId} className="guide-option__name">
            {guide.firstname} {guide.surname}
          </h3>
          {guide.languages.length > 0 && (
            <p className="guide-option__languages">
              {t('guideSelection.speaks', { languages: guide.languages.map((code) => languageName(code, i18n.language)).join(', ') })}
            </p>
          )}
        </div>
      </div>
      {matchedAnswers.length > 0 && (
        <p className="guide-option__score">
          <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
          {t('guideSelection.score', { count: matchedAnswers.length, answers: listOf(matchedAnswers, i18n.language) })}
        </p>
      )}
      <p className="guide-option__bio">{guide.bio}</p>
      {guide.tags.length > 0 && (
        <ul className="guide-option__tags" aria-label={t('guideSelection.interests')}>
          {guide.tags.map((tag) => (
            <li key={tag} className="tag">
              {tagLabel(tag)}
            </li>
          ))}
        </ul>
      )}
      <IonButton expand="block" disabled={isChoosing || isCurrent} onClick={onChoose}>
        {isCurrent ? t('guideSelection.current') : t('guideSelection.choose', { name: guide.firstname })}
      </IonButton>
    </Card>
  );
}
