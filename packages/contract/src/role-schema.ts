import { z } from 'zod';
import { ROLES } from './roles';

/** A known role on the wire. Apart from the roles themselves, so a page that only needs them does not build zod. */
export const roleSchema = z.enum(ROLES);
