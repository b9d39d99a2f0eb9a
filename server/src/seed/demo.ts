import { count } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { accessRequests } from '@/db/schema/access-requests.ts';
import { notifications } from '@/db/schema/notifications.ts';
import { buildings, businessPartners, companies, sites } from '@/db/schema/org.ts';
import { users, type TreeNodeKind } from '@/db/schema/users.ts';
import { hashPassword } from '@/lib/passwords.ts';
import { putSettingValue } from '@/modules/settings/service.ts';
import { CHAT_DEMO_PATH, CHAT_SETTING, type ChatSettings } from '@customer-hub/contract/chat';
import { TICKET_DEFAULT_URL_SETTING } from '@customer-hub/contract/notifications';
import { PERMISSIONS, type Permission } from '@customer-hub/contract/permissions';
import { seedDemoCookieNotices } from './cookies.ts';
import { seedDemoPrivacyPolicy } from './privacy-policy.ts';
import { seedCustomerData } from './customer-data.ts';
import { at, DEMO_ANCHOR, type DemoPartner } from './demo-random.ts';
import { seedDemoTickets } from './tickets.ts';
import { seedDemoSavedReplies } from './saved-replies.ts';
import { seedDemoKnowledgeBase } from './knowledge.ts';

export interface DemoLogin {
  userName: string;
  role: string;
  description: string;
}

/** The demo users, in the order the README and the start banner list them. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { userName: 'admin', role: 'Admin', description: 'staff, everything including settings and system logs' },
  { userName: 'backoffice', role: 'Backoffice', description: 'staff, back office without admin screens' },
  { userName: 'customer', role: 'Customer', description: 'Lusitania Retail Group, main contact, every permission' },
  { userName: 'customer.limited', role: 'Customer', description: 'Lusitania Retail Group, Porto Norte site only, few permissions' },
  { userName: 'customer.b', role: 'Customer', description: 'Iberia Logistics Park' },
  { userName: 'customer.disabled', role: 'Customer', description: 'disabled account, to see the disabled-user message' },
];

/**
 * The demo's external ticket site (spec §2): the default every contact opens, and the main
 * contact's own credential URL. Both are example addresses, not a real ticket system.
 */
export const DEMO_TICKET_SITE = {
  default: 'https://example.com/ticket-site/survey-login',
  own: 'https://example.com/ticket-site/users/carla.costa',
} as const;

/** Visitors' requests for access: two waiting (each staff user's bell has them, unread) and one already refused. */
const DEMO_ACCESS_REQUESTS = [
  { name: 'Rita Lopes', email: 'rita.lopes@lusitania-retail.example', phone: '+351 912 345 678', company: 'Lusitania Retail Group', presentation: 'Sou a nova responsável de manutenção das lojas de Lisboa e preciso de acompanhar os pedidos e as faturas.', language: 'pt-PT', status: 'Pending', daysAgo: 1 },
  { name: 'Javier Ortega', email: 'javier.ortega@iberia-logistics.example', phone: '+34 611 222 333', company: 'Iberia Logistics Park', presentation: 'Coordino los turnos del almacén de Getafe y necesito consultar los viajes y los pedidos.', language: 'es-ES', status: 'Pending', daysAgo: 2 },
  { name: 'Marta Nunes', email: 'marta.nunes@example.com', phone: '', company: 'Nunes & Filhos', presentation: 'Quero conhecer o portal.', language: 'pt-PT', status: 'Rejected', daysAgo: 12 },
] as const;

async function seedDemoAccessRequests(tx: Db, staffIds: string[]): Promise<void> {
  for (const r of DEMO_ACCESS_REQUESTS) {
    const createdAt = at(DEMO_ANCHOR, -r.daysAgo, 10);
    const decided = r.status === 'Pending' ? {} : { decidedBy: staffIds[0], decidedAt: new Date(createdAt.getTime() + 3_600_000) };
    const [row] = await tx
      .insert(accessRequests)
      .values({ name: r.name, email: r.email, phone: r.phone, company: r.company, presentation: r.presentation, language: r.language, status: r.status, createdAt, ...decided })
      .returning({ id: accessRequests.id });
    const viewedAt = r.status === 'Pending' ? null : createdAt;
    await tx.insert(notifications).values(staffIds.map((recipientId) => ({ recipientId, kind: 'AccessRequest' as const, refId: row!.id, params: { name: r.name }, createdAt, viewedAt })));
  }
}

