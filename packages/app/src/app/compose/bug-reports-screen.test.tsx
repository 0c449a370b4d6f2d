import { managementBugReportApi, type BugReport } from '@stay/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeOf } from '@/test/fake-fetch';
import { ok, renderStaffApp } from '@/test/guest-app';

const report = (overrides: Partial<BugReport>): BugReport => ({
  id: 'r1',
  createdAt: '2026-07-01T10:00:00.000Z',
  description: 'The door button spins forever',
  route: '/guest/home',
  appVersion: '2.1.8',
  userAgent: 'Mozilla/5.0 (Test phone)',
  reporter: { kind: 'guest', id: 'p1', role: 'GUEST', name: 'Eva de Vries', email: 'eva@example.com' },
  locationId: 'loc-1',
  screenshot: null,
  ...overrides,
});

describe('management: bug reports', () => {
  it('lists the reports newest first, with who sent them', async () => {
    const anonymous = report({ id: 'r2', description: 'Login page is blank', reporter: null, route: '/login', locationId: null });
    renderStaffApp('/management/bug-reports', { [routeOf(managementBugReportApi.list)]: ok({ items: [report({}), anonymous], nextCursor: null }) }, { role: 'MANAGEMENT' });
    const blank = (await screen.findByText('Login page is blank')).closest('a') as HTMLElement;
    expect(blank).toHaveAttribute('href', '/management/bug-reports/r2');
    expect(within(blank).getByText('Signed out')).toBeInTheDocument();
    const door = screen.getByText('The door button spins forever').closest('a') as HTMLElement;
    expect(within(door).getByText('Guest')).toBeInTheDocument();
    expect(within(door).getByText('Eva de Vries · /guest/home')).toBeInTheDocument();
  });

  it('opens a report with who sent it, from where, and with which app', async () => {
    renderStaffApp('/management/bug-reports/r1', { [routeOf(managementBugReportApi.get)]: ok(report({})) }, { role: 'MANAGEMENT' });
    expect(await screen.findByText('What happened')).toBeInTheDocument();
    expect(screen.getByText('The door button spins forever')).toBeInTheDocument();
    expect(screen.getByText('Eva de Vries')).toBeInTheDocument();
    expect(screen.getByText('Mozilla/5.0 (Test phone)')).toBeInTheDocument();
    expect(screen.getByText('/guest/home', { selector: 'code' })).toBeInTheDocument();
  });

  it('says so when there are no reports', async () => {
    renderStaffApp('/management/bug-reports', { [routeOf(managementBugReportApi.list)]: ok({ items: [], nextCursor: null }) }, { role: 'MANAGEMENT' });
    expect(await screen.findByText('No bug reports yet')).toBeInTheDocument();
  });
});
