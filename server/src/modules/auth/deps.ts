import type { FastifyInstance } from 'fastify';
import type { Config } from '@/config.ts';
import type { Db } from '@/db/client.ts';
import type { SecretBox } from '@/lib/secret-box.ts';
import type { Sessions } from './plugin.ts';
import type { ThrottleStore } from './throttle.ts';

/** What the sign-in and account services need from the app, passed explicitly. */
export interface AuthDeps {
  db: Db;
  config: Config;
  sessions: Sessions;
  throttle: ThrottleStore;
  secretBox: SecretBox;
  /** Background jobs (the emailed code of a locked account's sign-in is sent by one). */
  jobs: { enqueueJob(tx: Db, kind: string, payload: unknown): Promise<void> };
}

export const authDeps = (app: FastifyInstance): AuthDeps => ({
  db: app.db,
  config: app.config,
  sessions: app.sessions,
  throttle: app.throttle,
  secretBox: app.secretBox,
  jobs: app.worker,
});