const LIMITED: Permission[] = ['Dashboard', 'CurrentAccounts', 'SearchDocuments'];
const COMPANY_B: Permission[] = PERMISSIONS.filter((p) => p !== 'PricesColumn' && p !== 'CancelOrder');

interface SiteSeed { code: string; name: string; address: string; city: string; postalCode: string; country: string; lat: number; lng: number; buildings: string[] }
interface PartnerSeed { customerNo: string; name: string; vatNo: string; paymentTermsDays: number; sites: SiteSeed[] }
interface CompanySeed { code: string; name: string; kind: DemoPartner['kind']; country: DemoPartner['country']; defaultPermissions: Permission[]; partners: PartnerSeed[] }

const TREE: CompanySeed[] = [
  {
    code: 'LRG',
    name: 'Lusitania Retail Group',
    kind: 'retail',
    country: 'PT',
    defaultPermissions: LIMITED,
    partners: [
      {
        customerNo: 'C10001', name: 'Lusitania Retail Lisboa, S.A.', vatNo: 'PT501234567', paymentTermsDays: 30,
        sites: [
          { code: 'LIS-COL', name: 'Lisboa Colombo', address: 'Av. Lusíada 1', city: 'Lisboa', postalCode: '1500-392', country: 'PT', lat: 38.7548, lng: -9.1884, buildings: ['Loja Piso 0', 'Armazém Piso -1'] },
          { code: 'LIS-AMO', name: 'Lisboa Amoreiras', address: 'Av. Eng. Duarte Pacheco', city: 'Lisboa', postalCode: '1070-103', country: 'PT', lat: 38.7232, lng: -9.1617, buildings: ['Torre 1'] },
        ],
      },
      {
        customerNo: 'C10002', name: 'Lusitania Retail Porto, Lda.', vatNo: 'PT509876543', paymentTermsDays: 45,
        sites: [
          { code: 'OPO-NOR', name: 'Porto Norte', address: 'Rua do Amial 450', city: 'Porto', postalCode: '4200-055', country: 'PT', lat: 41.1773, lng: -8.6128, buildings: ['Loja', 'Cais de carga'] },
        ],
      },
    ],
  },
  {
    code: 'ILP',
    name: 'Iberia Logistics Park',
    kind: 'logistics',
    country: 'ES',
    defaultPermissions: LIMITED,
    partners: [
      {
        customerNo: 'C20001', name: 'Iberia Logistics Madrid, S.L.', vatNo: 'ESB12345678', paymentTermsDays: 60,
        sites: [
          { code: 'MAD-COS', name: 'Madrid Coslada', address: 'Calle de la Rioja 12', city: 'Coslada', postalCode: '28821', country: 'ES', lat: 40.4253, lng: -3.5455, buildings: ['Nave A', 'Nave B', 'Oficinas'] },
          { code: 'VLC-PUE', name: 'Valencia Puerto', address: 'Av. del Puerto 300', city: 'Valencia', postalCode: '46024', country: 'ES', lat: 39.4561, lng: -0.3331, buildings: ['Almacén 3'] },
        ],
      },
    ],
  },
];

/**
 * Seeds the demo tree, users and customer data (customer-data.ts) on an empty database; does
 * nothing when any user exists. With `chat` chat is turned on with the app's own demo chat page,
 * set as a path so the shell's chat frame works out of the box at whatever address the app is opened.
 */
