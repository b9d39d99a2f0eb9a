import type { Db } from '@/db/client.ts';
import { notifications } from '@/db/schema/notifications.ts';
import { ticketComments, ticketHistory, tickets } from '@/db/schema/tickets.ts';
import { nextNumber, TICKET_NUMBERS } from '@/db/numbering.ts';
import { replayClock } from '@/modules/tickets/service.ts';
import type { NotificationKind, NotificationParams } from '@customer-hub/contract/notifications';
import type { TicketPriority, TicketStatus, TicketType } from '@customer-hub/contract/tickets';
import { addDays, at, DEMO_ANCHOR, money, type DemoPartner, type DemoSite } from './demo-random.ts';

// Demo service requests: per company one in each status of DESIGN.md §4 — waiting, proposed,
// confirmed, done, declined, cancelled — with their history and comments (one internal staff
// note), dated before DEMO_ANCHOR and numbered TK-<year>-NNNNNN like new ones. Each step leaves
// the bell notifications the live rules would have sent (notices.ts): staff steps tell the
// requester, the requester's tell the assignee (or both staff users), a new request tells staff.
// Those of the last week the recipient has not acted on since are still unread.

/** A text in the company's language (the demo companies are Portuguese and Spanish). */
type Words = { PT: string; ES: string };
type Who = 'customer' | 'backoffice' | 'admin';

type Step =
  | { at: number; by: Who; to: TicketStatus; note?: Words; proposal?: { inDays: number; budget: number } }
  | { at: number; by: Who; comment: Words; internal?: boolean };

interface Plan {
  type: TicketType;
  priority: TicketPriority;
  title: Words;
  description: Words;
  /** Days before the anchor it was raised. */
  daysAgo: number;
  assignee?: Exclude<Who, 'customer'>;
  /** Hours after it was raised. */
  steps: Step[];
}

const PLANS: Plan[] = [
  {
    type: 'Service', priority: 'Normal', daysAgo: 1,
    title: { PT: 'Limpeza extra após obras na loja', ES: 'Limpieza extra tras obras en la nave' },
    description: { PT: 'Terminaram as obras do piso 0; precisamos de uma limpeza completa antes da reabertura de sexta-feira.', ES: 'Han terminado las obras; necesitamos una limpieza completa antes de reabrir el viernes.' },
    steps: [],
  },
  {
    type: 'Defect', priority: 'High', daysAgo: 3, assignee: 'backoffice',
    title: { PT: 'Fuga de água no armazém', ES: 'Fuga de agua en el almacén' },
    description: { PT: 'Há água no chão junto à parede norte do armazém, sobretudo depois de chover.', ES: 'Hay agua en el suelo junto a la pared norte del almacén, sobre todo cuando llueve.' },
    steps: [
      { at: 3, by: 'backoffice', comment: { PT: 'Vamos enviar um técnico para avaliar a origem da fuga.', ES: 'Enviaremos un técnico para ver el origen de la fuga.' } },
      { at: 4, by: 'backoffice', internal: true, comment: { PT: 'Confirmar se a cobertura entra no contrato de manutenção antes de orçamentar.', ES: 'Comprobar si la cubierta entra en el contrato de mantenimiento antes de presupuestar.' } },
      { at: 20, by: 'customer', comment: { PT: 'Obrigado. O acesso é pelo cais de carga.', ES: 'Gracias. El acceso es por el muelle de carga.' } },
    ],
  },
  {
    type: 'Service', priority: 'Normal', daysAgo: 6,
    title: { PT: 'Substituição de lâmpadas no parque', ES: 'Cambio de luminarias en el aparcamiento' },
    description: { PT: 'Doze lâmpadas fundidas no parque de estacionamento exterior.', ES: 'Doce luminarias fundidas en el aparcamiento exterior.' },
    steps: [{ at: 26, by: 'backoffice', to: 'Confirming', proposal: { inDays: 30, budget: 480 }, note: { PT: 'Inclui material e uma equipa de dois técnicos.', ES: 'Incluye material y un equipo de dos técnicos.' } }],
  },
  {
    type: 'Defect', priority: 'Urgent', daysAgo: 9, assignee: 'admin',
    title: { PT: 'Porta automática da entrada avariada', ES: 'Puerta automática de la entrada averiada' },
    description: { PT: 'A porta principal não abre sozinha; está a ser aberta à mão.', ES: 'La puerta principal no abre sola; se está abriendo a mano.' },
    steps: [
      { at: 2, by: 'admin', to: 'Confirming', proposal: { inDays: 14, budget: 350 } },
      { at: 5, by: 'customer', to: 'Confirmed', note: { PT: 'Pode ser de manhã, antes das 10h.', ES: 'Mejor por la mañana, antes de las 10.' } },
    ],
  },
  {
    type: 'Service', priority: 'Low', daysAgo: 40, assignee: 'backoffice',
    title: { PT: 'Manutenção trimestral do AVAC', ES: 'Mantenimiento trimestral de climatización' },
    description: { PT: 'Revisão trimestral e troca de filtros do ar condicionado.', ES: 'Revisión trimestral y cambio de filtros de la climatización.' },
    steps: [
      { at: 20, by: 'backoffice', to: 'Confirming', proposal: { inDays: -30, budget: 620 } },
      { at: 30, by: 'customer', to: 'Confirmed' },
      { at: 250, by: 'backoffice', to: 'Done', note: { PT: 'Filtros G4 substituídos; relatório no separador de documentos.', ES: 'Filtros G4 cambiados; informe en documentos.' } },
      { at: 260, by: 'customer', comment: { PT: 'Obrigado, ficou tudo a funcionar.', ES: 'Gracias, todo funciona.' } },
    ],
  },
  {
    type: 'Refund', priority: 'Normal', daysAgo: 25,
    title: { PT: 'Fatura de limpeza em duplicado', ES: 'Factura de limpieza duplicada' },
    description: { PT: 'Recebemos duas faturas para a limpeza de setembro.', ES: 'Hemos recibido dos facturas por la limpieza de septiembre.' },
    steps: [{ at: 30, by: 'admin', to: 'Declined', note: { PT: 'A segunda fatura corresponde aos trabalhos adicionais; não há duplicação.', ES: 'La segunda factura es de los trabajos adicionales; no hay duplicado.' } }],
  },
  {
    type: 'Service', priority: 'Low', daysAgo: 15,
    title: { PT: 'Recolha de cartão extra', ES: 'Recogida extra de cartón' },
    description: { PT: 'Recolha adicional de cartão depois do inventário.', ES: 'Recogida adicional de cartón tras el inventario.' },
    steps: [{ at: 4, by: 'customer', to: 'Canceled', note: { PT: 'Já não é necessário: tratámos internamente.', ES: 'Ya no hace falta: lo hemos gestionado nosotros.' } }],
  },
];

