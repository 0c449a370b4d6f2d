import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkOutline, copyOutline } from 'ionicons/icons';
import { useState } from 'react';
import { usePmsAdminTranslation } from '../i18n';

/** A key or secret shown this once, with a button that copies it. */
export function SecretReveal({ secret, onDone }: { secret: string; onDone(): void }) {
  const { t } = usePmsAdminTranslation();
  const [isCopied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  }
  return (
    <div className="pms-admin__secret">
      <p className="pms-admin__once" role="status">
        {t('secret.once')}
      </p>
      <code className="pms-admin__secret-value" data-testid="revealed-secret">
        {secret}
      </code>
      <div className="pms-admin__dialog-actions">
        <IonButton fill="outline" onClick={() => void copy()}>
          <IonIcon slot="start" icon={isCopied ? checkmarkOutline : copyOutline} aria-hidden="true" />
          {isCopied ? t('secret.copied') : t('secret.copy')}
        </IonButton>
        <IonButton onClick={onDone}>{t('secret.done')}</IonButton>
      </div>
    </div>
  );
}
