import { describe, expect, it } from 'vitest';
import { isStaffScreenPath, pathMatches, paths, staffAreaOfRole, staffScreenPatterns } from './paths';

describe('paths', () => {
  it('builds the staff screens of an area', () => {
    expect(paths.staffReservations('guide')).toBe('/guide/reservations');
    expect(paths.staffBooking('support', 'DZ-2025/7')).toBe('/support/settings/bookings/DZ-2025%2F7');
    expect(paths.staffComplaint('management', 12)).toBe('/management/complaints/12');
    expect(paths.staffComplaints('support', { state: 'open' })).toBe('/support/complaints?state=open');
    expect(paths.staffDashboard('management')).toBe('/management/dashboard');
    expect(paths.staffAvailability('guide')).toBe('/guide/availability');
    expect(paths.staffChats('guide', { view: 'guest', scrollToChat: '7' })).toBe('/guide/chats?view=guest&scrollToChat=7');
    expect(paths.staffChats('support', {})).toBe('/support/chats');
  });

  it('prefills /file-complaint with what is known', () => {
    expect(paths.fileComplaint()).toBe('/file-complaint');
    expect(paths.fileComplaint({ reservation: 'DZ-1' })).toBe('/file-complaint?reservation=DZ-1');
    expect(paths.fileComplaint({ reservation: 'DZ-1', chat: 4 })).toBe('/file-complaint?reservation=DZ-1&chat=4');
  });

  it('gives guides no dashboard', () => {
    expect(staffScreenPatterns('guide')).not.toContain('/guide/dashboard');
    expect(staffScreenPatterns('support')).toContain('/support/dashboard');
  });

  it('knows which paths open a staff screen', () => {
    for (const path of [
      '/guide/chats',
      '/support/chats/4?view=guest',
      '/management',
      '/file-complaint?reservation=1',
      '/support/complaints/3',
      '/guide/settings/bookings/9',
      '/guide/profile',
      '/support/settings/notifications',
      '/management/announcements/3',
      '/management/bug-reports',
      '/bug-report?from=%2Fguide%2Fchats',
    ]) {
      expect(isStaffScreenPath(path)).toBe(true);
    }
    for (const path of ['/guide/reports', '/guide/dashboard', '/guide/announcements', '/support/settings', '/guest/home', '/support/chats/4/more', 'https://example.com']) {
      expect(isStaffScreenPath(path)).toBe(false);
    }
  });

  it('matches route patterns segment by segment', () => {
    expect(pathMatches('/support/chats/:id', '/support/chats/12#top')).toBe(true);
    expect(pathMatches('/support/chats/:id', '/support/chats')).toBe(false);
    expect(pathMatches('/support/chats', '/support/chats/')).toBe(true);
  });

  it("answers a staff role's own area", () => {
    expect(staffAreaOfRole('GUIDE')).toBe('guide');
    expect(staffAreaOfRole('MANAGEMENT')).toBe('support');
    expect(staffAreaOfRole('CUBER')).toBe('support');
  });
});