export interface DemoTicketUsers {
  /** The customer who raises each company's requests. */
  requesterByCompany: Record<string, string>;
  admin: string;
  backoffice: string;
  /** Display names by user id (the `byName` of notification texts). */
  names: Record<string, string>;
}

/** Notifications newer than this many days before the anchor, not followed by the recipient's own step, stay unread. */
const UNREAD_DAYS = 7;

/** Seeds the demo requests of each company (inside the demo seed's transaction). */
export async function seedDemoTickets(db: Db, partners: DemoPartner[], users: DemoTicketUsers): Promise<void> {
  const companies = [...new Set(partners.map((p) => p.companyId))];
  for (const companyId of companies) {
    const requester = users.requesterByCompany[companyId];
    if (!requester) continue;
    const places = partners.filter((p) => p.companyId === companyId).flatMap((p) => p.sites.map((site) => ({ partner: p, site })));
    const byOrder = PLANS.map((plan, i) => ({ plan, place: places[i % places.length]! })).sort((x, y) => y.plan.daysAgo - x.plan.daysAgo);
    for (const { plan, place } of byOrder) {
      // From the installation's counter, like every new request: numbers never repeat across companies.
      const ticketNo = await nextNumber(db, TICKET_NUMBERS, companyId, DEMO_ANCHOR.slice(0, 4));
      await seedTicket(db, plan, place.partner, place.site, ticketNo, { ...users, customer: requester }, users.names);
    }
  }
}

