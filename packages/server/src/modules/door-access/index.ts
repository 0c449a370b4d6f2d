/**
 * Door access staff can trust: every guest's key to the suite of their stay (activated, first and last used, failed
 * attempts, the lock's state), recorded from the unlocks the suite module sends through the devices port. The first
 * unlock of a stay is `onFirstUnlock`; a failing lock alerts staff. No routes: the stay status shows the keys. Owns
 * `door_keys`.
 */
export { createDoorAccess, onFirstUnlock, type DoorAccess, type DoorAccessDeps } from './door-access';
export { findDoorKeys, saveDoorKey, type DoorKeyRow, type DoorKeyWithGuest } from './door-keys-repository';
