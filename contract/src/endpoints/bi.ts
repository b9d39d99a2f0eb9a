import { endpoint } from '../endpoint.ts';
import { PowerBiEmbedResponse, QlikTicketRequest, QlikTicketResponse } from '../bi.ts';

export const biEndpoints = {
  createQlikTicket: endpoint('POST /api/reports/qlik/ticket', { body: QlikTicketRequest, response: QlikTicketResponse }),
  getPowerBiEmbed: endpoint('GET /api/reports/power-bi/embed', { response: PowerBiEmbedResponse }),
};
