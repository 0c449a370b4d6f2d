import type { HTMLAttributes } from 'react';
import { IonSkeletonText } from '@/components/ionic-parts';

interface SkeletonProps {
  width?: string;
  height?: string;
  radius?: string;
  className?: string;
}

/**
 * A shimmering placeholder of the given size while content loads. Uses the lazily loaded Ionic element, so only
 * screens that are themselves loaded lazily may use it (not /login).
 */
export function Skeleton({ width = '100%', height, radius, className }: SkeletonProps) {
  return <IonSkeletonText animated className={className} style={{ width, height, borderRadius: radius }} />;
}

type SkeletonGroupElement = 'div' | 'section' | 'ul';

interface SkeletonGroupProps extends HTMLAttributes<HTMLElement> {
  /** What is loading, for screen readers, e.g. "Loading your stay". */
  label: string;
  as?: SkeletonGroupElement;
}

/**
 * The busy container around a screen's skeletons: announced once by its label instead of as empty shapes. A list keeps
 * its list role (which may be labelled); any other container is a status, as a bare div or section may not be.
 */
export function SkeletonGroup({ label, as: Element = 'div', ...props }: SkeletonGroupProps) {
  return <Element role={Element === 'ul' ? undefined : 'status'} {...props} aria-busy="true" aria-label={label} />;
}
