import type { MenuItem } from '@stay/contract';
import { describe, expect, it } from 'vitest';
import { activeMenuKey, defaultStaffMenu, staffMenuFor } from './menu-items';

const urls = (items: MenuItem[]) => items.map((item) => item.url);
const entry = (key: string, url: string): MenuItem => ({ key, title: key, url, icon: 'ellipse-outline' });

describe('the staff menu', () => {
  it('falls back to the role default when the settings name no menu', () => {
    expect(staffMenuFor({ role: 'GUIDE' }, null)).toEqual(defaultStaffMenu('GUIDE'));
    expect(urls(staffMenuFor({ role: 'GUIDE' }, { mainMenu: [], settingsMenu: [] }).main)).toEqual([
      '/guide/chats',
      '/guide/reservations',
      '/guide/complaints',
      '/guide/deliveries',
      '/guide/housekeeping',
      '/guide/weblinks',
      '/guide/ratings',
    ]);
    expect(urls(staffMenuFor({ role: 'GUIDE' }, null).settings)).toEqual(['/guide/guide-profile', '/guide/availability', '/guide/saved-replies', '/guide/settings/notifications', '/guide/profile', '/bug-report']);
  });

  it('gives support and management a dashboard, in their own area, and guides none', () => {
    expect(urls(defaultStaffMenu('CUBER').main)).toEqual(['/support/chats', '/support/reservations', '/support/complaints', '/support/deliveries', '/support/housekeeping', '/support/weblinks', '/support/ratings', '/support/dashboard']);
    expect(urls(defaultStaffMenu('BACKOFFICE').main)).toContain('/support/dashboard');
    expect(urls(defaultStaffMenu('MANAGEMENT').main)).toContain('/management/dashboard');
    expect(defaultStaffMenu('GUIDE').main.map((item) => item.key)).not.toContain('dashboard');
    // The shop's products are kept by management only.
    expect(urls(defaultStaffMenu('MANAGEMENT').main)).toContain('/management/products');
    expect(urls(staffMenuFor({ role: 'MANAGEMENT' }, null).main)).toContain('/management/products');
    // So are the announcements and the bug reports.
    expect(urls(defaultStaffMenu('MANAGEMENT').main)).toEqual(expect.arrayContaining(['/management/announcements', '/management/bug-reports', '/management/check-out']));
    expect(urls(defaultStaffMenu('CUBER').main)).not.toContain('/management/check-out');
    expect(urls(defaultStaffMenu('CUBER').main)).not.toContain('/management/bug-reports');
    // Management keeps the guides' profiles and the guide questions; a guide their own profile only.
    expect(urls(defaultStaffMenu('MANAGEMENT').main)).toEqual(expect.arrayContaining(['/management/guides', '/management/questionnaire']));
    expect(urls(defaultStaffMenu('CUBER').settings)).not.toContain('/guide/guide-profile');
    expect(urls(defaultStaffMenu('CUBER').main)).not.toContain('/management/guides');
    expect(urls(staffMenuFor({ role: 'BACKOFFICE' }, { mainMenu: [entry('products', '/management/products')], settingsMenu: [] }).main)).not.toContain(
      '/management/products',
    );
    expect(defaultStaffMenu('GUEST')).toEqual({ main: [], settings: [] });
  });

  it('uses the settings menus as given, in their order', () => {
    const menu = staffMenuFor(
      { role: 'CUBER' },
      { mainMenu: [entry('complaints', '/support/complaints'), entry('chats', '/support/chats')], settingsMenu: [entry('availability', '/support/availability')] },
    );
    expect(menu.main.map((item) => item.key)).toEqual(['complaints', 'chats']);
    expect(urls(menu.settings)).toEqual(['/support/availability']);
  });

  it("drops items of another role's area, items that lead to no screen, and repeats", () => {
    const menu = staffMenuFor(
      { role: 'CUBER' },
      {
        mainMenu: [
          entry('chats', '/support/chats'),
          entry('management', '/management'),
          entry('guide', '/guide/chats'),
          entry('unknown', '/support/unknown'),
          entry('web', 'https://example.com'),
          entry('again', '/support/chats'),
          entry('booking', '/support/settings/bookings/1001'),
        ],
        settingsMenu: [entry('unknown', '/support/unknown')],
      },
    );
    expect(urls(menu.main)).toEqual(['/support/chats', '/support/settings/bookings/1001']);
    // Nothing usable left in the settings menu: the default takes its place.
    expect(urls(menu.settings)).toEqual(['/support/availability', '/support/saved-replies', '/support/settings/notifications', '/support/profile', '/bug-report']);
  });

  it('lets management open its own area and the dashboard redirect', () => {
    const menu = staffMenuFor({ role: 'MANAGEMENT' }, { mainMenu: [entry('management', '/management'), entry('dashboard', '/management/dashboard')], settingsMenu: [] });
    expect(urls(menu.main)).toEqual(['/management', '/management/dashboard']);
    expect(urls(staffMenuFor({ role: 'BACKOFFICE' }, { mainMenu: [entry('management', '/management')], settingsMenu: [] }).main)).toEqual(
      urls(defaultStaffMenu('BACKOFFICE').main),
    );
  });

  it('offers a guide no dashboard even when the settings name one', () => {
    const menu = staffMenuFor({ role: 'GUIDE' }, { mainMenu: [entry('chats', '/guide/chats'), entry('dashboard', '/guide/dashboard')], settingsMenu: [] });
    expect(urls(menu.main)).toEqual(['/guide/chats']);
  });

  it('marks the item of the screen on show', () => {
    const items = [...defaultStaffMenu('CUBER').main, ...defaultStaffMenu('CUBER').settings];
    expect(activeMenuKey('/support/chats', items)).toBe('chats');
    expect(activeMenuKey('/support/chats/12', items)).toBe('chats');
    expect(activeMenuKey('/support/complaints/7', items)).toBe('complaints');
    expect(activeMenuKey('/support/settings/bookings/1001', items)).toBe('reservations');
    expect(activeMenuKey('/file-complaint', items)).toBe('complaints');
    expect(activeMenuKey('/support/availability', items)).toBe('availability');
    expect(activeMenuKey('/support/chatsx', items)).toBeUndefined();
    expect(activeMenuKey('/management/chats', items)).toBeUndefined();
  });

  it('prefers the longest matching address', () => {
    const items = [entry('chats', '/support/chats'), entry('one', '/support/chats/12')];
    expect(activeMenuKey('/support/chats/12', items)).toBe('one');
    expect(activeMenuKey('/support/chats/13', items)).toBe('chats');
  });
});