export async function seedDemo(db: Db, password: string, options: { chat?: boolean } = {}): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(password);

  await db.transaction(async (tx) => {
    // The demo usually runs without email, so the staff logins must work without emailed codes.
    await putSettingValue(tx, 'security', { twoFactorRequiredRoles: [] });
    // The external ticket site (spec §2) beside the built-in requests: contacts without their own
    // credential URL open this default; it is a placeholder address, changed in the settings.
    await putSettingValue(tx, TICKET_DEFAULT_URL_SETTING, DEMO_TICKET_SITE.default);
    if (options.chat) {
      const chat: ChatSettings = { enabled: true, url: CHAT_DEMO_PATH };
      await putSettingValue(tx, CHAT_SETTING, chat);
    }
    const ids: Record<string, string> = {};
    const partners: DemoPartner[] = [];
    for (const c of TREE) {
      const [company] = await tx.insert(companies).values({ code: c.code, name: c.name, defaultPermissions: c.defaultPermissions }).returning();
      ids[c.code] = company!.id;
      for (const p of c.partners) {
        const [bp] = await tx.insert(businessPartners).values({ companyId: company!.id, customerNo: p.customerNo, name: p.name, vatNo: p.vatNo }).returning();
        const partner: DemoPartner = { companyId: company!.id, businessPartnerId: bp!.id, customerNo: p.customerNo, name: p.name, kind: c.kind, country: c.country, paymentTermsDays: p.paymentTermsDays, sites: [] };
        partners.push(partner);
        for (const s of p.sites) {
          const [site] = await tx
            .insert(sites)
            .values({ companyId: company!.id, businessPartnerId: bp!.id, code: s.code, name: s.name, address: s.address, city: s.city, postalCode: s.postalCode, country: s.country, latitude: s.lat, longitude: s.lng })
            .returning();
          ids[s.code] = site!.id;
          partner.sites.push({ id: site!.id, code: s.code, name: s.name, city: s.city, address: s.address });
          await tx.insert(buildings).values(s.buildings.map((name, i) => ({ companyId: company!.id, siteId: site!.id, code: `${s.code}-B${i + 1}`, name })));
        }
      }
    }

    const contact = (companyCode: string, kind: TreeNodeKind, nodeKey: string) => ({
      companyId: ids[companyCode]!,
      treeNodeKind: kind,
      treeNodeId: ids[nodeKey]!,
      roles: ['Customer'],
    });
    // Demo addresses count as verified: mail in acts on replies from verified addresses only, and holds the rest.
    const emailVerifiedAt = new Date();
    const created = await tx.insert(users).values([
      { userName: 'admin', firstName: 'Ana', lastName: 'Admin', email: 'admin@customer-hub.example', roles: ['Admin'], language: 'en-US', passwordHash, emailVerifiedAt },
      { userName: 'backoffice', firstName: 'Bruno', lastName: 'Backoffice', email: 'backoffice@customer-hub.example', roles: ['Backoffice'], language: 'pt-PT', passwordHash, emailVerifiedAt },
      { ...contact('LRG', 'company', 'LRG'), userName: 'customer', firstName: 'Carla', lastName: 'Costa', email: 'carla.costa@lusitania-retail.example', permissions: [...PERMISSIONS], mainContact: true, showTreeId: true, showContractNumber: true, language: 'en-US', passwordHash, emailVerifiedAt, ticketUrl: DEMO_TICKET_SITE.own, ticketUserName: 'carla.costa' },
      { ...contact('LRG', 'site', 'OPO-NOR'), userName: 'customer.limited', firstName: 'Luís', lastName: 'Lima', email: 'luis.lima@lusitania-retail.example', permissions: LIMITED, language: 'pt-PT', passwordHash, emailVerifiedAt },
      { ...contact('ILP', 'company', 'ILP'), userName: 'customer.b', firstName: 'Beatriz', lastName: 'Blanco', email: 'beatriz.blanco@iberia-logistics.example', permissions: COMPANY_B, mainContact: true, language: 'es-ES', passwordHash, emailVerifiedAt },
      { ...contact('LRG', 'company', 'LRG'), userName: 'customer.disabled', firstName: 'Diogo', lastName: 'Dias', email: 'diogo.dias@lusitania-retail.example', permissions: LIMITED, active: false, language: 'en-US', passwordHash, emailVerifiedAt },
    ]).returning({ id: users.id, userName: users.userName, firstName: users.firstName, lastName: users.lastName });
    const idOf = (userName: string) => created.find((u) => u.userName === userName)!.id;
    const mainContactByCompany = { [ids.LRG!]: idOf('customer'), [ids.ILP!]: idOf('customer.b') };
    await seedCustomerData(tx, partners, { mainContactByCompany });
    const names = Object.fromEntries(created.map((u) => [u.id, `${u.firstName} ${u.lastName}`]));
    await seedDemoTickets(tx, partners, { requesterByCompany: mainContactByCompany, admin: idOf('admin'), backoffice: idOf('backoffice'), names });
    await seedDemoSavedReplies(tx, { admin: idOf('admin'), backoffice: idOf('backoffice') });
    await seedDemoAccessRequests(tx, [idOf('admin'), idOf('backoffice')]);
    await seedDemoCookieNotices(tx, idOf('admin'));
    await seedDemoPrivacyPolicy(tx, idOf('admin'));
    await seedDemoKnowledgeBase(tx, { author: idOf('backoffice'), companyB: ids.ILP! });
  });
  return true;
}
