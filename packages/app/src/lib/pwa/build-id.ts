/** Set by the build (vite-pwa.ts); absent in tests and the dev server. */
declare const __STAY_BUILD_ID__: string | undefined;

/** This bundle's build id, or `dev` where there is none (which never asks to update). */
export const CURRENT_BUILD_ID: string = typeof __STAY_BUILD_ID__ === 'string' ? __STAY_BUILD_ID__ : 'dev';
export const DEV_BUILD_ID = 'dev';

/** What the server says it serves, beside the app (written by the build). */
export const VERSION_FILE_PATH = '/version.json';
