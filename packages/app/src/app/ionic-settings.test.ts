import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME } from '@stay/contract';
import { ionicSettings } from './ionic-settings';

function deviceAsksForLessMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
  );
}

describe('ionicSettings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('animates for a device that has not asked for less motion', () => {
    deviceAsksForLessMotion(false);
    expect(ionicSettings()).toEqual({ mode: THEME.mode, spinner: THEME.spinner, animated: true });
  });

  it('turns Ionic animations off when the device asks for reduced motion', () => {
    deviceAsksForLessMotion(true);
    expect(ionicSettings().animated).toBe(false);
  });
});
