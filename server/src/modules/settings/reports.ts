import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/db/client.ts';
import { invalidField } from '@/lib/errors.ts';
import type { SecretBox } from '@/lib/secret-box.ts';
import { POWER_BI_COMPANY_REPORTS_SETTING } from '@customer-hub/contract/bi';
import {
  DEFAULT_REPORTS_SETTINGS,
  REPORTS_SETTING,
  ReportsSettingsFields,
  type CompanyPowerBiReport,
  type ReportsSettings,
  type UpdateReportsSettings,
} from '@customer-hub/contract/settings';
import { settingGroup, type SettingsContext } from './group.ts';
import { getSetting, putSetting } from './repository.ts';

// The reporting tool's settings (spec §3, DESIGN.md §10): Qlik Sense and Power BI, with their
// secrets sealed, the per-company Power BI report, and the origins the CSP lets pages frame.

/**
 * What the reporting group stores: the Power BI client secret and the Qlik client key sealed with
 * the app's key (lib/secret-box.ts).
 */
const StoredReportsSettings = ReportsSettingsFields.extend({
  powerBiClientSecretSealed: z.string().nullable().default(null),
  qlikClientKeySealed: z.string().nullable().default(null),
});
type StoredReportsSettings = z.infer<typeof StoredReportsSettings>;

const SECRET_STORED = 'set';

/** A certificate as the audit row shows it: its subject and fingerprint, not kilobytes of PEM. */
function describeCertificates(pem: string): string {
  if (pem === '') return '';
  try {
    const first = new X509Certificate(pem);
    return `${first.subject.replace(/\n/g, ', ')} (SHA-256 ${first.fingerprint256})`;
  } catch {
    return SECRET_STORED;
  }
}

const reports = settingGroup(
  REPORTS_SETTING,
  'Reports settings',
  StoredReportsSettings,
  { ...DEFAULT_REPORTS_SETTINGS, powerBiClientSecretSealed: null, qlikClientKeySealed: null },
  {
    // The audit row and the system log say whether a secret is stored, never the secret or its sealed form.
    audited: ({ powerBiClientSecretSealed, qlikClientKeySealed, qlikClientCertificate, qlikRootCertificate, ...rest }) => ({
      ...rest,
      qlikClientCertificate: describeCertificates(qlikClientCertificate),
      qlikRootCertificate: describeCertificates(qlikRootCertificate),
      powerBiClientSecret: powerBiClientSecretSealed ? SECRET_STORED : null,
      qlikClientKey: qlikClientKeySealed ? SECRET_STORED : null,
    }),
  },
);

/** The reporting settings as the back office sees them: whether each secret is stored, never the secret. */
export async function getReportsSettingsForAdmin(db: Db): Promise<ReportsSettings> {
  const { powerBiClientSecretSealed, qlikClientKeySealed, ...rest } = await reports.get(db);
  return { ...rest, powerBiClientSecretSet: powerBiClientSecretSealed !== null, qlikClientKeySet: qlikClientKeySealed !== null };
}

/** The reporting settings with the secrets opened (null when none is stored, or it cannot be opened). */
export interface ReportsSettingsWithSecret extends Omit<ReportsSettings, 'powerBiClientSecretSet' | 'qlikClientKeySet'> {
  powerBiClientSecret: string | null;
  qlikClientKey: string | null;
}

/** A sealed secret opened; null when there is none, or it was sealed with another APP_SECRET (as good as none until an admin enters it again). */
function openSealed(secretBox: SecretBox, sealed: string | null): string | null {
  if (sealed === null) return null;
  try {
    return secretBox.open(sealed);
  } catch {
    return null;
  }
}

/**
 * The reporting tool's settings for server-side use (the Reports and Dashboard embeds), the
 * secrets opened. Never hand this to a client. Cached like every settings group.
 */
export async function getReportsSettings(db: Db, secretBox: SecretBox): Promise<ReportsSettingsWithSecret> {
  const { powerBiClientSecretSealed, qlikClientKeySealed, ...rest } = await reports.get(db);
  return { ...rest, powerBiClientSecret: openSealed(secretBox, powerBiClientSecretSealed), qlikClientKey: openSealed(secretBox, qlikClientKeySealed) };
}

/** Each certificate of a PEM chain, parsed; a 400 naming `field` when one is not a certificate. */
function certificatesOf(pem: string, field: string): X509Certificate[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  try {
    return blocks.map((block) => new X509Certificate(block));
  } catch {
    throw invalidField(`body.${field}`, 'Not a certificate in PEM form');
  }
}

function privateKeyOf(pem: string): KeyObject {
  try {
    return createPrivateKey(pem);
  } catch {
    throw invalidField('body.qlikClientKey', 'Not a private key in PEM form');
  }
}

/**
 * The Qlik client certificate and its key go together: both or neither, and the key must be the
 * certificate's. `key` is the key the save leaves (typed now, or the stored one opened); `keyStored`
 * says a key stays that this instance cannot open (sealed with another APP_SECRET), so no pair check.
 */
