import type { Employee, Guest } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { loadIdentity } from '../users/identity';

export function createProfileService({ db }: { db: Db }) {
  return {
    async guestProfile(accountId: string): Promise<Guest> {
      const guest = (await loadIdentity(db, accountId))?.identity.guest;
      if (!guest) throw new AppError('SESSION_NOT_FOUND');
      return guest;
    },
    async employeeProfile(accountId: string): Promise<Employee> {
      const employee = (await loadIdentity(db, accountId))?.identity.employee;
      if (!employee) throw new AppError('SESSION_NOT_FOUND');
      return employee;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
