import type { CSSProperties } from 'react';
import './lean-icon.css';

/** What Ionic's icon component gives an ionicon's classes: filled and stroked shapes, outlines without fill. */
const IONICON_STYLE = '<style>.ionicon{fill:black;stroke:black}.ionicon-fill-none{fill:none}.ionicon-stroke-width{stroke-width:32px}</style>';

/** An ionicon's data URL with the styles it needs to draw as an image. */
function styledIcon(icon: string): string {
  return icon.replace(/(<svg[^>]*>)/, `$1${IONICON_STYLE}`);
}

/**
 * An ionicon (its data URL from `ionicons/icons`) drawn in the current text colour as a CSS mask, so the light
 * /login and the first views show the same icons as the app without loading Ionic's icon component.
 */
export function LeanIcon({ icon }: { icon: string }) {
  return <span className="lean-icon" aria-hidden="true" style={{ '--lean-icon': `url("${styledIcon(icon)}")` } as CSSProperties} />;
}
