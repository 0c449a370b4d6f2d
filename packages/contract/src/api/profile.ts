import { employeeSchema, guestSchema } from '../entities/user-data';
import { defineEndpoint } from './endpoint';

export const guestProfileApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/guest/profile',
    auth: 'guest',
    summary: "The signed-in guest's profile",
    response: guestSchema,
  }),
} as const;

export const employeeProfileApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/employee/profile',
    auth: 'staff',
    summary: "The signed-in employee's profile",
    response: employeeSchema,
  }),
} as const;