async function seedTicket(db: Db, plan: Plan, p: DemoPartner, site: DemoSite, ticketNo: string, ids: Record<Who, string>, names: Record<string, string>) {
  const say = (w: Words) => w[p.country];
  const raisedAt = at(DEMO_ANCHOR, -plan.daysAgo, 9);
  const when = (hours: number) => new Date(raisedAt.getTime() + hours * 3_600_000);
  let status: TicketStatus = 'Pending';
  let proposal: { date: string; budget: string } | null = null;
  const history: (typeof ticketHistory.$inferInsert)[] = [{ companyId: p.companyId, ticketId: '', fromStatus: null, toStatus: 'Pending', byUserId: ids.customer, at: raisedAt }];
  const comments: (typeof ticketComments.$inferInsert)[] = [];
  for (const step of plan.steps) {
    if ('comment' in step) {
      comments.push({ companyId: p.companyId, ticketId: '', authorId: ids[step.by], body: say(step.comment), internal: step.internal ?? false, createdAt: when(step.at) });
      continue;
    }
    const proposed = step.proposal ? { date: addDays(DEMO_ANCHOR, step.proposal.inDays), budget: money(step.proposal.budget) } : null;
    if (proposed) proposal = proposed;
    history.push({
      companyId: p.companyId,
      ticketId: '',
      fromStatus: status,
      toStatus: step.to,
      byUserId: ids[step.by],
      note: step.note ? say(step.note) : null,
      proposedDate: proposed?.date ?? null,
      proposedBudget: proposed?.budget ?? null,
      at: when(step.at),
    });
    status = step.to;
  }
  const last = Math.max(0, ...plan.steps.map((s) => s.at));
  const [ticket] = await db
    .insert(tickets)
    .values({
      companyId: p.companyId,
      businessPartnerId: p.businessPartnerId,
      siteId: site.id,
      ticketNo,
      type: plan.type,
      status,
      priority: plan.priority,
      title: say(plan.title),
      description: say(plan.description),
      requesterId: ids.customer,
      assigneeId: plan.assignee ? ids[plan.assignee] : null,
      proposedDate: proposal?.date ?? null,
      proposedBudget: proposal?.budget ?? null,
      createdAt: raisedAt,
      updatedAt: when(last),
    })
    .returning({ id: tickets.id });
  const ticketId = ticket!.id;
  await db.insert(ticketHistory).values(history.map((h) => ({ ...h, ticketId })));
  if (comments.length) await db.insert(ticketComments).values(comments.map((c) => ({ ...c, ticketId })));
  await replayClock(db, ticketId, [
    ...history.map((h) => ({ at: h.at as Date, staff: h.byUserId !== ids.customer, from: h.fromStatus ?? null, to: h.toStatus })),
    ...comments.map((c) => ({ at: c.createdAt as Date, staff: c.authorId !== ids.customer, internal: c.internal ?? false })),
  ]);
  await db.insert(notifications).values(demoNotices(plan, ticketId, { ticketNo, title: say(plan.title) }, history, comments, ids, names));
}

/** The bell rows the ticket's history and comments would have left (see the note at the top). */
function demoNotices(
  plan: Plan,
  refId: string,
  ticket: { ticketNo: string; title: string },
  history: (typeof ticketHistory.$inferInsert)[],
  comments: (typeof ticketComments.$inferInsert)[],
  ids: Record<Who, string>,
  names: Record<string, string>,
): (typeof notifications.$inferInsert)[] {
  const staffTeam = plan.assignee ? [ids[plan.assignee]] : [ids.admin, ids.backoffice];
  const events = [
    ...history.map((h) => ({ by: h.byUserId!, at: h.at!, kind: (h.fromStatus === null ? 'TicketCreated' : h.proposedDate ? 'TicketProposed' : 'TicketStatusChanged') as NotificationKind, h })),
    ...comments.filter((c) => !c.internal).map((c) => ({ by: c.authorId!, at: c.createdAt!, kind: 'TicketComment' as NotificationKind, h: undefined })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const unreadAfter = at(DEMO_ANCHOR, -UNREAD_DAYS, 0).getTime();
  const actedLater = (userId: string, time: Date) => events.some((e) => e.by === userId && e.at > time);
  return events.flatMap((e) => {
    const recipients = e.by === ids.customer ? staffTeam : [ids.customer];
    const params: NotificationParams = { ...ticket, status: e.h?.toStatus ?? 'Pending', byName: names[e.by] ?? '' };
    if (e.h?.proposedDate) Object.assign(params, { proposedDate: e.h.proposedDate, proposedBudget: e.h.proposedBudget ?? '', currency: 'EUR' });
    if (e.h?.note && e.kind === 'TicketStatusChanged') params.note = e.h.note;
    return recipients
      .filter((to) => to !== e.by)
      .map((to) => ({ recipientId: to, kind: e.kind, refId, params, createdAt: e.at, viewedAt: e.at.getTime() > unreadAfter && !actedLater(to, e.at) ? null : e.at }));
  });
}
