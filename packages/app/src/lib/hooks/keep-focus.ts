import type { MouseEvent } from 'react';

/**
 * On a submit button: keep the focus where it is while the button is pressed. Otherwise the field being left
 * shows its inline error first, the layout shifts, and the press lands beside the moved button.
 */
export const keepFocus = (event: MouseEvent) => event.preventDefault();
