import { departureOf } from '@stay/contract';
import { locationOutline, logOutOutline, timeOutline } from 'ionicons/icons';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { FirstViewFrame, FirstViewSkeleton, FirstViewToolbarButton } from '@/components/first-view-frame';
import { LeanIcon } from '@/components/lean-icon';
import { Phrases } from '@/components/ui/phrases';
import type { FirstViewReservation } from '@/domains/stay/first-view-reservation';
import { fillText } from '@/lib/i18n/fill-text';
import type { Language } from '@/lib/i18n/languages';
import { removeBootSplash } from '@/lib/loading/boot-splash';
import { formatDateTime, formatTime } from '@/lib/time/format';
import { firstViewTexts } from './first-view-texts';
import '@/components/ui/card.css';
import '../guest-home.css';
import './guest-home-first-view.css';

interface GuestHomeFirstViewProps {
  language: Language;
  firstName: string;
  /** undefined while it loads. */
  reservation: FirstViewReservation | undefined;
  tabBar: ReactNode;
  /** Logs out through the app (loaded for it). */
  onLogout: () => Promise<void>;
}

/**
 * /guest/home as it first paints: the greeting and the stay (suite, dates, park and reservation), with the app's
 * markup and classes, and placeholders where the app's cards come. Drawn without Ionic and i18next.
 */
export function GuestHomeFirstView({ language, firstName, reservation, tabBar, onLogout }: GuestHomeFirstViewProps) {
  const texts = firstViewTexts(language);
  const home = texts.guestHome;
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(removeBootSplash, []);

  return (
    <FirstViewFrame
      title={home.title}
      titleRef={titleRef}
      end={
        <FirstViewToolbarButton
          icon={<LeanIcon icon={logOutOutline} />}
          label={texts.common.logout}
          isBusy={isLoggingOut}
          onClick={() => {
            setIsLoggingOut(true);
            void onLogout().catch(() => setIsLoggingOut(false));
          }}
        />
      }
      footer={tabBar}
    >
      <div className="guest-home">
        <section className="greeting">
          <h2>{fillText(home.welcome, { name: firstName })}</h2>
          <p>{home.intro}</p>
        </section>
        {reservation ? (
          <>
            <FirstViewStaySummary reservation={reservation} language={language} />
            {/* Where the app's cards come; only below the stay, so nothing moves when it arrives. */}
            <section className="ui-card home-card" aria-hidden="true">
              <FirstViewSkeleton width="50%" height="20px" />
              <FirstViewSkeleton height="48px" />
              <FirstViewSkeleton height="48px" />
            </section>
          </>
        ) : (
          <SummarySkeleton label={home.loading} />
        )}
      </div>
    </FirstViewFrame>
  );
}

function SummarySkeleton({ label }: { label: string }) {
  return (
    <section className="stay-summary stay-summary--skeleton" role="status" aria-busy="true" aria-label={label}>
      <FirstViewSkeleton width="40%" />
      <FirstViewSkeleton width="75%" height="26px" />
      <FirstViewSkeleton width="90%" />
    </section>
  );
}

/** The app's StaySummary (components/stay-summary.tsx), element for element. */
function FirstViewStaySummary({ reservation, language }: { reservation: FirstViewReservation; language: Language }) {
  const { stay } = firstViewTexts(language).guestHome;
  const zone = reservation.location.timeZone;
  const isLate = reservation.lateCheckout;
  const suite = reservation.accommodations[0]?.name ?? stay.unknownSuite;
  const others = reservation.accommodations.slice(1).map((other) => other.name);
  const departure = departureOf(reservation, isLate);
  return (
    <section className="stay-summary" aria-labelledby="first-view-stay-suite">
      <p className="stay-summary__eyebrow">{stay.yourSuite}</p>
      <h2 id="first-view-stay-suite" className="stay-summary__suite">
        {suite}
      </h2>
      {others.length > 0 && <p className="stay-summary__extra">{fillText(stay.with, { names: others.join(', ') })}</p>}
      <dl className="stay-summary__dates">
        <div>
          <dt>{stay.arrival}</dt>
          <dd>{formatDateTime(reservation.startDateTime, zone, language)}</dd>
        </div>
        <div>
          <dt>{stay.departure}</dt>
          <dd>{formatDateTime(departure, zone, language)}</dd>
        </div>
      </dl>
      <div className="stay-summary__meta">
        {isLate && reservation.controlsDeactivationDateTime && (
          <span className="stay-badge stay-badge--late">
            <LeanIcon icon={timeOutline} />
            {fillText(stay.lateCheckout, { time: formatTime(reservation.controlsDeactivationDateTime, zone, language) })}
          </span>
        )}
        <span className="stay-summary__location">
          <LeanIcon icon={locationOutline} />
          <Phrases items={[reservation.location.name, fillText(stay.number, { number: reservation.nmbr })]} />
        </span>
      </div>
    </section>
  );
}

/** The app's guest home shows the stay (not its skeleton): the first view may go. */
export const GUEST_HOME_SHOWN_SELECTOR = '.guest-home .stay-summary:not(.stay-summary--skeleton)';
