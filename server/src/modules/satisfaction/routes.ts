import { contextOf, publicContextOf } from '@/context.ts';
import { moduleRoutes, perMinute, type RouteDeclaration } from '@/lib/route.ts';
import { answerByToken, answerTicketSurvey, getSurveyByToken } from '@/modules/tickets/service.ts';
import { satisfactionEndpoints as api } from '@customer-hub/contract/endpoints/satisfaction';

// The satisfaction surveys of done service requests (the tickets module keeps them): the public
// page of the emailed link, and the requester's answer in the app.
export default moduleRoutes({ tag: 'satisfaction', policy: { permission: 'Requests' } }, (add, app) => {
  /** A public call by the link's token, rate limited per client like the other token links. */
  const limited = (summary: string, description: string): RouteDeclaration => ({ summary, description, policy: 'public', rateLimit: perMinute(app.config.rateLimitPerMinute) });

  add(
    api.getSurvey,
    limited(
      'The survey of an emailed link: the request’s number and title, and the answer so far',
      'Records nothing (mail scanners fetch links: the page records the link’s rating with POST). 404 for an unknown or expired token alike.',
    ),
    (request) => getSurveyByToken(app.db, request.params.token),
  );

  add(
    api.answerSurvey,
    limited('Answer the survey of an emailed link, or change the answer', 'Until it expires (30 days after the request was done); a comment left out stays as it was. 404 for an unknown or expired token alike. Audited.'),
    (request) => answerByToken(publicContextOf(app, request), request.params.token, request.body),
  );

  add(
    api.answerTicketSurvey,
    { summary: 'Answer the satisfaction survey of my done request, or change the answer', description: 'Only its requester, until it expires: 404 for anyone else; staff 403. Audited.' },
    (request) => answerTicketSurvey(contextOf(app, request), request.params.id, request.body),
  );
});
