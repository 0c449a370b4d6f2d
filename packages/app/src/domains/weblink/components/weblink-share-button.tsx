import { IonButton, IonIcon } from '@ionic/react';
import { linkOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useWeblinkTranslation } from '../weblink-i18n';
import type { WeblinkAudience } from '../weblink-preference';
import { WeblinkSharePicker } from './weblink-share-picker';

/** The composer's "Share a link" button and the picker it opens. */
export function WeblinkShareButton({ chatnmbr, audience, isDisabled }: { chatnmbr: number; audience?: WeblinkAudience; isDisabled?: boolean }) {
  const { t } = useWeblinkTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <IonButton
        className="chat-composer__tool"
        fill="clear"
        aria-label={t('picker.open')}
        title={t('picker.open')}
        disabled={isDisabled}
        onClick={() => setOpen(true)}
      >
        <IonIcon slot="icon-only" icon={linkOutline} aria-hidden="true" />
      </IonButton>
      <WeblinkSharePicker chatnmbr={chatnmbr} audience={audience} isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
