import { menuSharp } from 'ionicons/icons';
import { FirstViewIconButton } from '@/components/first-view-frame';
import { LeanIcon } from '@/components/lean-icon';
import type { Language } from '@/lib/i18n/languages';
import { de } from '../locales/de';
import { en } from '../locales/en';
import { fr } from '../locales/fr';
import { nl } from '../locales/nl';

const TEXTS = { en, nl, de, fr };

/** The staff menu button of a first view (the app's StaffMenuButton on a phone); the menu itself is the app's. */
export function FirstViewMenuButton({ language, onOpenMenu }: { language: Language; onOpenMenu: () => void }) {
  return <FirstViewIconButton icon={<LeanIcon icon={menuSharp} />} label={TEXTS[language].menu.open} onClick={onOpenMenu} />;
}
