import { moduleRoutes } from '@/lib/route.ts';
import { requirePrincipal } from '@/plugins/auth.ts';
import { contextOf } from '@/context.ts';
import { privacyPolicyEndpoints as api } from '@customer-hub/contract/endpoints/privacy-policy';
import * as service from './service.ts';

/** The privacy-policy gate's calls (spec §4, §7); they answer while a policy awaits the caller. */
export default moduleRoutes({ tag: 'privacy-policy', policy: 'authenticated' }, (add, app) => {
  const deps = { db: app.db, sessions: app.sessions, secretBox: app.secretBox };
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
    (request) => service.decide(contextOf(app, request), deps, request.body),
  );
});
