import type { Db } from '@/db/client.ts';
import type { SecretBox } from '@/lib/secret-box.ts';
import type { ServiceContext } from '@/service-context.ts';
import { getSettingValue, putSettingValue } from '@/modules/settings/service.ts';
import type { Principal } from '@/plugins/policy.ts';
import { DEFAULT_SYNC_SETTINGS, SYNC_SETTING, type CustomEntitySets, type SyncSettingsInput } from '@customer-hub/contract/sync';
import type { z } from 'zod';
import type { ODataOptions } from './odata.ts';

/** What is stored: the secret sealed with the app's key (lib/secret-box.ts). */
interface StoredODataSettings {
  baseUrl: string;
  erpCompanyId: string;
  companyCode: string;
  companyName: string;
  authKind: 'oauth2' | 'basic';
  tokenUrl: string | null;
  clientId: string | null;
  scope: string | null;
  username: string | null;
  ledgerEntitySet: string;
  /** Absent in settings stored before the extension's entity sets could be named. */
  customBaseUrl?: string | null;
  entitySets?: CustomEntitySets;
  sealedSecret: string | null;
}

interface StoredSyncSettings {
  nightly: boolean;
  nightlyHourUtc: number;
  odata: StoredODataSettings | null;
}

async function stored(db: Db): Promise<StoredSyncSettings> {
  const value = (await getSettingValue(db, SYNC_SETTING)) as Partial<StoredSyncSettings> | undefined;
  return { ...DEFAULT_SYNC_SETTINGS, ...(value ?? {}) };
}

/** The settings as answered: the secret is never in them, only whether one is stored. */
export async function getSyncSettings(db: Db) {
  const s = await stored(db);
  if (!s.odata) return { nightly: s.nightly, nightlyHourUtc: s.nightlyHourUtc, odata: null };
  const { sealedSecret, ...odata } = s.odata;
  return {
    nightly: s.nightly,
    nightlyHourUtc: s.nightlyHourUtc,
    odata: { ...odata, customBaseUrl: odata.customBaseUrl ?? null, entitySets: odata.entitySets ?? {}, secretSet: sealedSecret !== null },
  };
}

/** Saves the settings (a secret left out keeps the stored one) and audits it without the secret. */
export async function putSyncSettings(ctx: ServiceContext<Principal>, secretBox: SecretBox, input: z.infer<typeof SyncSettingsInput>) {
  const before = await stored(ctx.db);
  let odata: StoredODataSettings | null = null;
  if (input.odata) {
    const { secret, ...rest } = input.odata;
    const sameService = before.odata?.baseUrl === rest.baseUrl && before.odata.authKind === rest.authKind;
    odata = {
      ...rest,
      tokenUrl: rest.tokenUrl ?? null,
      clientId: rest.clientId ?? null,
      scope: rest.scope ?? null,
      username: rest.username ?? null,
      customBaseUrl: rest.customBaseUrl ?? null,
      entitySets: Object.fromEntries(Object.entries(rest.entitySets).filter(([, set]) => set !== undefined)),
      // A secret is kept only for the service and kind it was given for.
      sealedSecret: secret ? secretBox.seal(secret) : sameService ? (before.odata?.sealedSecret ?? null) : null,
    };
  }
  await ctx.transaction(async (t) => {
    await putSettingValue(t.db, SYNC_SETTING, { nightly: input.nightly, nightlyHourUtc: input.nightlyHourUtc, odata } satisfies StoredSyncSettings);
    await t.audit('sync', `Sync settings changed: nightly ${input.nightly ? `at ${input.nightlyHourUtc}:00 UTC` : 'off'}, OData ${odata ? `${odata.baseUrl} (${odata.authKind}${input.odata?.secret ? ', new secret' : ''})` : 'off'}`);
  });
  return getSyncSettings(ctx.db);
}

/** The OData connector's options from the settings, or null while it is not (fully) configured. */
export async function odataOptionsOf(db: Db, secretBox: SecretBox): Promise<ODataOptions | null> {
  const { odata: o } = await stored(db);
  if (!o || !o.sealedSecret) return null;
  const secret = secretBox.open(o.sealedSecret);
  const auth: ODataOptions['auth'] =
    o.authKind === 'oauth2'
      ? { kind: 'oauth2', tokenUrl: o.tokenUrl ?? '', clientId: o.clientId ?? '', clientSecret: secret, ...(o.scope ? { scope: o.scope } : {}) }
      : { kind: 'basic', username: o.username ?? '', password: secret };
  return {
    baseUrl: o.baseUrl,
    erpCompanyId: o.erpCompanyId,
    companyCode: o.companyCode,
    companyName: o.companyName,
    auth,
    ledgerEntitySet: o.ledgerEntitySet,
    ...(o.customBaseUrl ? { customBaseUrl: o.customBaseUrl } : {}),
    entitySets: o.entitySets ?? {},
  };
}

export async function nightlySchedule(db: Db) {
  const s = await stored(db);
  return { nightly: s.nightly, hourUtc: s.nightlyHourUtc };
}
