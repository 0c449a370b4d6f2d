import type { ReactNode, Ref } from 'react';
import './first-view-frame.css';

interface FirstViewFrameProps {
  title: string;
  /** A class of the page, for a first view's own adjustments. */
  className?: string;
  titleRef?: Ref<HTMLHeadingElement>;
  /** Toolbar buttons before the title. */
  start?: ReactNode;
  /** Toolbar buttons after the title. */
  end?: ReactNode;
  /** Below the content, e.g. the guest tab bar. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A first view's page: what AppPage draws (toolbar, padded content, a bar below) with plain elements, so a screen can
 * be on the phone before Ionic and the app have loaded. It lies over the app until the app shows the same page.
 */
export function FirstViewFrame({ title, className, titleRef, start, end, footer, children }: FirstViewFrameProps) {
  return (
    <div className={className ? `first-view ${className}` : 'first-view'}>
      <header className="first-view__toolbar">
        {start && <div className="first-view__buttons">{start}</div>}
        <h1 ref={titleRef} className="page-title first-view__title">
          {title}
        </h1>
        {end && <div className="first-view__buttons">{end}</div>}
      </header>
      <main className="first-view__content">
        <div className="page-body">{children}</div>
      </main>
      {footer}
    </div>
  );
}

/** A toolbar button of a first view, drawn like the app's IonButton in a toolbar. */
export function FirstViewToolbarButton({ icon, label, isBusy = false, onClick }: { icon: ReactNode; label: string; isBusy?: boolean; onClick: () => void }) {
  return (
    <button type="button" className="first-view__toolbar-button" onClick={onClick} disabled={isBusy} aria-busy={isBusy || undefined}>
      {icon}
      {label}
    </button>
  );
}

/** An icon-only toolbar button of a first view, drawn like the app's IonButton or IonMenuButton with one icon. */
export function FirstViewIconButton({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <button type="button" className="first-view__icon-button" onClick={onClick} aria-label={label} title={label}>
      {icon}
    </button>
  );
}

/** A grey placeholder bar of a first view, as the app's skeletons draw it. */
export function FirstViewSkeleton({ width = '100%', height = '16px' }: { width?: string; height?: string }) {
  return <span className="first-view__skeleton" style={{ width, height }} />;
}
