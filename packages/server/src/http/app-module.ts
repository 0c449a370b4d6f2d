import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform/platform';

/** A domain module as the app registers it: its routes (and anything it keeps running) on the shared platform. */
export interface AppModule {
  name: string;
  register(app: FastifyInstance, platform: Platform): void | Promise<void>;
}
