export { LOGIN_PATH } from '@stay/contract';

/** §8: status 0 or 504 leads here. */
export const OFFLINE_PATH = '/error/offline';

/** The state the offline page reads to go back to where the person was. */
export interface OfflineState {
  from: string;
}
