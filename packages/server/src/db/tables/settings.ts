/**
 * User-settings fragments. `scope` is 'global', 'role:<ROLE>' or 'location:<id>'; `name` is 'permissions',
 * 'mainMenu', 'settingsMenu' or 'chatActions'; `value` is JSON text.
 */
export interface SettingsTable {
  scope: string;
  name: string;
  value: string;
}
