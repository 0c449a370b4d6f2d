import { z } from 'zod';
import { APP_LANGUAGES } from './language';

/**
 * One of the app's languages on the wire. Apart from the languages themselves, so a page that only needs them does not
 * build zod.
 */
export const appLanguageSchema = z.enum(APP_LANGUAGES);
