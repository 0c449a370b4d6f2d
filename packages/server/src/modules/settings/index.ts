/** Settings per scope (global, role, location), merged into user settings. Owns the `settings` table. */
export { loadPermissions, loadUserSettings } from './user-settings';
export { insertSettings } from './repository';