function checkQlikCredentials(fields: Pick<UpdateReportsSettings, 'qlikClientCertificate' | 'qlikRootCertificate'>, key: string | null, keyStored: boolean): void {
  const [certificate] = certificatesOf(fields.qlikClientCertificate ?? '', 'qlikClientCertificate');
  certificatesOf(fields.qlikRootCertificate ?? '', 'qlikRootCertificate');
  const privateKey = key === null ? null : privateKeyOf(key);
  if (certificate && !privateKey && !keyStored) throw invalidField('body.qlikClientKey', 'The client certificate needs its private key');
  if ((privateKey || keyStored) && !certificate) throw invalidField('body.qlikClientCertificate', 'The private key needs its client certificate');
  if (certificate && privateKey && !certificate.checkPrivateKey(privateKey)) {
    throw invalidField('body.qlikClientKey', 'The private key does not belong to the client certificate');
  }
}

/** A write-only secret after a save: kept when left out, cleared when empty, else sealed anew. */
function nextSealed(secretBox: SecretBox, given: string | undefined, current: string | null): string | null {
  if (given === undefined) return current;
  return given === '' ? null : secretBox.seal(given);
}

/**
 * Saves the reporting settings (Admin). A write-only secret (the Power BI client secret, the Qlik
 * client key) left out keeps the stored one, an empty one clears it, anything else replaces it
 * (sealed); the answer never holds them. The Qlik client certificate and key must be a pair. The
 * chosen tool's fields are the schema's to require (requireProviderFields); only the server knows
 * whether a Power BI client secret left out is stored.
 */
export async function updateReportsSettings(ctx: SettingsContext, secretBox: SecretBox, input: UpdateReportsSettings): Promise<ReportsSettings> {
  const lf = (pem: string) => pem.replace(/\r\n?/g, '\n');
  const { powerBiClientSecret, qlikClientKey: typedKey, ...typed } = input;
  const fields = { ...typed, qlikClientCertificate: lf(typed.qlikClientCertificate), qlikRootCertificate: lf(typed.qlikRootCertificate) };
  const qlikClientKey = typedKey === undefined ? undefined : lf(typedKey);
  await reports.change(ctx, (current): StoredReportsSettings => {
    const keySealed = nextSealed(secretBox, qlikClientKey, current.qlikClientKeySealed);
    const key = qlikClientKey === undefined ? openSealed(secretBox, keySealed) : qlikClientKey || null;
    checkQlikCredentials(fields, key, key === null && keySealed !== null);
    const secretSealed = nextSealed(secretBox, powerBiClientSecret, current.powerBiClientSecretSealed);
    if (fields.reportsProvider === 'powerBi' && secretSealed === null) throw invalidField('body.powerBiClientSecret', 'Required while Power BI is the reporting tool');
    return {
      ...DEFAULT_REPORTS_SETTINGS,
      ...fields,
      powerBiClientSecretSealed: secretSealed,
      qlikClientKeySealed: keySealed,
    };
  });
  return getReportsSettingsForAdmin(ctx.db);
}

/** The stored map companyId → the company's Power BI report. */
const CompanyReports = z.record(z.string(), z.object({ workspaceId: z.string(), reportId: z.string() }));
type CompanyReports = z.infer<typeof CompanyReports>;
const NO_COMPANY_REPORT: CompanyPowerBiReport = { workspaceId: '', reportId: '' };

async function readCompanyReports(db: Db): Promise<CompanyReports> {
  const parsed = CompanyReports.safeParse(await getSetting(db, POWER_BI_COMPANY_REPORTS_SETTING));
  return parsed.success ? parsed.data : {};
}

/** The Power BI report a company's contacts see when it is not the settings' one (both empty: the settings' applies). */
export async function getCompanyPowerBiReport(db: Db, companyId: string): Promise<CompanyPowerBiReport> {
  return (await readCompanyReports(db))[companyId] ?? NO_COMPANY_REPORT;
}

/**
 * Sets (or, both empty, removes) a company's own Power BI report (Admin), with its audit row, in one
 * transaction; saves of other companies wait for it, so none is lost.
 */
export async function updateCompanyPowerBiReport(ctx: SettingsContext, company: { id: string; code: string }, value: CompanyPowerBiReport): Promise<CompanyPowerBiReport> {
  return ctx.transaction(async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`settings:${POWER_BI_COMPANY_REPORTS_SETTING}`}))`);
    const map = await readCompanyReports(tx.db);
    const before = map[company.id] ?? null;
    const after = value.workspaceId === '' ? null : { workspaceId: value.workspaceId, reportId: value.reportId };
    if (after) map[company.id] = after;
    else delete map[company.id];
    await putSetting(tx.db, POWER_BI_COMPANY_REPORTS_SETTING, map);
    await tx.audit('settings', `Power BI report of company ${company.code} changed: ${JSON.stringify(after)}`, { before, after });
    return after ?? NO_COMPANY_REPORT;
  });
}

/** The origin of an absolute http(s) URL, or null. */
function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins the CSP's frame-src adds to 'self' for the reporting tool in use: the Qlik Sense
 * reports and dashboard pages' origins while Qlik is, the Power BI embed origin while Power BI is
 * (with its credentials set); none for the built-in reports.
 */
export async function reportsFrameSources(db: Db, powerBiEmbedOrigin: string): Promise<string[]> {
  const settings = await reports.get(db);
  if (settings.reportsProvider === 'qlik') {
    const origins = [originOf(settings.qlikReportsUrl), originOf(settings.qlikDashboardUrl)].filter((o): o is string => o !== null);
    return [...new Set(origins)];
  }
  if (settings.reportsProvider === 'powerBi' && settings.powerBiTenantId && settings.powerBiClientId && settings.powerBiClientSecretSealed) {
    return [powerBiEmbedOrigin];
  }
  return [];
}
