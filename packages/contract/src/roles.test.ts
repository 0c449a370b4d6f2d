import { describe, expect, it } from 'vitest';
import { canEnterArea, isStaffRole, isSupportRole, parseRole, pathBaseOf, ROLES, type Area } from './roles';

describe('roles', () => {
  it('parses every known role and maps anything else to UNKOWN', () => {
    for (const role of ROLES) expect(parseRole(role)).toBe(role);
    expect(parseRole('guide')).toBe('UNKOWN');
    expect(parseRole('SUPPORT')).toBe('UNKOWN');
    expect(parseRole(undefined)).toBe('UNKOWN');
    expect(parseRole(3)).toBe('UNKOWN');
  });

  it('support is CUBER, BACKOFFICE or MANAGEMENT', () => {
    expect(['GUEST', 'GUIDE', 'CUBER', 'BACKOFFICE', 'MANAGEMENT', 'UNKOWN'].filter((r) => isSupportRole(parseRole(r)))).toEqual([
      'CUBER',
      'BACKOFFICE',
      'MANAGEMENT',
    ]);
    expect(isStaffRole('GUIDE')).toBe(true);
    expect(isStaffRole('GUEST')).toBe(false);
    expect(isStaffRole('UNKOWN')).toBe(false);
  });

  it('gives each role its path base', () => {
    expect(pathBaseOf('GUEST')).toBe('guest');
    expect(pathBaseOf('GUIDE')).toBe('guide');
    expect(pathBaseOf('CUBER')).toBe('support');
    expect(pathBaseOf('BACKOFFICE')).toBe('support');
    expect(pathBaseOf('MANAGEMENT')).toBe('support');
    expect(pathBaseOf('UNKOWN')).toBeUndefined();
  });

  it('admits each role only to its own areas; management only for MANAGEMENT', () => {
    const table: Record<string, Area[]> = {
      GUEST: ['guest'],
      GUIDE: ['guide'],
      CUBER: ['support'],
      BACKOFFICE: ['support'],
      MANAGEMENT: ['support', 'management'],
      UNKOWN: [],
    };
    const areas: Area[] = ['guest', 'guide', 'support', 'management'];
    for (const [role, allowed] of Object.entries(table)) {
      expect(areas.filter((area) => canEnterArea(parseRole(role), area))).toEqual(allowed);
    }
  });
});
