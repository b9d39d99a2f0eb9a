import type { z } from 'zod';
import type { Db } from '@/db/client.ts';
import { DEFAULT_DOCUMENT_SETTINGS, DocumentSettings } from '@customer-hub/contract/documents';
import { DEFAULT_SECURITY_SETTINGS, SecuritySettings } from '@customer-hub/contract/settings';
import { getSetting, putSetting } from './repository.ts';

const CACHE_MS = 5_000;

/**
 * One group of settings stored under `key`, read on hot paths and so kept for a few seconds per
 * process (another instance may apply a change up to CACHE_MS late). Stored values missing a
 * field (older versions) take the default of that field.
 */
function settingGroup<S extends z.ZodObject>(key: string, schema: S) {
  let cached: { at: number; db: Db; value: z.infer<S> } | undefined;
  return {
    async get(db: Db, defaults: z.infer<S>): Promise<z.infer<S>> {
      if (cached && cached.db === db && Date.now() - cached.at < CACHE_MS) return cached.value;
      const stored = schema.partial().safeParse(await getSetting(db, key));
      const value = { ...defaults, ...(stored.success ? stored.data : {}) } as z.infer<S>;
      cached = { at: Date.now(), db, value };
      return value;
    },
    async put(db: Db, value: z.infer<S>): Promise<z.infer<S>> {
      await putSetting(db, key, value);
      cached = undefined;
      return value;
    },
  };
}

const security = settingGroup('security', SecuritySettings);
const documents = settingGroup('documents', DocumentSettings);

/**
 * Security settings (password length, required 2FA, session lifetimes). `absoluteDefault` is
 * TOKEN_TTL_MINUTES until an admin sets one.
 */
export function getSecuritySettings(db: Db, absoluteDefault: number): Promise<SecuritySettings> {
  return security.get(db, { ...DEFAULT_SECURITY_SETTINGS, sessionAbsoluteMinutes: absoluteDefault });
}

/** Saves the security settings (Admin). */
export function updateSecuritySettings(db: Db, value: SecuritySettings): Promise<SecuritySettings> {
  return security.put(db, value);
}

/** Upload limit and whether global search is on. */
export function getDocumentSettings(db: Db): Promise<DocumentSettings> {
  return documents.get(db, DEFAULT_DOCUMENT_SETTINGS);
}

/** Saves the document settings (Admin). */
export function updateDocumentSettings(db: Db, value: DocumentSettings): Promise<DocumentSettings> {
  return documents.put(db, value);
}
