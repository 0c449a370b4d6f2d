import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { AccessTokens } from '../security/access-tokens';
import type { UploadGuard } from '../storage/upload-guard';
import type { Arrivals } from './arrivals';
import type { Clock } from './clock';
import type { Draining } from './health/draining';
import type { DeviceWithSimulator } from './devices/create-devices';
import type { GuestTemperatureRanges } from './guest-temperature-ranges';
import type { MailPort } from './mail/port';
import type { PaymentsPort } from './payments/port';
import type { PushPort } from './push/port';
import type { ReservationChats } from './reservation-chats';
import type { RealtimePublisher } from './realtime/plugin';
import type { RentalPartnerWithSimulator } from './rental-partner/create-rental-partner';
import type { TranslationPort } from './translation/port';

/** The cross-cutting services every module may use, created once per app. */
export interface Platform {
  config: Config;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  accessTokens: AccessTokens;
  mailer: MailPort;
  push: PushPort;
  realtime: RealtimePublisher;
  devices: DeviceWithSimulator;
  /** The bike rental partner (the simulator by default). */
  rentalPartner: RentalPartnerWithSimulator;
  /** The payment service provider (the built-in test PSP by default, Mollie with MOLLIE_API_KEY). */
  payments: PaymentsPort;
  /** The chat translation provider (none by default: originals only; LibreTranslate or DeepL by configuration). */
  translation: TranslationPort;
  /** The disk guard and upload budgets every upload passes through. */
  uploads: UploadGuard;
  /** Set when a shutdown begins: readiness fails and answers close their connections. */
  draining: Draining;
  /** Guests' first unlocks, from the module that sees them to those that act on them. */
  arrivals: Arrivals;
  /** A reservation's chat number, from the chat module to modules that cannot import it. */
  reservationChats: ReservationChats;
  /** The °C range guests may set at a location, from the climate rules to the suite controls. */
  guestTemperatureRanges: GuestTemperatureRanges;
}
