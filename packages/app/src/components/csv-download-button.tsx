import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { downloadOutline } from 'ionicons/icons';
import { useState } from 'react';

interface CsvDownloadButtonProps {
  /** What the button says (and its accessible name), e.g. "Download CSV". */
  label: string;
  /** Fetches what is on screen and saves it; the button is busy until it settles. */
  onDownload(): Promise<void>;
  isDisabled?: boolean;
}

/** The toolbar button that saves a list as shown (its filters applied) as a CSV file. */
export function CsvDownloadButton({ label, onDownload, isDisabled = false }: CsvDownloadButtonProps) {
  const [isBusy, setBusy] = useState(false);
  return (
    <IonButton
      aria-label={label}
      title={label}
      disabled={isDisabled || isBusy}
      onClick={() => {
        setBusy(true);
        // A failed request is shown by the app's error presenter; the button only has to become usable again.
        void onDownload()
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      {isBusy ? <IonSpinner slot="icon-only" name="dots" aria-hidden="true" /> : <IonIcon slot="icon-only" icon={downloadOutline} aria-hidden="true" />}
    </IonButton>
  );
}
