import { describe, expect, it } from 'vitest';
import { DEFAULT_EMERGENCY_PHONE } from '@stay/contract';
import { deepMerge, mergeSettings, settingScopesFor } from '../../../src/modules/settings/merge-settings';

const menu = (title: string) => [{ key: title.toLowerCase(), title, url: `/${title.toLowerCase()}` }];

describe('settingScopesFor', () => {
  it('orders scopes from least to most specific', () => {
    expect(settingScopesFor('GUIDE', 'loc-1')).toEqual(['global', 'role:GUIDE', 'location:loc-1']);
    expect(settingScopesFor('GUEST', null)).toEqual(['global', 'role:GUEST']);
  });
});

describe('mergeSettings', () => {
  const scopes = settingScopesFor('GUIDE', 'loc-1');

  it('falls back to empty lists and the default emergency phone', () => {
    expect(mergeSettings([], scopes)).toEqual({
      mainMenu: [],
      settingsMenu: [],
      chatActions: [],
      permissions: { emergencyPhone: DEFAULT_EMERGENCY_PHONE },
    });
  });

  it('deep-merges permissions with the more specific scope winning, whatever the row order', () => {
    const settings = mergeSettings(
      [
        { scope: 'location:loc-1', name: 'permissions', value: { chat: { joinInternal: true } } },
        { scope: 'global', name: 'permissions', value: { faqLink: 'g', chat: { joinExternal: false, joinInternal: false } } },
        { scope: 'role:GUIDE', name: 'permissions', value: { chat: { joinExternal: true } } },
      ],
      scopes,
    );
    expect(settings.permissions).toEqual({
      emergencyPhone: DEFAULT_EMERGENCY_PHONE,
      faqLink: 'g',
      chat: { joinExternal: true, joinInternal: true },
    });
  });

  it('takes menus whole from the most specific scope that has them', () => {
    const settings = mergeSettings(
      [
        { scope: 'global', name: 'mainMenu', value: menu('Global') },
        { scope: 'role:GUIDE', name: 'mainMenu', value: menu('Guide') },
        { scope: 'global', name: 'settingsMenu', value: menu('Settings') },
      ],
      scopes,
    );
    expect(settings.mainMenu).toEqual(menu('Guide'));
    expect(settings.settingsMenu).toEqual(menu('Settings'));
  });

  it('ignores scopes that do not apply', () => {
    const settings = mergeSettings([{ scope: 'role:GUEST', name: 'mainMenu', value: menu('Guest') }], scopes);
    expect(settings.mainMenu).toEqual([]);
  });

  it('throws on a stored value of the wrong shape', () => {
    expect(() => mergeSettings([{ scope: 'global', name: 'mainMenu', value: [{ title: 1 }] }], scopes)).toThrow();
  });
});

describe('deepMerge', () => {
  it('ignores prototype keys', () => {
    const merged = deepMerge({}, JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>);
    expect(merged).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
