import { moduleRoutes } from '@/lib/route.ts';
import { ExportPolicyAcceptancesRequest } from '@customer-hub/contract/privacy-policy';
import { z } from 'zod';
import { requirePrincipal } from '@/plugins/auth.ts';
import { contextOf, systemContext } from '@/context.ts';
import { privacyPolicyEndpoints as api } from '@customer-hub/contract/endpoints/privacy-policy';
import { ANNOUNCE_JOB, announceWhenEffective } from './announce.ts';
import * as service from './service.ts';
import { clearSessionCookie } from '@/plugins/session-cookie.ts';
import { READER_COOKIES } from '@customer-hub/contract/constants/languages';
import { XLSX_MEDIA } from '@/plugins/openapi.ts';

/** The privacy-policy gate's calls (spec §4, §7); they answer while a policy awaits the caller. */
export default moduleRoutes({ tag: 'privacy-policy', policy: 'authenticated' }, (add, app) => {
  const deps = { db: app.db, sessions: app.sessions, secretBox: app.secretBox, jobs: app.worker };
  app.worker.registerJob(ANNOUNCE_JOB, (db, payload) => announceWhenEffective(systemContext(db, null, app), payload));
  const gate = { beforePolicyAcceptance: true };

  add(
    api.showsGdpr,
    { summary: 'Whether the caller has decided every privacy policy (spec call)', description: 'False when a policy awaits the caller: the web then asks GetOlderGDPRToApprove.', ...gate },
    (request) => service.showsGdpr(deps, requirePrincipal(request)),
  );
  add(
    api.getOlderGdprToApprove,
    {
      summary: 'The oldest privacy policy awaiting the caller (spec call)',
      description:
        "`{ id, title, text }` of the oldest effective version the caller has not decided, in the caller's language, else es-ES, else another " +
        'language of that version; `text` is HTML cleaned when it was stored. **Empty** is answered as `null` (200).',
      ...gate,
    },
    (request) => service.olderToApprove(deps, requirePrincipal(request)),
  );
  add(
    api.createGdprAcceptance,
    {
      summary: 'Accept or decline a privacy policy (spec call)',
      description:
        'Records the decision (append-only, once per version; 404 for an id that is not an effective version, 409 when the version is already decided). ' +
        "`accepted: false` ends every session of the caller: their token answers 401 from then on.",
      ...gate,
    },
    async (request, reply) => {
      const answer = await service.decide(contextOf(app, request), deps, request.body);
      if (answer.signedOut) clearSessionCookie(request, reply);
      return answer;
    },
  );

  // Staff keep managing versions while one awaits their own decision: a version published by
  // mistake can be taken back at once.
  const staff = (summary: string, description?: string) => ({ summary, policy: 'staff' as const, ...gate, ...(description && { description }) });

  add(api.findPrivacyPolicies, staff('Privacy-policy versions, drafts included, of one language or all (paged, newest version first)'), (request) =>
    service.findPolicies(deps, request.query),
  );
  add(
    api.createPrivacyPolicy,
    staff('Create a privacy-policy draft as its language\'s next version (text cleaned, optionally sealed, audited)'),
    async (request, reply) => reply.code(201).send(await service.createPolicy(contextOf(app, request), deps, request.body)),
  );
  add(
    api.updatePrivacyPolicy,
    staff('Change a privacy-policy version nobody has decided yet (audited)', 'Once somebody has accepted or declined the version: 409 `POLICY_NOT_EDITABLE` (a change is a new version).'),
    (request) => service.updatePolicy(contextOf(app, request), deps, request.params.id, request.body),
  );
  add(
    api.publishPrivacyPolicy,
    staff('Publish a privacy-policy version (audited)', 'From its effective date every user who has not decided the version must accept or decline it; every cached session is dropped so the gate follows at once.'),
    (request) => service.setPublished(contextOf(app, request), deps, request.params.id, true),
  );
  add(api.unpublishPrivacyPolicy, staff('Take a privacy-policy version back to draft (audited)'), (request) =>
    service.setPublished(contextOf(app, request), deps, request.params.id, false),
  );
  add(
    api.deletePrivacyPolicy,
    staff('Delete a privacy-policy draft nobody has decided (audited)', 'A published or decided version answers 409 `POLICY_NOT_EDITABLE`.'),
    async (request, reply) => {
      await service.deletePolicy(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  add(api.findPolicyAcceptances, staff('Who accepted or declined which privacy-policy version (paged, filtered, newest first)'), (request) =>
    service.findAcceptances(app.db, requirePrincipal(request), request.query),
  );
  add(
    api.policyAcceptanceSummary,
    staff(
      'Per privacy-policy version: how many users accepted it, only declined it, have not decided it yet',
      'Counted per user across the version\'s languages; `undecided` counts active users and is null for a version never published.',
    ),
    (request) => service.acceptanceSummary(app.db, requirePrincipal(request)),
  );

  app.get(
    '/api/privacy-policies/acceptances/export',
    {
      config: { policy: 'staff', ...gate, media: { 200: ['text/csv', XLSX_MEDIA] } },
      schema: {
        tags: ['privacy-policy'],
        operationId: 'exportPolicyAcceptances',
        summary: 'The filtered privacy-policy decisions as CSV or XLSX (at most 100,000 rows), in the asked language and time zone (audited)',
        description:
          'Who (name, user name, email and company as recorded), when (in `timeZone`, default: the browser\'s ch_tz cookie, else UTC), from which IP address, the decision, version and language. ' +
          'CSV: UTF-8 with a BOM, fields separated by `,` in English and `;` in Spanish and Portuguese. Headers and decisions in `fileLanguage` (default: the user\'s). ' +
          'x-row-count gives the rows in the file; x-export-truncated: true when the filtered set held more.',
        querystring: ExportPolicyAcceptancesRequest,
        response: { 200: z.unknown().describe('text/csv (UTF-8 with BOM) or an XLSX workbook') },
      },
    },
    async (request, reply) => {
      const file = await service.exportAcceptances(contextOf(app, request), request.query, request.cookies[READER_COOKIES.timeZone]);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-row-count', String(file.rows))
        .header('x-export-truncated', String(file.truncated))
        .send(file.stream);
    },
  );
});
