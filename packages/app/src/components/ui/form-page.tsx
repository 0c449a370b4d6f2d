import type { ReactNode } from 'react';
import { AppPage } from '@/components/app-page';
import { Tile } from './tile';
import './form-page.css';

interface FormPageProps {
  /** The page title in the toolbar. */
  title: string;
  icon: string;
  heading: string;
  intro: ReactNode;
  /** Shown above the intro, e.g. why the person landed here. */
  notice?: ReactNode;
  /** Shown below the form, e.g. a way back and the emergency number. */
  footer?: ReactNode;
  /** The form (a SubmitForm), or what replaces it when it cannot be used. */
  children: ReactNode;
}

/** A routed page whose purpose is one form: an icon, a heading and an intro above it. */
export function FormPage({ title, icon, heading, intro, notice, footer, children }: FormPageProps) {
  return (
    <AppPage title={title}>
      <div className="ui-form-page">
        {notice}
        <header className="ui-form-page__intro">
          <Tile icon={icon} size="lg" tone="solid" />
          <h2>{heading}</h2>
          <p>{intro}</p>
        </header>
        {children}
        {footer}
      </div>
    </AppPage>
  );
}
