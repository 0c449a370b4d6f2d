import { basketOutline, chatbubblesOutline, ellipsisHorizontalOutline, homeOutline } from 'ionicons/icons';
import type { MouseEvent } from 'react';
import { LeanIcon } from '@/components/lean-icon';
import type { Language } from '@/lib/i18n/languages';
import { paths } from '@/lib/navigation/paths';
import { de } from '../locales/de';
import { en } from '../locales/en';
import { fr } from '../locales/fr';
import { nl } from '../locales/nl';
import './first-view-tab-bar.css';

const TEXTS = { en, nl, de, fr };

const TABS = [
  { key: 'home', href: paths.guest.home, icon: homeOutline },
  { key: 'chat', href: paths.guest.chat, icon: chatbubblesOutline },
  { key: 'services', href: paths.guest.services, icon: basketOutline },
  { key: 'more', href: paths.guest.more, icon: ellipsisHorizontalOutline },
] as const;

interface FirstViewTabBarProps {
  language: Language;
  /** The tab of the page on screen. */
  current: (typeof TABS)[number]['key'];
  /** Opens the app on a tab's page. */
  onOpen: (path: string) => void;
}

/** The guest tab bar as the first view draws it: the app's bar with plain links, until the app takes over. */
export function FirstViewTabBar({ language, current, onOpen }: FirstViewTabBarProps) {
  const { tabs } = TEXTS[language];
  const open = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpen(href);
  };
  return (
    <nav className="first-view-tab-bar" aria-label={tabs.label}>
      {TABS.map((tab) => (
        <a
          key={tab.key}
          href={tab.href}
          onClick={open(tab.href)}
          className={tab.key === current ? 'first-view-tab-bar__tab first-view-tab-bar__tab--current' : 'first-view-tab-bar__tab'}
          aria-current={tab.key === current ? 'page' : undefined}
        >
          <LeanIcon icon={tab.icon} />
          <span>{tabs[tab.key]}</span>
        </a>
      ))}
    </nav>
  );
}
