/** Where the signed-in session is kept on this device (localStorage). */
export const SESSION_STORAGE_KEY = 'stay.session';
