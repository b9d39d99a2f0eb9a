import { randomBytes } from 'node:crypto';
import type { Db } from '@/db/client.ts';
import { businessPartners, companies, sites } from '@/db/schema/org.ts';
import { users } from '@/db/schema/users.ts';
import { hashPassword } from '@/lib/passwords.ts';
import type { Permission } from '@customer-hub/contract/permissions';
import type { Role } from '@customer-hub/contract/roles';

const unique = () => randomBytes(4).toString('hex');
export const TEST_PASSWORD = 'correct-horse-battery-staple';
let cachedHash: Promise<string> | undefined;
const testHash = () => (cachedHash ??= hashPassword(TEST_PASSWORD));

export async function buildCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const [row] = await db.insert(companies).values({ code: `C-${unique()}`, name: `Company ${unique()}`, ...overrides }).returning();
  return row!;
}

export async function buildBusinessPartner(db: Db, companyId: string, overrides: Partial<typeof businessPartners.$inferInsert> = {}) {
  const [row] = await db
    .insert(businessPartners)
    .values({ companyId, customerNo: `BP-${unique()}`, name: `Partner ${unique()}`, ...overrides })
    .returning();
  return row!;
}

export async function buildSite(db: Db, companyId: string, businessPartnerId: string, overrides: Partial<typeof sites.$inferInsert> = {}) {
  const [row] = await db
    .insert(sites)
    .values({ companyId, businessPartnerId, code: `S-${unique()}`, name: `Site ${unique()}`, ...overrides })
    .returning();
  return row!;
}

type UserOverrides = Partial<typeof users.$inferInsert> & { password?: string };

async function insertUser(db: Db, overrides: UserOverrides) {
  const { password, ...rest } = overrides;
  const name = `user.${unique()}`;
  const [row] = await db
    .insert(users)
    .values({
      userName: name,
      email: `${name}@example.test`,
      firstName: 'Test',
      lastName: 'User',
      passwordHash: password ? await hashPassword(password) : await testHash(),
      ...rest,
    })
    .returning();
  return row!;
}

/** A customer contact of a company (a new company unless given), scoped to the company node. */
export async function buildContact(db: Db, overrides: UserOverrides & { permissions?: Permission[] } = {}) {
  const companyId = overrides.companyId ?? (await buildCompany(db)).id;
  return insertUser(db, {
    roles: ['Customer'],
    treeNodeKind: 'company',
    treeNodeId: companyId,
    ...overrides,
    companyId,
  });
}

/** A staff user with the given role. */
export async function buildStaff(db: Db, role: Extract<Role, 'Admin' | 'Backoffice'>, overrides: UserOverrides = {}) {
  return insertUser(db, { roles: [role], ...overrides });
}
