import webPush from 'web-push';
import type { PushConfig } from '../../config';
import type { DbOrTrx } from '../../db/database';
import { findSecret, insertSecretIfMissing } from '../../security/secrets-repository';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const VAPID_SECRET_NAME = 'vapid_keys';

/**
 * The configured VAPID key pair, or the one stored in the database; generated and stored on first start so restarts
 * (and other instances on the same database) keep the browsers' subscriptions valid.
 */
export async function resolveVapidKeys(db: DbOrTrx, config: Pick<PushConfig, 'vapidPublicKey' | 'vapidPrivateKey'>): Promise<VapidKeys> {
  if (config.vapidPublicKey && config.vapidPrivateKey) return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey };
  await insertSecretIfMissing(db, VAPID_SECRET_NAME, JSON.stringify(webPush.generateVAPIDKeys()));
  const stored = JSON.parse(await findSecret(db, VAPID_SECRET_NAME)) as VapidKeys;
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}
