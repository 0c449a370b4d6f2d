import { useEffect, useRef, type RefObject } from 'react';

/** A field marked invalid, or a problem text of the form (`data-problem`). */
const PROBLEM_SELECTOR = '[aria-invalid="true"], [data-problem]';

/**
 * After each failed submit (`failures` counts them), brings the first problem inside the container into view and
 * focuses it when it is a field: on a phone the form is longer than the screen, and the error would otherwise sit
 * out of sight above or below the button that was tapped.
 */
export function useRevealFirstProblem<T extends HTMLElement>(failures: number): RefObject<T | null> {
  const container = useRef<T>(null);
  useEffect(() => {
    if (failures === 0) return;
    const problem = container.current?.querySelector<HTMLElement>(PROBLEM_SELECTOR);
    if (!problem) return;
    problem.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    if (problem.matches('input, select, textarea')) problem.focus({ preventScroll: true });
  }, [failures]);
  return container;
}
