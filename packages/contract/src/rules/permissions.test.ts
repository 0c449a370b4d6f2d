import { describe, expect, it } from 'vitest';
import { getPermission, hasPermission } from './permissions';

const permissions = {
  emergencyPhone: { href: 'tel:+31', label: '+31' },
  reservation: { controlDeactivation: '11:00' },
  chat: { joinExternal: true, leaveInternal: false, handleExternal: 'yes' },
};

describe('permission lookup by dotted path', () => {
  it('walks nested objects', () => {
    expect(getPermission(permissions, 'reservation.controlDeactivation')).toBe('11:00');
    expect(getPermission(permissions, 'emergencyPhone')).toEqual({ href: 'tel:+31', label: '+31' });
  });

  it('answers undefined for missing or non-object steps', () => {
    expect(getPermission(permissions, 'reservation.missing')).toBeUndefined();
    expect(getPermission(permissions, 'reservation.controlDeactivation.hour')).toBeUndefined();
    expect(getPermission(undefined, 'a')).toBeUndefined();
    expect(getPermission(permissions, 'toString')).toBeUndefined();
  });

  it('grants a flag only when it is true', () => {
    expect(hasPermission(permissions, 'chat.joinExternal')).toBe(true);
    expect(hasPermission(permissions, 'chat.leaveInternal')).toBe(false);
    expect(hasPermission(permissions, 'chat.handleExternal')).toBe(false);
    expect(hasPermission(permissions, 'chat.nothing')).toBe(false);
  });
});
