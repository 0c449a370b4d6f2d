import type { AccountMailLanguage } from '@stay/contract';

/** The language account mails are written in: the one the app is shown in. */
export const mailLanguageOf = (language: string): AccountMailLanguage => (language.startsWith('nl') ? 'nl' : 'en');
