import { IonIcon } from '@ionic/react';
import type { EditableGuideProfile } from '@stay/contract';
import { chevronForward } from 'ionicons/icons';
import { useLanguageNames } from '@/components/content-language/content-language-tabs';
import { useContentLanguageTranslation } from '@/components/content-language/content-language-i18n';
import { SpokenLanguages } from '@/components/language-badge/language-badge';
import { Avatar } from '@/components/ui/avatar';
import { Pill } from '@/components/ui/pill';
import { fullName } from '@/lib/text/names';
import { missingBioLanguages } from '../guide-profile-form';
import { useGuideProfilesTranslation } from '../i18n';

/** A guide in management's list: photo, name, the languages spoken, the bio's start and the languages it is missing in. */
export function GuideProfileRow({ profile, onOpen }: { profile: EditableGuideProfile; onOpen(): void }) {
  const { t } = useGuideProfilesTranslation();
  const texts = useContentLanguageTranslation().t;
  const languageNames = useLanguageNames();
  const name = fullName(profile);
  const missing = missingBioLanguages({ bio: profile.bio, bioNl: profile.bioNl ?? '', bioDe: profile.bioDe ?? '', bioFr: profile.bioFr ?? '' });
  return (
    <li className="row-list__row">
      <button type="button" className="row-list__link guide-profile-row" onClick={onOpen} aria-label={t('edit', { name })}>
        <Avatar name={name} image={profile.personimage} size="large" tone="strong" />
        <span className="guide-profile-row__body">
          <span className="guide-profile-row__name">
            {name} <SpokenLanguages languages={profile.languages} />
          </span>
          <span className="guide-profile-row__bio">{profile.bio.trim() === '' ? t('noBio') : profile.bio}</span>
          {missing.length > 0 && (
            <Pill tone="warning" className="guide-profile-row__missing">
              {texts('missingSummary', { languages: languageNames(missing) })}
            </Pill>
          )}
        </span>
        <IonIcon className="guide-profile-row__chevron" icon={chevronForward} aria-hidden="true" />
      </button>
    </li>
  );
}
