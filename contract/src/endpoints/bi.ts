import { endpoint } from '../endpoint.ts';
import { PowerBiEmbedResponse, QlikTicketRequest, QlikTicketResponse } from '../bi.ts';

export const biEndpoints = {
  // BI embeds are a contact's (row-level security by their company): staff are refused (403), like a contact without Reports.
  createQlikTicket: endpoint('POST /api/reports/qlik/ticket', { access: { allowed: ['customerAll'], request: { payload: { target: 'reports' } } }, body: QlikTicketRequest, response: QlikTicketResponse }),
  getPowerBiEmbed: endpoint('GET /api/reports/power-bi/embed', { access: { allowed: ['customerAll'] }, response: PowerBiEmbedResponse }),
};
