import { EVERYONE } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { PublicSurveyResponse, SatisfactionAnswerRequest, SatisfactionTokenParams, TicketSatisfaction } from '../satisfaction.ts';
import { TicketIdParams } from '../tickets.ts';

// The survey's emailed link opens the web page /satisfaction/<token>?rating=N, which reads the
// survey (GET records nothing: mail scanners fetch links) and records the link's rating with POST.
export const satisfactionEndpoints = {
  getSurvey: endpoint('GET /api/satisfaction/:token', { access: { allowed: EVERYONE }, params: SatisfactionTokenParams, response: PublicSurveyResponse }),
  answerSurvey: endpoint('POST /api/satisfaction/:token', {
    access: { allowed: EVERYONE, request: { payload: { rating: 5 } } },
    params: SatisfactionTokenParams,
    body: SatisfactionAnswerRequest,
    response: PublicSurveyResponse,
  }),
  // The requester's answer in the app: anyone else hears 404 (staff 403, as for the customer's transitions).
  answerTicketSurvey: endpoint('POST /api/tickets/:id/satisfaction', {
    access: { allowed: ['customerAll'], request: { payload: { rating: 5 } } },
    params: TicketIdParams,
    body: SatisfactionAnswerRequest,
    response: TicketSatisfaction,
  }),
};
