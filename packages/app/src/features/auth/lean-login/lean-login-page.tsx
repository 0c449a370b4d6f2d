import { DEFAULT_EMERGENCY_PHONE } from '@stay/contract';
import { bedOutline, callOutline, keyOutline, languageOutline, logInOutline } from 'ionicons/icons';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { LanguagePicker } from '@/components/language-picker';
import { applyDocumentLanguage, initialLanguage, rememberLanguage } from '@/lib/i18n/language-preference';
import type { Language } from '@/lib/i18n/languages';
import { hideBootSplashOnceVisible } from '@/lib/loading/boot-splash';
import { paths } from '@/lib/navigation/paths';
import { LoginFields } from '../components/login-fields';
import { hasProblems, type LoginValues } from '../components/login-validation';
import { useLoginValues } from '../components/use-login-values';
import { LeanIcon } from '@/components/lean-icon';
import { leanTexts } from './lean-texts';
import '@/components/ui/card.css';
import '@/components/ui/form-page.css';
import '@/components/ui/submit-form.css';
import '@/components/ui/tile.css';
import '../auth.css';
import './lean-login.css';

interface LeanLoginPageProps {
  /** The person starts using the page: a good moment to fetch the app. */
  onFirstUse: () => void;
  /** Hands the sign-in over to the app; rejects when the app cannot be loaded. */
  onSignIn: (values: LoginValues) => Promise<void>;
  /** Opens the app on another page (forgot password, report a problem); rejects when it cannot be loaded. */
  onOpen: (path: string) => Promise<void>;
}

/**
 * The sign-in page as a first visit to /login paints it: the app's sign-in page drawn with plain elements, so the
 * phone does not wait for Ionic and the whole app before it can sign in. Sending the form or following a link
 * loads the app, which carries on from there.
 */
export function LeanLoginPage({ onFirstUse, onSignIn, onOpen }: LeanLoginPageProps) {
  const [language, setLanguage] = useState<Language>(() => initialLanguage(window.localStorage));
  const [isBusy, setIsBusy] = useState(false);
  const [isAppUnavailable, setIsAppUnavailable] = useState(false);
  const form = useLoginValues();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const texts = leanTexts(language);
  useEffect(() => hideBootSplashOnceVisible(titleRef.current), []);
  // Screen readers read the page in its language from the start, and the manifest is its language's, as in the app.
  useEffect(() => applyDocumentLanguage(language), [language]);

  async function whileLoading(open: () => Promise<void>) {
    setIsBusy(true);
    setIsAppUnavailable(false);
    try {
      await open();
    } catch {
      setIsBusy(false);
      setIsAppUnavailable(true);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    form.markSubmitted();
    if (hasProblems(form.problems) || isBusy) return;
    void whileLoading(() => onSignIn(form.values));
  }

  const openInApp = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void whileLoading(() => onOpen(path));
  };

  function chooseLanguage(next: Language) {
    rememberLanguage(next, window.localStorage);
    setLanguage(next);
  }

  return (
    <div className="lean-login" onFocusCapture={onFirstUse} onPointerDownCapture={onFirstUse}>
      <header className="lean-login__toolbar">
        <h1 ref={titleRef} className="page-title">
          {texts.login.title}
        </h1>
      </header>
      <main className="lean-login__content">
        <div className="page-body">
          <div className="ui-form-page">
            {isAppUnavailable && (
              <p className="login__notice" role="alert">
                {texts.login.appUnavailable}
              </p>
            )}
            <header className="ui-form-page__intro">
              <span className="ui-tile ui-tile--lg ui-tile--solid" aria-hidden="true">
                <LeanIcon icon={bedOutline} />
              </span>
              <h2>{texts.login.heading}</h2>
              <p>{texts.login.intro}</p>
            </header>
            <form className="ui-submit-form ui-card ui-submit-form--card" noValidate onSubmit={submit}>
              <LoginFields
                form={form}
                labels={{ email: texts.login.email, password: texts.login.password }}
                problemText={(problem) => texts.login[problem]}
              />
              <button type="submit" className="lean-login__submit" disabled={isBusy}>
                {isBusy ? <span className="lean-login__spinner" aria-hidden="true" /> : <LeanIcon icon={logInOutline} />}
                {isBusy ? texts.login.submitting : texts.login.submit}
              </button>
            </form>
            <a className="login__forgot" href={paths.resetPassword} onClick={openInApp(paths.resetPassword)}>
              {texts.login.forgotPassword}
            </a>
            <section className="login__first-visit" aria-labelledby="login-first-visit">
              <h2 id="login-first-visit">{texts.login.firstVisit.heading}</h2>
              <p>{texts.login.firstVisit.body}</p>
              <a className="login__activate" href={paths.activateReservation} onClick={openInApp(paths.activateReservation)}>
                <LeanIcon icon={keyOutline} />
                {texts.login.firstVisit.action}
              </a>
            </section>
            <div className="login__footer">
              <LanguagePicker label={texts.language.label} icon={<LeanIcon icon={languageOutline} />} value={language} onChange={chooseLanguage} />
              <p className="emergency-phone">
                <LeanIcon icon={callOutline} />
                <span>{texts.emergencyPhone.prompt}</span>
                <a href={DEFAULT_EMERGENCY_PHONE.href}>{DEFAULT_EMERGENCY_PHONE.label}</a>
              </p>
              <a className="login__bug-report" href={paths.bugReport(paths.login)} onClick={openInApp(paths.bugReport(paths.login))}>
                {texts.login.reportProblem}
              </a>
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}
