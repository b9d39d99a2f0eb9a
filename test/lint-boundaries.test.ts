import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const RULE = 'no-restricted-imports';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: fileURLToPath(new URL('../eslint.config.js', import.meta.url)) });
});

/** The boundary errors ESLint reports for `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE && m.severity === 2).map((m) => m.message);
}

describe('web features do not import each other', () => {
  it.each([
    ['web/src/features/orders/x.tsx', "import { useTrips } from '@/features/trips/api';"],
    ['web/src/features/orders/pages/x.tsx', "import { TripsPage } from '@/features/trips/pages/trips-page';"],
    ['web/src/features/orders/x.tsx', "import { useTrips } from '../trips/api';"],
    ['web/src/features/orders/pages/x.tsx', "import { useTrips } from '../../trips/api';"],
    ['web/src/features/orders/components/deep/x.tsx', "import type { Trip } from '../../../trips/api';"],
  ])('%s: %s is refused', async (filePath, code) => {
    const errors = await boundaryErrors(filePath, `${code}\nexport const used = [${nameIn(code)}];\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/does not import another feature/);
  });

  it.each([
    ['web/src/features/orders/pages/x.tsx', "import { useOrders } from '@/features/orders/api';"],
    ['web/src/features/orders/pages/x.tsx', "import { useOrders } from '../api';"],
    ['web/src/features/orders/pages/x.tsx', "import { DataTable } from '@/components/data-table';"],
    ['web/src/features/orders/pages/x.tsx', "import { formatDate } from '@/lib/format';"],
    ['web/src/features/orders/pages/x.test.tsx', "import { renderApp } from '../../../../test/render';"],
    ['web/src/features/orders/x.tsx', "import { ORDER_STATUSES } from '@customer-hub/contract/orders';"],
    ['web/src/app/x.tsx', "import { OrdersPage } from '@/features/orders/pages/orders-page';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport const used = [${nameIn(code)}];\n`)).toEqual([]);
  });
});

describe("server modules do not read another module's repository", () => {
  it.each([
    "import { getSetting } from '@/modules/settings/repository.ts';",
    "import * as accounts from '@/modules/accounts/repository';",
    "import { getSetting } from '../settings/repository.ts';",
  ])('%s is refused', async (code) => {
    const errors = await boundaryErrors('server/src/modules/orders/x.ts', `${code}\nexport const used = [${nameIn(code)}];\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/another module's repository/);
  });

  it.each([
    "import { findOrder } from '@/modules/orders/repository.ts';",
    "import { findOrder } from './repository.ts';",
    "import { getSetting } from '@/modules/settings/service.ts';",
    "import { getSetting } from '../settings/service.ts';",
    "import { scopeWhere } from '@/modules/scope/scope.ts';",
  ])('%s is allowed', async (code) => {
    expect(await boundaryErrors('server/src/modules/orders/x.ts', `${code}\nexport const used = [${nameIn(code)}];\n`)).toEqual([]);
  });
});

describe('plugins do not import modules', () => {
  it.each([
    "import { findSessionPrincipal } from '@/modules/auth/repository.ts';",
    "import { getSecuritySettings } from '@/modules/settings/service.ts';",
    "import { recordSystemError } from '../modules/logs/service.ts';",
  ])('%s is refused', async (code) => {
    const errors = await boundaryErrors('server/src/plugins/x.ts', `${code}\nexport const used = [${nameIn(code)}];\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/plugin does not import a module/);
  });

  it.each(["import { config } from '@/config.ts';", "import { LocalBlobStore } from '@/lib/storage/local.ts';"])(
    '%s is allowed',
    async (code) => {
      expect(await boundaryErrors('server/src/plugins/x.ts', `${code}\nexport const used = [${nameIn(code)}];\n`)).toEqual([]);
    },
  );
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
  const match = /import (?:type )?(?:\* as (\w+)|\{ (\w+) \})/.exec(code);
  const name = match?.[1] ?? match?.[2];
  if (!name) throw new Error(`No binding in ${code}`);
  return code.includes('import type') ? `null as unknown as ${name}` : name;
}
