import { authApi, staffProfileApi } from '@stay/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeOf } from '@/test/fake-fetch';
import { authSessionFor } from '@/test/fixtures';
import { ok, renderStaffApp } from '@/test/guest-app';
import { submitFormOf } from '../account-test-support';

const staff = authSessionFor('GUIDE').employee!;
const routes = {
  [routeOf(staffProfileApi.get)]: ok({ ...staff, cellphone: '+31 6 11112222' }),
  [routeOf(authApi.checkVerification)]: ok({ message: 'VERIFIED' }),
  [routeOf(staffProfileApi.update)]: ({ body }: { body: unknown }) => ({ status: 200, body: { ...staff, ...(body as object) } }),
};

describe('staff profile', () => {
  it('lets a guide switch answer suggestions and save them with the details', async () => {
    const app = renderStaffApp('/guide/profile', routes);
    expect(await screen.findByLabelText('Mobile phone')).toHaveValue('+31 6 11112222');
    fireEvent.click(screen.getByRole('switch', { name: /Answer suggestions in chats/ }));
    submitFormOf('First name');
    await waitFor(() => expect(app.server.requests.filter((request) => request.endpoint === 'staffProfileApi.update')).toHaveLength(1));
    expect(app.server.requests.find((request) => request.endpoint === 'staffProfileApi.update')?.body).toEqual({
      firstname: 'Sam',
      surname: 'Jansen',
      cellphone: '+31 6 11112222',
      answerSuggestions: true,
    });
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('offers support no answer suggestions and no account removal', async () => {
    const app = renderStaffApp('/support/profile', routes, { role: 'CUBER' });
    await screen.findByLabelText('First name');
    expect(screen.queryByRole('switch', { name: /Answer suggestions/ })).toBeNull();
    expect(screen.queryByText('Remove account')).toBeNull();
    submitFormOf('First name');
    await waitFor(() => expect(app.server.requests.find((request) => request.endpoint === 'staffProfileApi.update')?.body).toEqual({
      firstname: 'Sam',
      surname: 'Jansen',
      cellphone: '+31 6 11112222',
    }));
  });

  it('is a management page too, in Dutch', async () => {
    renderStaffApp('/management/profile', routes, { role: 'MANAGEMENT', language: 'nl' });
    expect(await screen.findByLabelText('Voornaam')).toHaveValue('Sam');
    expect(screen.getByText('Wachtwoord wijzigen', { selector: 'h3' })).toBeInTheDocument();
  });

  it('sends a guide away from the management profile', async () => {
    const app = renderStaffApp('/management/profile', routes);
    await waitFor(() => expect(app.currentPath()).not.toBe('/management/profile'));
  });
});
