import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: fileURLToPath(new URL('../eslint.config.js', import.meta.url)) });
});

/**
 * The boundary errors (eslint-plugin-boundaries) ESLint reports for `code` as if it were the file
 * at `filePath`; the imported files are real, so the rules judge where an import lands.
 */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [${nameIn(code)}];\n`, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/') && m.severity === 2).map((m) => m.message);
}

/** Each case: [file, import line, what the one error says]. */
async function refused(filePath: string, code: string, message: RegExp) {
  const errors = await boundaryErrors(filePath, code);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(message);
}

describe('web features do not import each other', () => {
  it.each([
    ['web/src/features/orders/x.tsx', "import { useTrips } from '@/features/trips/api';"],
    ['web/src/features/orders/pages/x.tsx', "import { TripsPage } from '@/features/trips/pages/trips-page';"],
    ['web/src/features/orders/x.tsx', "import { useTrips } from '../trips/api';"],
    ['web/src/features/orders/pages/x.tsx', "import { useTrips } from '../../trips/api';"],
    ['web/src/features/orders/components/deep/x.tsx', "import type { Trip } from '../../../trips/api';"],
  ])('%s: %s is refused', (filePath, code) => refused(filePath, code, /does not import another feature/));

  it.each([
    ['web/src/features/orders/pages/x.tsx', "import { useOrders } from '@/features/orders/api';"],
    ['web/src/features/orders/pages/x.tsx', "import { useOrders } from '../api';"],
    ['web/src/features/orders/pages/x.tsx', "import { DataTable } from '@/components/data-table';"],
    ['web/src/features/orders/pages/x.tsx', "import { formatDate } from '@/lib/format';"],
    ['web/src/features/orders/pages/x.test.tsx', "import { renderApp } from '../../../../test/render';"],
    ['web/src/features/orders/x.tsx', "import { ORDER_STATUSES } from '@customer-hub/contract/orders';"],
    ['web/src/app/x.tsx', "import { OrdersPage } from '@/features/orders/pages/orders-page';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});

describe('web layers: i18n, lib, components, features, app', () => {
  it.each([
    ['web/src/features/orders/x.tsx', "import { screenPath } from '@/app/screens';"],
    ['web/src/components/x.tsx', "import { useOrders } from '@/features/orders/api';"],
    ['web/src/lib/x.ts', "import type { ConfirmModalProps } from '@/components/confirm-modal';"],
    ['web/src/i18n/x.ts', "import { api } from '@/lib/api-client';"],
  ])('%s: %s is refused', (filePath, code) => refused(filePath, code, /points up a layer/));

  it.each([
    ['web/src/lib/x.ts', "import i18n from '@/i18n/i18n';"],
    ['web/src/components/x.tsx', "import { api } from '@/lib/api-client';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});

describe("server modules do not read another module's repository", () => {
  it.each([
    "import { getSetting } from '@/modules/settings/repository.ts';",
    "import * as accounts from '@/modules/accounts/repository';",
    "import { getSetting } from '../settings/repository.ts';",
  ])('%s is refused', (code) => refused('server/src/modules/orders/x.ts', code, /another module's repository/));

  it.each([
    "import { findOrder } from '@/modules/orders/repository.ts';",
    "import { findOrder } from './repository.ts';",
    "import { getSetting } from '@/modules/settings/service.ts';",
    "import { getSetting } from '../settings/service.ts';",
    "import { scopeWhere } from '@/db/scope.ts';",
  ])('%s is allowed', async (code) => {
    expect(await boundaryErrors('server/src/modules/orders/x.ts', code)).toEqual([]);
  });
});

describe('a module is used by others only through its service.ts', () => {
  it.each([
    ['server/src/modules/orders/x.ts', "import { authDeps } from '@/modules/auth/deps.ts';"],
    ['server/src/modules/orders/x.ts', "import { csvFile } from '../logs/csv.ts';"],
    ['server/src/seed/x.ts', "import { encodeVariants } from '@/modules/home-content/images.ts';"],
    ['server/src/app.ts', "import { recordAudit } from './modules/logs/audit.ts';"],
  ])('%s: %s is refused', (filePath, code) => refused(filePath, code, /only through its service\.ts/));

  it.each([
    ['server/src/modules/orders/x.ts', "import { authDeps } from '@/modules/auth/service.ts';"],
    ['server/src/seed/x.ts', "import { putSettingValue } from '@/modules/settings/service.ts';"],
    ['server/src/app.ts', "import ordersRoutes from './modules/orders/routes.ts';"],
    ['server/src/app.ts', "import authModule from './modules/auth/plugin.ts';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });

  it("a repository calls no other module's service", () =>
    refused('server/src/modules/auth/repository.ts', "import { pendingPolicyExists } from '@/modules/privacy-policy/service.ts';", /repository calls no other module's service/));
});

describe('plugins do not import modules', () => {
  it.each([
    "import { findSessionPrincipal } from '@/modules/auth/repository.ts';",
    "import { getSecuritySettings } from '@/modules/settings/service.ts';",
    "import { recordSystemError } from '../modules/logs/service.ts';",
  ])('%s is refused', (code) => refused('server/src/plugins/x.ts', code, /plugin does not import a module/));

  it.each(["import { config } from '@/config.ts';", "import { LocalBlobStore } from '@/lib/storage/local-store.ts';"])('%s is allowed', async (code) => {
    expect(await boundaryErrors('server/src/plugins/x.ts', code)).toEqual([]);
  });
});

describe('server layers: config, lib, db, plugins, context, modules, seeds, app', () => {
  it.each([
    "import type { Db } from '@/db/client.ts';",
    "import { dropHungRedis } from '@/plugins/security.ts';",
    "import { notify } from '@/modules/notifications/service.ts';",
    "import type { ServiceContext } from '@/service-context.ts';",
  ])('lib: %s is refused', (code) => refused('server/src/lib/x.ts', code, /lib\/ holds helpers that know no database/));

  it.each([
    ['server/src/db/x.ts', "import type { Principal } from '@/plugins/policy.ts';"],
    ['server/src/context.ts', "import { recordAudit } from '@/modules/logs/service.ts';"],
    ['server/src/service-context.ts', "import { notify } from '@/modules/notifications/service.ts';"],
    ['server/src/modules/orders/x.ts', "import { seedDemo } from '@/seed/demo.ts';"],
    ['server/src/modules/orders/x.ts', "import { buildApp } from '@/app.ts';"],
    ['server/src/seed/x.ts', "import { buildApp } from '@/app.ts';"],
  ])('%s: %s is refused', (filePath, code) => refused(filePath, code, /points up a layer/));

  it.each([
    ['server/src/lib/x.ts', "import type { Config } from '@/config.ts';"],
    ['server/src/db/x.ts', "import { forbidden } from '@/lib/errors.ts';"],
    ['server/src/context.ts', "import type { Principal } from '@/plugins/policy.ts';"],
    ['server/src/seed/x.ts', "import { nextNumber } from '@/db/numbering.ts';"],
    ['server/src/main.ts', "import { seedDemo } from './seed/demo.ts';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});

describe('the first page loads no zod', () => {
  async function lightErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\nexport const used = [${nameIn(code)}];\n`, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
  }

  it.each([
    ['web/src/app/x.tsx', "import { isStaff } from '@customer-hub/contract/roles';"],
    ['web/src/lib/x.ts', "import { z } from 'zod';"],
    ['web/src/features/auth/x.tsx', "import { TokenRequest } from '@customer-hub/contract/auth';"],
  ])('%s: %s is refused', async (filePath, code) => {
    const errors = await lightErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/first page loads no zod/);
  });

  it.each([
    ['web/src/app/x.tsx', "import { isStaff } from '@customer-hub/contract/constants/roles';"],
    ['web/src/app/x.tsx', "import type { Permission } from '@customer-hub/contract/permissions';"],
    ['web/src/app/x.tsx', "import { DASHBOARD_ROUTES } from '@customer-hub/contract/routes';"],
    ['web/src/features/orders/components/x.ts', "import { CreateOrderRequest } from '@customer-hub/contract/orders';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await lightErrors(filePath, code)).toEqual([]);
  });
});

/** The local name an import line binds, so the fixture uses it (no unused-variable noise). */
function nameIn(code: string): string {
  const match = /import (?:type )?(?:\* as (\w+)|\{ (?:type )?(\w+) \}|(\w+) from)/.exec(code);
  const name = match?.[1] ?? match?.[2] ?? match?.[3];
  if (!name) throw new Error(`No binding in ${code}`);
  return code.includes('import type') ? `null as unknown as ${name}` : name;
}
