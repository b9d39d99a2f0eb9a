import type { Db } from '@/db/client.ts';
import { savedReplies } from '@/db/schema/saved-replies.ts';

// Demo saved replies: three shared by the Admin (English, Portuguese, Spanish) and one personal
// of the Backoffice user, each with placeholders the ticket fills in when used.

export async function seedDemoSavedReplies(tx: Db, ids: { admin: string; backoffice: string }): Promise<void> {
  const shared = { ownerId: null, createdBy: ids.admin };
  await tx.insert(savedReplies).values([
    {
      ...shared,
      title: 'Visit planned',
      language: 'en-US',
      body: 'Hello {{customer.firstName}},\n\nWe have planned a visit for request {{ticket.number}} ({{ticket.title}}). A technician will call you beforehand.\n\nBest regards,\n{{agent.name}}',
    },
    {
      ...shared,
      title: 'Visita agendada',
      language: 'pt-PT',
      body: 'Olá {{customer.firstName}},\n\nAgendámos uma visita para o pedido {{ticket.number}} ({{ticket.title}}). Um técnico irá contactá-lo antes.\n\nCom os melhores cumprimentos,\n{{agent.name}}',
    },
    {
      ...shared,
      title: 'Visita programada',
      language: 'es-ES',
      body: 'Hola, {{customer.firstName}}:\n\nHemos programado una visita para la solicitud {{ticket.number}} ({{ticket.title}}). Un técnico le llamará antes.\n\nUn saludo,\n{{agent.name}}',
    },
    {
      ownerId: ids.backoffice,
      createdBy: ids.backoffice,
      title: 'More details, please',
      language: null,
      body: 'Hello {{customer.name}}, could you send us a photo of the problem and tell us where exactly at {{company.name}} it is? Thank you, {{agent.name}}',
    },
  ]);
}
