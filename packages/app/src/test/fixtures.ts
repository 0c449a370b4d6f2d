import { DEFAULT_EMERGENCY_PHONE, type AuthSession, type KnownRole, type UserSettings } from '@stay/contract';

const user = { _id: 'u1', email: 'person@demo.stay', emailVerified: true, resetHash: null };

const guest = {
  _id: 'g1',
  erpUID: 'PER-1',
  firstname: 'Anna',
  surname: 'de Vries',
  email: 'guest@demo.stay',
  cellphone: null,
  subscribedToNewsletter: false,
  activeReservationId: 'r1',
  personimage: null,
};

const staff = {
  _id: 'e1',
  erpUID: 'EMP-1',
  firstname: 'Sam',
  surname: 'Jansen',
  email: 'staff@demo.stay',
  cellphone: null,
  erpWorkgroup: null,
  location: 'AMS',
  answerSuggestions: false,
  subscribedToNewsletter: false,
  personimage: null,
};

export function authSessionFor(role: KnownRole, tokens = { accesstoken: 'access-1', refreshtoken: 'refresh-1' }): AuthSession {
  return role === 'GUEST' ? { role, guest, user, ...tokens } : { role, employee: staff, user, ...tokens };
}

export function settingsWith(permissions: Partial<UserSettings['permissions']> = {}): UserSettings {
  return {
    mainMenu: [],
    settingsMenu: [],
    chatActions: [],
    permissions: { emergencyPhone: DEFAULT_EMERGENCY_PHONE, ...permissions },
  };
}
