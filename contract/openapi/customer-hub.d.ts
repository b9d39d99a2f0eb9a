/**
 * Generated from the API's OpenAPI document by `npm run openapi:types` (server/test/openapi.test.ts): do not edit.
 */

export interface paths {
    "/api/access-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Access requests, newest first */
        get: operations["findAccessRequests"];
        put?: never;
        /** Request access (public) */
        post: operations["createAccessRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve: create the contact and email an invitation */
        post: operations["approveAccessRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/access-requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject and tell the visitor */
        post: operations["rejectAccessRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; other sessions end */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a new email address through the link sent to it */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/data-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My data archives (GDPR Art. 15 and 20), newest first, and when I may ask for the next */
        get: operations["getMyDataExports"];
        put?: never;
        /**
         * Ask for an archive of my data, prepared in the background (audited)
         * @description Once per 24 hours: 429 DATA_EXPORT_TOO_SOON with nextAllowedAt otherwise. Told by bell and email when ready.
         */
        post: operations["requestMyDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My trusted browsers (they sign me in while my account is locked for strangers) */
        get: operations["listDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Forget one of my trusted browsers: it becomes a stranger again */
        delete: operations["removeDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/erasure-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My erasure request: the open one, else the latest decided one, else null */
        get: operations["getMyErasureRequest"];
        put?: never;
        /**
         * Ask for my data to be erased (GDPR Art. 17), audited
         * @description 409 while one is open.
         */
        post: operations["openMyErasureRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/GetUserLanguage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Language of the signed-in user (xx-YY) */
        get: operations["getUserLanguage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the language of the signed-in user */
        put: operations["updateUserLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My passkeys, and whether a role of mine requires one */
        get: operations["listPasskeys"];
        put?: never;
        /** Register the passkey the browser created, under a name; I am emailed */
        post: operations["registerPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one of my passkeys
         * @description As registering: a recent session, or the password.
         */
        delete: operations["removePasskey"];
        options?: never;
        head?: never;
        /** Rename one of my passkeys */
        patch: operations["renamePasskey"];
        trace?: never;
    };
    "/api/account/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start registering a passkey: the options for navigator.credentials.create
         * @description A session opened in the last 10 minutes needs nothing more; an older one sends the password (else 400 RECENT_SIGN_IN_REQUIRED).
         */
        post: operations["registrationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Password length rules */
        get: operations["getPasswordPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a password reset link; the same answer whatever the address
         * @description The email goes through the outbox (without a mail server it is kept, readable in the email log); 202 for every address.
         */
        post: operations["requestRecovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a password through a reset, invitation or sign-up link */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My active sessions */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of my sessions */
        delete: operations["endOwnSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/token-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an emailed link is for */
        get: operations["tokenInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My second factor */
        get: operations["getTwoFactorStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn the second factor off */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/email/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use emailed codes, confirmed with the code the set-up sent */
        post: operations["enableEmailTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/email/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start using emailed codes: a code goes to my address; nothing changes until it comes back */
        post: operations["startEmailTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New recovery codes (the old ones stop working) */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/totp/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the app with a code; answers ten recovery codes */
        post: operations["enableTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-factor/totp/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start setting up an authenticator app */
        post: operations["startTotpSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My company’s API keys (its main contact): names, first characters, scopes, expiry, last use */
        get: operations["listOwnApiKeys"];
        put?: never;
        /** Create an API key for my company (its main contact, within my own permissions); the key is answered this once */
        post: operations["createOwnApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke one of my company’s API keys (its main contact) */
        post: operations["revokeOwnApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Audit log: every state change, who made it, from where, before → after (newest first)
         * @description `before`/`after` hold the values the change replaced and wrote when the module has them; secrets show as "set".
         */
        get: operations["findAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-log/contexts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The modules that have written to the audit log */
        get: operations["auditContexts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit-log/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered audit log as CSV (at most 100,000 rows), headers in the asked language
         * @description UTF-8 with a BOM; headers in `fileLanguage` (default: the user's), fields separated by `,` in English and `;` in Spanish and Portuguese; x-row-count gives the rows in the file.
         */
        get: operations["exportAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the current session (a view-as session ends as DELETE /api/view-as ends it); clears the session cookie */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a passwordless sign-in: options for navigator.credentials.get naming no credential */
        post: operations["passkeySignInOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a passkey (a discoverable credential): a session as a password and second factor would open
         * @description Any refusal answers 400 PASSKEY_FAILED and nothing else; failures are throttled per credential and per address as passwords are.
         */
        post: operations["passkeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a sign-in with one of the user's passkeys (the challenge of method passkey carries the options) */
        post: operations["passkeySecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a new code for a sign-in attempt */
        post: operations["resendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a sign-in with the second factor (emailed code, app code or recovery code), or with the code a locked account emailed */
        post: operations["verifySecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Backoffice/Common/ShowChat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Spec call: whether to hide the chat frame (no token; false = show it)
         * @description The spec's odd boolean: the chat frame is shown when this answers a falsy value. `false` while chat is on with a URL, `true` while it is off.
         */
        get: operations["showChat"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Backoffice/Cookie/GetTheLatestCookie": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Spec call: the cookie notice to show (no token)
         * @description The newest published notice in the language of `localeCode` (a browser tag such as pt-BR, es or en-GB, matched onto a supported language), else Spanish (es-ES), else any language. Drafts are never served. With none published the answer is `{ "title": "", "text": "" }` and the banner stays hidden. `text` is HTML cleaned when it was stored.
         */
        get: operations["getTheLatestCookie"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Backoffice/PrivacyPolicy/CreateGDPRAcceptance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept or decline a privacy policy (spec call)
         * @description Records the decision (append-only, once per version; 404 for an id that is not an effective version, 409 when the version is already decided). `accepted: false` ends every session of the caller: their token answers 401 from then on.
         */
        post: operations["createGdprAcceptance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Backoffice/PrivacyPolicy/GetOlderGDPRToApprove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The oldest privacy policy awaiting the caller (spec call)
         * @description `{ id, title, text }` of the oldest effective version the caller has not decided, in the caller's language, else es-ES, else another language of that version; `text` is HTML cleaned when it was stored. **Empty** is answered as `null` (200).
         */
        get: operations["getOlderGdprToApprove"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Backoffice/PrivacyPolicy/ShowsGDPR": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the caller has decided every privacy policy (spec call)
         * @description False when a policy awaits the caller: the web then asks GetOlderGDPRToApprove.
         */
        get: operations["showsGdpr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Backoffice/Settings/GetChatUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Spec call: the chat page URL (empty while chat is off) */
        get: operations["getChatUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Backoffice/Settings/GlobalSearchActive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether global search is on (spec call) */
        get: operations["getGlobalSearchActive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Backoffice/User/GetUserPhoto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Photo as a base64 PNG; empty string when none */
        get: operations["getUserPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Backoffice/User/GetUserTicketCredentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ticket-site credentials of the signed-in user */
        get: operations["getTicketCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Backoffice/User/GetUserVM": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roles and sidebar permission keys of the signed-in user */
        get: operations["getUserVM"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buildings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of buildings, searched in code, name, site and company */
        get: operations["findBuildings"];
        put?: never;
        /** Add a building to a site; its code must be free in the site's company */
        post: operations["createBuilding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/buildings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One building with its site and company */
        get: operations["getBuilding"];
        /** Change a building's code, name or site */
        put: operations["updateBuilding"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Common/DownloadFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Spec call: the file a reference names
         * @description Accepts only references this server issued to the caller, unexpired (400 FILE_REFERENCE_INVALID, 410 FILE_REFERENCE_EXPIRED); scope and permissions are checked again. The client saves the file under the name after the reference’s last backslash. API keys: scope `documents:read`.
         */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Common/ShowsNotifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether to hide the bell (spec call)
         * @description The hide flag: true when notifications are switched off in settings, or for a contact without the Notifications permission.
         */
        get: operations["showsNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of companies, searched in code and name */
        get: operations["findCompanies"];
        put?: never;
        /** Create a company; its code must be free (409 otherwise) */
        post: operations["createCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company’s API keys (staff) */
        get: operations["listCompanyApiKeys"];
        put?: never;
        /** Create an API key for a company (staff); the key is answered this once */
        post: operations["createCompanyApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a company’s API key (staff) */
        post: operations["revokeCompanyApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company’s identity provider (staff) */
        get: operations["getCompanyProvider"];
        /** Save a company’s identity provider (staff) */
        put: operations["updateCompanyProvider"];
        post?: never;
        /** Remove a company’s identity provider (staff) */
        delete: operations["deleteCompanyProvider"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{companyId}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company’s webhook subscriptions (staff) */
        get: operations["listCompanyWebhooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One company with its counts */
        get: operations["getCompany"];
        /** Change a company's code, name and default sign-up permissions */
        put: operations["updateCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/default-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the permissions a newly signed-up contact of the company receives */
        put: operations["updateDefaultPermissions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a company's business partners */
        get: operations["findPartners"];
        put?: never;
        /** Add a business partner; its customer number must be free in the company */
        post: operations["createPartner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/partners/{partnerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a business partner of the company */
        put: operations["updatePartner"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a company's sites, all or one business partner's */
        get: operations["findCompanySites"];
        put?: never;
        /** Add a site to one of the company's business partners; its code must be free in the company */
        post: operations["createSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/sites/{siteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a site of the company */
        put: operations["updateSite"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How a company’s systems call this installation with an API key and receive its webhooks: the address, the rate limit, each scope’s operations, the delivery rules */
        get: operations["getConnectInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contracts in my scope (paged, sorted, filtered) */
        get: operations["findContracts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A contract; its lines with ContractLines, their prices with PricesColumn */
        get: operations["getContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending contract
         * @description 409 CONTRACT_ALREADY_APPROVED when it is approved already.
         */
        post: operations["approveContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cookie-notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cookie notices, drafts included, of one language or all (paged, newest change first) */
        get: operations["findCookieNotices"];
        put?: never;
        /** Create a cookie notice as a draft (text cleaned, audited) */
        post: operations["createCookieNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cookie-notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a cookie notice (text cleaned, audited) */
        put: operations["updateCookieNotice"];
        post?: never;
        /** Delete a cookie notice (audited) */
        delete: operations["deleteCookieNotice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cookie-notices/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a cookie notice (audited): the newest published one of its language is shown */
        post: operations["publishCookieNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cookie-notices/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a cookie notice back to draft (audited) */
        post: operations["unpublishCookieNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/current-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ledger entries of the caller’s scope: paged, sorted, filtered, with totals over the filtered set
         * @description Without the PricesColumn permission the amounts and the money totals are absent from the answer. API keys: scope `currentAccount:read`.
         */
        get: operations["findCurrentAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/current-account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered current account as CSV or XLSX (at most 100,000 rows), in the asked language
         * @description x-row-count gives the rows in the file; x-export-truncated: true when the filtered set held more. No amount columns without PricesColumn. API keys: scope `currentAccount:read`.
         */
        get: operations["exportCurrentAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/current-account/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PDF statement of account for a period (default: this year to date)
         * @description 403 without PricesColumn (a statement is all prices); 400 reason PERIOD_TOO_LONG past 20,000 entries. API keys: scope `currentAccount:read`.
         */
        get: operations["downloadStatementOfAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every figure of the customer’s Dashboard, in the caller’s scope, for a period and optionally one site
         * @description Each section only when the caller may open the list behind it (CurrentAccounts, Requests, Orders, Trips, the Search documents sections, ContractOrganization); amounts only with PricesColumn. Staff get 403: they see a customer’s dashboard by viewing as the contact.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user’s data archives (staff)
         * @description Backoffice for customer contacts only (403 for a staff user).
         */
        get: operations["findUserDataExports"];
        put?: never;
        /**
         * Prepare an archive of a user’s data, e.g. for a request by post (audited)
         * @description Backoffice for customer contacts only (403 for a staff user); 409 once erased.
         */
        post: operations["prepareDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The archive (ZIP), for the person it is about, or staff for one staff prepared; audited
         * @description 404 for anyone else, and once expired (7 days) or not ready.
         */
        get: operations["downloadDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Document configuration: types, their sections and visibility */
        get: operations["listDocumentTypes"];
        put?: never;
        /** Add a document type (409 when the code exists) */
        post: operations["createDocumentType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/document-types/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a document type’s names, section and visibility */
        put: operations["saveDocumentType"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Documents of one section in my scope (paged, sorted, filtered)
         * @description 403 when my permissions close the section (spec data tabs: Folders, IncidenceReports, Orders, ServiceReports, OtherLegalDocuments). API keys: scope `documents:read`.
         */
        get: operations["findDocuments"];
        put?: never;
        /**
         * Upload a document (staff): multipart/form-data, the fields of UploadDocumentFields and one `file` part
         * @description The size limit comes from the document settings (413 FILE_TOO_LARGE); the content type is decided from the file’s bytes (415 FILE_TYPE_NOT_ALLOWED for anything but PDF, images and Office documents).
         */
        post: operations["uploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a document and its file (staff) */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/download-link/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Spec `GET {downloadLink}{id}`: a short-lived file reference for one document
         * @description API keys: scope `documents:read`.
         */
        get: operations["getDownloadLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/sections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The document sections I may open, with their visible document types
         * @description API keys: scope `documents:read`.
         */
        get: operations["getDocumentSections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/zip-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived file reference for a ZIP of several documents
         * @description API keys: scope `documents:read`.
         */
        post: operations["createZipLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Email log (newest first); links and codes are redacted, but in the emails a demo without a mail server keeps */
        get: operations["findEmailLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-logs/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered email log as CSV (no bodies) (at most 100,000 rows), headers in the asked language
         * @description UTF-8 with a BOM; headers in `fileLanguage` (default: the user's), fields separated by `,` in English and `;` in Spanish and Portuguese; x-row-count gives the rows in the file.
         */
        get: operations["exportEmailLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outbox queue: emails pending, retrying or given up (bodies left out) */
        get: operations["findOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-outbox/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retry now: a retrying or failed email is due at once (audited) */
        post: operations["retryOutboxEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every email template in every language, with its variables */
        get: operations["listTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-templates/{key}/{language}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save an email template; raw {{{ }}} tags and undeclared variables are refused */
        put: operations["updateTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-templates/{key}/{language}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Render a template (the given parts, else the stored ones) with sample values for missing variables */
        post: operations["previewTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email-templates/{key}/{language}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the template (unsaved edits over the stored one, sample values) to my own address, through the outbox (audited) */
        post: operations["sendTestEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/erasure-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Erasure requests, open ones first (the soonest due on top)
         * @description Admin sees every one; Backoffice those of customer contacts.
         */
        get: operations["findErasureRequests"];
        put?: never;
        /**
         * Open an erasure request for a user (audited)
         * @description Backoffice for customer contacts only (403 for a staff user); 409 while one is open.
         */
        post: operations["openErasureRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/erasure-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One erasure request, with what approving it erases and what it keeps (or, decided, what it did) */
        get: operations["getErasureRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/erasure-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve: erase or pseudonymise the person’s data in one transaction (audited)
         * @description 409 when decided already; 403 for one’s own request.
         */
        post: operations["approveErasureRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/erasure-requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject, with a note the person reads (audited)
         * @description 409 when decided already.
         */
        post: operations["rejectErasureRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Example/IsTokenValid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the session (bearer token or cookie) is valid */
        get: operations["isTokenValid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/GlobalSearch/getGlobalInformation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Spec call: search trips, the current account, documents, contract lines, orders and shipments
         * @description Contexts (repeated): CTrips, CCurrentAcc, COrders, CShipment, CInvoices, COtherDocuments, CContractLines; contexts my permissions close are left out. Case- and accent-insensitive; 400 SEARCH_TOO_SHORT under 5 characters; 403 GLOBAL_SEARCH_OFF while the GlobalSearchActive setting is off.
         */
        get: operations["getGlobalInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My Home page: slides, news, links and featured documents
         * @description In my language, else Spanish (es-ES), else any language, per item. Only published items inside their schedule whose audience holds my company (staff see every audience); news newest first, the rest in their set order. Featured documents I may not download are left out. Image addresses are signed and valid a day or more.
         */
        get: operations["getHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a slide or news photo, or a logo (staff): multipart/form-data, a `purpose` field and one `file` part
         * @description JPEG, PNG or WebP, decided from the bytes (415 FILE_TYPE_NOT_ALLOWED otherwise), at most 15 MB (413 FILE_TOO_LARGE). Re-encoded to WebP at two widths (photos 1600 and 800 px, logos 320 and 160 px), never enlarged, metadata removed.
         */
        post: operations["uploadHomeImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home-images/{id}/{variant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A Home image (WebP) by its signed address
         * @description The address comes from GET /api/home or the back office’s lists, which sign only images of items shown to the caller; an altered or expired address is 404. The bytes behind an address never change: cached as immutable until it expires.
         */
        get: operations["getHomeImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Home items of one kind, drafts included, of one language or all */
        get: operations["findHomeItems"];
        put?: never;
        /** Create a Home item (the news body cleaned; audited) */
        post: operations["createHomeItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a Home item: content, schedule, audience (audited) */
        put: operations["updateHomeItem"];
        post?: never;
        /** Delete a Home item (audited) */
        delete: operations["deleteHomeItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home-items/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a Home item (audited) */
        post: operations["publishHomeItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home-items/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a Home item back to draft (audited) */
        post: operations["unpublishHomeItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/home-items/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the order of slides, links or featured documents of one language (audited) */
        post: operations["reorderHomeItems"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge-articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Knowledge-base articles, drafts included, with their readings, openings from request forms and requests not sent after them */
        get: operations["findKbArticles"];
        put?: never;
        /** Create a knowledge-base article as a draft (HTML cleaned; audited) */
        post: operations["createKbArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge-articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A knowledge-base article with every language, audience and figures */
        get: operations["getKbArticleForStaff"];
        /** Change a knowledge-base article: texts, category, audience (audited) */
        put: operations["updateKbArticle"];
        post?: never;
        /** Delete a knowledge-base article (audited) */
        delete: operations["deleteKbArticle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge-articles/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a knowledge-base article (audited) */
        post: operations["publishKbArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge-articles/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a knowledge-base article back to draft (audited) */
        post: operations["unpublishKbArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge-categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a knowledge-base category (audited) */
        post: operations["createKbCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge-categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rename a knowledge-base category (audited) */
        put: operations["updateKbCategory"];
        post?: never;
        /** Delete a knowledge-base category; its articles stay, without one (audited) */
        delete: operations["deleteKbCategory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge-categories/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the order of knowledge-base categories (audited) */
        post: operations["reorderKbCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge/articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published knowledge-base articles I may read: of a category, or matching a search (best first)
         * @description Articles for every customer or for my company (staff: every published one). Each in my language, else Spanish, else another; a search matches any language’s text with that language’s stemming, accents ignored, every word as a prefix.
         */
        get: operations["searchKbArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published knowledge-base article I may read (404 otherwise); a contact’s reading is counted */
        get: operations["getKbArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge/articles/{id}/opened": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** I opened an article from my new request form (its random draft id) */
        post: operations["kbArticleOpened"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Knowledge-base categories in their order, named in my language, with how many articles I may read in each */
        get: operations["findKbCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge/drafts/{draftId}/answered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An article answered the question of my new request form: I will not send it */
        post: operations["kbDraftAnswered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/knowledge/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The best few articles for what I type in a new request (any word of 3 letters or more, ranked) */
        get: operations["suggestKbArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logs/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Login log (newest first) */
        get: operations["findLoginLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logs/login/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered login log as CSV (results and reasons translated) (at most 100,000 rows), headers in the asked language
         * @description UTF-8 with a BOM; headers in `fileLanguage` (default: the user's), fields separated by `,` in English and `;` in Spanish and Portuguese; x-row-count gives the rows in the file.
         */
        get: operations["exportLoginLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logs/system": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System (exception) log */
        get: operations["findSystemLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logs/system/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered system log as CSV (at most 100,000 rows), headers in the asked language
         * @description UTF-8 with a BOM; headers in `fileLanguage` (default: the user's), fields separated by `,` in English and `;` in Spanish and Portuguese; x-row-count gives the rows in the file.
         */
        get: operations["exportSystemLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Emails received at the support address (newest first), in one status or all
         * @description Posted, raised as a request, held for review, dropped (auto-replies, bounces, loops, copies) or discarded.
         */
        get: operations["findInboundMails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-in/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One received email: its headers, text without quotes and signature, attachments, and why it was held or dropped */
        get: operations["getInboundMail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-in/{id}/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discard a held email (audited)
         * @description 409 for an email that is not held.
         */
        post: operations["discardInboundMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-in/{id}/post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post a held email of a known user to a ticket, as that user’s comment (audited)
         * @description 409 when the email is not held, its sender is not an active user who may comment, or the ticket is closed; 404 for a ticket the sender cannot see.
         */
        post: operations["postInboundMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Notification/GetNotifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unviewed notifications of the caller (spec call)
         * @description The spec answers `[{ id, refId, requestLog }]`; `requestLog` is filled for access requests and null for other kinds. Added: `kind`, `title` (written in the caller's language from the kind's text and the notification's values), `link` (the web page it opens; null for access requests, which open their dialog) and `createdAt`. Newest first, at most 50.
         */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Notification/MarkAsViewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications as viewed (sent when the bell opens)
         * @description Only the caller's own ids are marked; others are ignored and not counted.
         */
        post: operations["markAsViewed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every notification of the caller, read and unread */
        get: operations["findNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/mark-all-viewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all the caller's notifications as viewed */
        post: operations["markAllViewed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the caller is told of each kind they can receive: in the app, by email */
        get: operations["getPreferences"];
        /** Change how the caller is told of some kinds */
        put: operations["updatePreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live notifications of the caller (server-sent events)
         * @description text/event-stream, read with EventSource and the session cookie, or fetch() and the bearer token. Events: `count` ({ count }) on connect and when the unviewed count changes elsewhere; `notification` ({ count, item }: item as in GetNotifications) with id `<created µs>_<id>`. Send that id back as Last-Event-ID to receive what was missed; `home` ({}) when what the caller's Home shows changed (read GET /api/home again). A `: heartbeat` comment every ~25 s.
         */
        get: operations["streamNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders in my scope (paged, sorted, filtered)
         * @description API keys: scope `orders:read`.
         */
        get: operations["findOrders"];
        put?: never;
        /**
         * Place an order (status Confirming)
         * @description The site must be in my scope (404 otherwise); a site-scoped contact may leave it out. API keys: scope `orders:write`.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order with its history
         * @description API keys: scope `orders:read`.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order: Confirming | Confirmed → Cancelled
         * @description A contact up to the cut-off before the task date (Settings → Orders, GET/PUT /api/settings/orders), staff until the task date: 409 ORDER_CUTOFF_PASSED after; 409 ORDER_TRANSITION_NOT_ALLOWED from Cancelled. API keys: scope `orders:write`.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an order (staff): Confirming → Confirmed
         * @description 409 ORDER_TRANSITION_NOT_ALLOWED from any other status.
         */
        post: operations["confirmOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/form-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sites and teams the new-order form offers
         * @description Staff pass companyId (400 without it); a contact gets their own scope. API keys: scope `orders:write`.
         */
        get: operations["getOrderFormOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org-chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The contract organisation chart in my scope
         * @description Company → business partners → sites → buildings with their contracts. Staff pass companyId (400 without it).
         */
        get: operations["getOrgChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/org/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Companies with their business partners and sites (staff) */
        get: operations["findCompanyTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy-policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Privacy-policy versions, drafts included, of one language or all (paged, newest version first) */
        get: operations["findPrivacyPolicies"];
        put?: never;
        /** Create a privacy-policy draft as its language's next version (text cleaned, optionally sealed, audited) */
        post: operations["createPrivacyPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy-policies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a privacy-policy version nobody has decided yet (audited)
         * @description Once somebody has accepted or declined the version: 409 `POLICY_NOT_EDITABLE` (a change is a new version).
         */
        put: operations["updatePrivacyPolicy"];
        post?: never;
        /**
         * Delete a privacy-policy draft nobody has decided (audited)
         * @description A published or decided version answers 409 `POLICY_NOT_EDITABLE`.
         */
        delete: operations["deletePrivacyPolicy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy-policies/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a privacy-policy version (audited)
         * @description From its effective date every user who has not decided the version must accept or decline it; every cached session is dropped so the gate follows at once.
         */
        post: operations["publishPrivacyPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy-policies/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a privacy-policy version back to draft (audited) */
        post: operations["unpublishPrivacyPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy-policies/acceptances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who accepted or declined which privacy-policy version (paged, filtered, newest first) */
        get: operations["findPolicyAcceptances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy-policies/acceptances/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The filtered privacy-policy decisions as CSV or XLSX (at most 100,000 rows), in the asked language and time zone (audited)
         * @description Who (name, user name, email and company as recorded), when (in `timeZone`, default: the browser's ch_tz cookie, else UTC), from which IP address, the decision, version and language. CSV: UTF-8 with a BOM, fields separated by `,` in English and `;` in Spanish and Portuguese. Headers and decisions in `fileLanguage` (default: the user's). x-row-count gives the rows in the file; x-export-truncated: true when the filtered set held more.
         */
        get: operations["exportPolicyAcceptances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy-policies/acceptances/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per privacy-policy version: how many users accepted it, only declined it, have not decided it yet
         * @description Counted per user across the version's languages; `undecided` counts active users and is null for a version never published.
         */
        get: operations["policyAcceptanceSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reports the caller may open: built-in ones, then the BI reports the settings configure
         * @description Each built-in report also needs the permission of the data behind it (403 otherwise); amounts only with PricesColumn.
         */
        get: operations["findReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A built-in report: a page of its rows, its totals and key figures over every row, for its filters
         * @description Each built-in report also needs the permission of the data behind it (403 otherwise); amounts only with PricesColumn. A BI entry or an unknown id is 404 (BI content has its own endpoints). 400 reason PERIOD_TOO_LONG past 20,000 rows.
         */
        get: operations["getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A built-in report as PDF or XLSX in the asked language: every row, the same totals and figures as the screen
         * @description Each built-in report also needs the permission of the data behind it (403 otherwise); amounts only with PricesColumn. x-row-count gives the rows in the file.
         */
        get: operations["exportReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/power-bi/embed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company’s Power BI report with a view-only embed token for the caller
         * @description Row-level security sees the caller's user name, the role of the settings and the company's code (customData). The page asks again shortly before `expiresAt`. For customer contacts with the Reports permission (staff: 403; they open a contact’s reports through View as). 409 REPORTS_NOT_CONFIGURED while the tool is not the reporting tool or a value is missing; 502 REPORTS_UNAVAILABLE when it fails, 504 when it does not answer in time.
         */
        get: operations["getPowerBiEmbed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/qlik/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Qlik Sense page (reports or dashboard) with a one-time ticket for the caller
         * @description The server asks the Qlik Proxy Service for a ticket and answers the page's URL with `qlikTicket=` appended; it is used once and never logged. Not while viewing as a contact (a Qlik session is not read-only). For customer contacts with the Reports permission (staff: 403; they open a contact’s reports through View as). 409 REPORTS_NOT_CONFIGURED while the tool is not the reporting tool or a value is missing; 502 REPORTS_UNAVAILABLE when it fails, 504 when it does not answer in time.
         */
        post: operations["createQlikTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/satisfaction/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The survey of an emailed link: the request’s number and title, and the answer so far
         * @description Records nothing (mail scanners fetch links: the page records the link’s rating with POST). 404 for an unknown or expired token alike.
         */
        get: operations["getSurvey"];
        put?: never;
        /**
         * Answer the survey of an emailed link, or change the answer
         * @description Until it expires (30 days after the request was done); a comment left out stays as it was. 404 for an unknown or expired token alike. Audited.
         */
        post: operations["answerSurvey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saved replies: the shared ones and my own (staff; paged, searched)
         * @description A personal reply is its owner’s alone.
         */
        get: operations["findSavedReplies"];
        put?: never;
        /**
         * Save a reply (staff): personal, or shared with every staff user (Admin)
         * @description 403 FORBIDDEN for a shared one unless Admin.
         */
        post: operations["createSavedReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-replies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a saved reply (staff)
         * @description My own personal ones; a shared one: an Admin or its author (403 FORBIDDEN otherwise). Another user’s personal reply: 404.
         */
        put: operations["updateSavedReply"];
        post?: never;
        /**
         * Delete a saved reply (staff)
         * @description Who may: as for a change.
         */
        delete: operations["deleteSavedReply"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Chat frame on/off and the chat page URL */
        get: operations["getChatSettings"];
        /** Change the chat switch and URL (the CSP frame-src follows) */
        put: operations["updateChatSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upload limit and global search switch */
        get: operations["getDocumentSettings"];
        /** Change the upload limit and global search switch */
        put: operations["updateDocumentSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tile server of the sites map */
        get: operations["getMapSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bell on/off and the ticket site default */
        get: operations["getNotificationSettings"];
        /** Change the bell switch and the ticket site default */
        put: operations["updateNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order cancel cut-off */
        get: operations["getOrderSettings"];
        /** Change the order cancel cut-off (every instance follows at once) */
        put: operations["updateOrderSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/record-of-processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The record of processing (GDPR Art. 30): categories of data and how long each is kept, from the retention policy */
        get: operations["getRecordOfProcessing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/record-of-processing/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The record of processing as CSV (at most 100,000 rows), headers in the asked language
         * @description UTF-8 with a BOM; headers in `fileLanguage` (default: the user's), fields separated by `,` in English and `;` in Spanish and Portuguese; x-row-count gives the rows in the file.
         */
        get: operations["exportRecordOfProcessing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reporting tool: Qlik Sense and Power BI settings (the client secret is never answered) */
        get: operations["getReportsSettings"];
        /**
         * Change the reporting tool settings
         * @description `powerBiClientSecret` and `qlikClientKey` are write-only: left out, the stored one is kept; an empty string clears it. They are stored sealed and never answered or logged. The Qlik client certificate and its key must be a pair (both or neither).
         */
        put: operations["updateReportsSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/reports/companies/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Power BI report of one company (both empty: the reports settings’ one) */
        get: operations["getCompanyPowerBiReport"];
        /**
         * Set the Power BI report of one company, or (both empty) fall back to the reports settings’ one
         * @description Its contacts’ embed token is generated for this workspace and report. Audited. 404 for an unknown company.
         */
        put: operations["updateCompanyPowerBiReport"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many days each kind of record is kept (null: kept forever) */
        get: operations["getRetentionSettings"];
        /**
         * Change the retention policy (audited; the next run follows it)
         * @description Each kind takes whole days within its bounds; `null` (kept forever) only where the kind allows it (400 naming the field otherwise).
         */
        put: operations["updateRetentionSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/retention/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the retention job now (audited)
         * @description Answers at once with the run started; 409 RETENTION_RUNNING while another run holds the lease.
         */
        post: operations["runRetention"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/retention/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The retention run going on, the last one with what it removed per kind, and when the next is due */
        get: operations["getRetentionStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Password, two-factor and session settings */
        get: operations["getSecuritySettings"];
        /** Change password, two-factor and session settings */
        put: operations["updateSecuritySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/sla": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service levels: targets per priority, working hours, calendar, warning lead time and added holidays */
        get: operations["getSlaSettings"];
        /** Change the service levels (tickets raised or changed afterwards follow them) */
        put: operations["updateSlaSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up with a customer number and an invoice number; the same answer whatever matches */
        post: operations["requestSignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sites in my scope with location and counts (map and list) */
        get: operations["findSites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sla/companies/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company’s own service levels (its contract’s), the priorities it overrides */
        get: operations["getSlaCompanyPolicy"];
        /**
         * Replace a company’s own service levels
         * @description Business minutes per priority; the priorities left out follow the settings. Applies to tickets raised afterwards. Audited.
         */
        put: operations["updateSlaCompanyPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sla/promise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The response and resolution times promised per priority (business minutes)
         * @description A contact gets their company’s; staff name a company (without one: the settings’ targets). 404 for another or unknown company.
         */
        get: operations["getSlaPromise"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where an identity provider sends the browser back: opens the session (cookie) and redirects (302) to the sign-in page, which goes on */
        get: operations["finishSsoSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/company-provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The identity provider of the caller’s company (its main contact) */
        get: operations["getOwnCompanyProvider"];
        /** Save the identity provider of the caller’s company (its main contact, within their own permissions) */
        put: operations["updateOwnCompanyProvider"];
        post?: never;
        /** Remove the identity provider of the caller’s company (its main contact) */
        delete: operations["deleteOwnCompanyProvider"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which identity providers the sign-in page offers for a typed address (by its domain only) */
        get: operations["lookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/staff-provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The staff identity provider (the secret is never answered) */
        get: operations["getStaffProvider"];
        /** Save the staff identity provider (a secret left out is kept) */
        put: operations["updateStaffProvider"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start a sign-in with an identity provider: redirects (302) to the provider, or back to the sign-in page with sso_error */
        get: operations["startSsoSignIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sso/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test an identity provider: run its OpenID Connect discovery now (staff, or a company’s main contact) */
        post: operations["testProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My goods per warehouse (paged, sorted, filtered) */
        get: operations["findStocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stocks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stock line with the same item in my other warehouses */
        get: operations["getStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sync/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an ERP export for a file run: multipart/form-data, one `file` part (.json document, or .csv with the `entity` field)
         * @description At most 200 MB (413 FILE_TOO_LARGE); a file that does not parse is refused with 400 (docs/sync-format.md).
         */
        post: operations["uploadSyncFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sync/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** ERP sync runs, newest first */
        get: operations["findSyncRuns"];
        put?: never;
        /**
         * Queue a sync run (file or OData); a dry run counts without writing
         * @description 409 while a run of the connector is queued or running, or when the OData connector is not configured.
         */
        post: operations["startSyncRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sync/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sync run with its progress, counts and bad records */
        get: operations["getSyncRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sync/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sync settings: nightly schedule and the OData connector (its secret is never answered) */
        get: operations["getSyncSettings"];
        /** Save the sync settings; a secret left out keeps the stored one */
        put: operations["putSyncSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Teams serving my sites (paged, sorted, filtered) */
        get: operations["findTeams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team with its site */
        get: operations["getTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service requests in my scope (paged, sorted, filtered)
         * @description Staff see every company’s (the queue) and may filter by companyId and assignee (me, none); a contact sees their scope’s. API keys: scope `tickets:write`.
         */
        get: operations["findTickets"];
        put?: never;
        /**
         * Raise a service request (status Pending)
         * @description The site (and building) must be in my scope (404 otherwise); a site-scoped contact may leave it out, staff name it. Watchers are active contacts of the company who may see the site’s requests, attachments are my own uploads not yet attached (400 naming the field otherwise). API keys: scope `tickets:write`.
         */
        post: operations["createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A service request with its watchers, files and timeline
         * @description API keys: scope `tickets:write`.
         */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign the request to a staff user, or to nobody (staff)
         * @description assigneeId: an active Admin or Backoffice user (400 otherwise) or null. 409 TICKET_TRANSITION_NOT_ALLOWED once the request is closed.
         */
        post: operations["assignTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A file of a request
         * @description 404 outside my scope, or for a customer when the file belongs to an internal note.
         */
        get: operations["downloadTicketAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw the request: Pending | Confirming → Canceled
         * @description A customer’s answer to the request: staff are refused (403 FORBIDDEN). 409 TICKET_TRANSITION_NOT_ALLOWED from any other status; 404 outside my scope.
         */
        post: operations["cancelTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comment on a request, with files
         * @description Anyone who can see the request comments while it is open (409 TICKET_TRANSITION_NOT_ALLOWED once it is Done, Refused, Declined or Canceled). Staff may mark a comment internal, at any time: an internal note and its files never appear in a customer’s answer or notification; a contact asking for internal gets 403 FORBIDDEN. API keys: scope `tickets:write`.
         */
        post: operations["addTicketComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the proposal: Confirming → Confirmed
         * @description A customer’s answer to the request: staff are refused (403 FORBIDDEN). 409 TICKET_TRANSITION_NOT_ALLOWED from any other status; 404 outside my scope.
         */
        post: operations["confirmTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline, with the reason (staff): Pending → Declined
         * @description 409 TICKET_TRANSITION_NOT_ALLOWED from any other status; 404 outside my scope.
         */
        post: operations["declineTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the work done (staff): Confirmed → Done
         * @description 409 TICKET_TRANSITION_NOT_ALLOWED from any other status; 404 outside my scope.
         */
        post: operations["doneTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Merge a duplicate request into another (staff); it is closed as Canceled
         * @description Both open and of the same company (400 naming body.intoId otherwise, or the same request; 409 TICKET_TRANSITION_NOT_ALLOWED when either is closed). Comments, files, watchers and the requester move to the target; both requests’ customers are told.
         */
        post: operations["mergeTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/propose": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Propose a date and budget (staff): Pending → Confirming
         * @description 409 TICKET_TRANSITION_NOT_ALLOWED from any other status; 404 outside my scope.
         */
        post: operations["proposeTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuse the proposal: Confirming → Refused
         * @description A customer’s answer to the request: staff are refused (403 FORBIDDEN). 409 TICKET_TRANSITION_NOT_ALLOWED from any other status; 404 outside my scope.
         */
        post: operations["refuseTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/satisfaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer the satisfaction survey of my done request, or change the answer
         * @description Only its requester, until it expires: 404 for anyone else; staff 403. Audited.
         */
        post: operations["answerTicketSurvey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}/saved-replies/{replyId}/render": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A saved reply’s text for a request (staff), its placeholders filled
         * @description Values are plain text, filled in one pass; unknown placeholders stay as written and are named in `unknown`. 404 for a request or reply I cannot see.
         */
        post: operations["renderSavedReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a file to attach to a new request or comment: multipart/form-data, one `file` part
         * @description At most 10 MB (413 FILE_TOO_LARGE); the type is decided from the bytes (415 FILE_TYPE_NOT_ALLOWED for anything but images, PDF, Word and Excel documents and plain text). The answer’s id goes into attachmentIds of my next request or comment.
         */
        post: operations["uploadTicketAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign, decline or mark done up to 100 requests at once (staff)
         * @description Each request is changed on its own (its rules, notices and audit row): the answer names each one’s outcome, ok or its error code.
         */
        post: operations["bulkTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/form-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sites (with buildings) and watchers the new-request form offers
         * @description Staff pass companyId (400 without it); a contact gets their own scope. With siteId, only the watchers who can see that site. API keys: scope `tickets:write`.
         */
        get: operations["getTicketFormOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shipments in my scope (paged, sorted, filtered) */
        get: operations["findTransports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A shipment with its trip */
        get: operations["getTransport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trips in my scope (paged, sorted, filtered)
         * @description API keys: scope `trips:read`.
         */
        get: operations["findTrips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/trips/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A trip with its stops and shipments
         * @description API keys: scope `trips:read`.
         */
        get: operations["getTrip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users: staff see everyone, a main contact the contacts they manage */
        get: operations["findUsers"];
        put?: never;
        /** Create a user and email an invitation to set a password */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user, with what the caller may do to them */
        get: operations["getUser"];
        /** Change a user's fields; fields the caller may not set are refused by name */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reactivate a user */
        post: operations["activateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate a user; their sessions end at once */
        post: operations["deactivateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a contact's permissions and ticket-site credentials */
        put: operations["updateUserPermissions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a user’s photo: multipart/form-data with one `file` part
         * @description JPEG, PNG, WebP or GIF, decided from the bytes (415 FILE_TYPE_NOT_ALLOWED otherwise), at most 5 MB (413 FILE_TOO_LARGE). Re-encoded as a 256 px square PNG, metadata removed; GET /api/Backoffice/User/GetUserPhoto answers it as base64.
         */
        put: operations["replaceUserPhoto"];
        /**
         * Set a user’s photo: multipart/form-data with one `file` part
         * @description JPEG, PNG, WebP or GIF, decided from the bytes (415 FILE_TYPE_NOT_ALLOWED otherwise), at most 5 MB (413 FILE_TOO_LARGE). Re-encoded as a 256 px square PNG, metadata removed; GET /api/Backoffice/User/GetUserPhoto answers it as base64.
         */
        post: operations["uploadUserPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/resend-invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a new invitation to a user who has not set a password */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/reset-two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset a user's second factor to none and tell them by email (staff; audited) */
        post: operations["resetTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/send-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email the user a password reset link */
        post: operations["sendPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/sessions/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End all of a user's sessions */
        post: operations["endUserSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/view-as": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * View the portal as a customer contact (staff): answers a read-only session token
         * @description The token is the contact's session (their roles, permissions and data scope), for 30 minutes at most and never past the caller's own session; `expires_in` is in minutes, as in POST /token. Every call of it other than GET and HEAD (and DELETE /api/view-as, logout) answers 403 `VIEW_AS_READ_ONLY`. The contact must be an active customer contact: 404 for an unknown user, 403 for a staff user, 409 for an inactive contact. Audited (context `view-as`).
         */
        post: operations["startViewAs"];
        /**
         * End the view-as session of the bearer token or cookie (audited); 404 for an ordinary session
         * @description With the session cookie, the staff session set aside when the view began comes back as the cookie, also once the view-as session has expired. 401 without a session to end or bring back.
         */
        delete: operations["endViewAs"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/view-as/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View-as sessions, newest first: staff see all, a main contact those of their company’s contacts
         * @description Other customers get 403. `endedAt` is null while a session is open (ended, revoked or expired otherwise).
         */
        get: operations["findViewAsHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The webhook subscriptions of the caller’s company (its main contact) */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe an HTTPS address to events (audited)
         * @description The signing secret is answered here once. Private, loopback and link-local addresses are refused (400) unless staff allow them.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a webhook and its delivery log (audited) */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /** Change a webhook: address, events, on or off; staff: private addresses (audited) */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook’s deliveries, newest first, with their last answer */
        get: operations["findWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test event (ping) to the webhook now */
        post: operations["pingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new signing secret, answered once (audited) */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/deliveries/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again now, with the same delivery id (audited) */
        post: operations["replayWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The database answers
         * @description Also says what carries live notifications between instances now, and whether a configured Redis is reached (the app serves without it).
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (JSON or form-encoded, grant_type=password). expires_in is in minutes.
         * @description Answers a token, or a two-factor challenge when a second factor is due. On failure answers 400 with the plain text `Failed` (wrong credentials, or too many failures: wait and try again) or `NotAllowed` (disabled user, right password).
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An error answer (RFC 9457), with a stable `code` */
        Problem: {
            attemptsLeft?: number;
            /** @enum {string} */
            code: "VALIDATION_FAILED" | "UNAUTHORIZED" | "TOKEN_EXPIRED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "RETENTION_RUNNING" | "RATE_LIMITED" | "PAYLOAD_TOO_LARGE" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE" | "TOKEN_INVALID" | "PASSWORD_POLICY" | "CURRENT_PASSWORD_WRONG" | "TWO_FACTOR_INVALID" | "TWO_FACTOR_EXPIRED" | "EMAIL_UNAVAILABLE" | "ORDER_TRANSITION_NOT_ALLOWED" | "ORDER_CUTOFF_PASSED" | "TICKET_TRANSITION_NOT_ALLOWED" | "CONTRACT_ALREADY_APPROVED" | "SEARCH_TOO_SHORT" | "GLOBAL_SEARCH_OFF" | "FILE_REFERENCE_INVALID" | "FILE_REFERENCE_EXPIRED" | "FILE_TYPE_NOT_ALLOWED" | "FILE_TOO_LARGE" | "POLICY_ACCEPTANCE_REQUIRED" | "POLICY_NOT_EDITABLE" | "VIEW_AS_READ_ONLY" | "CROSS_SITE_REQUEST" | "REPORTS_NOT_CONFIGURED" | "REPORTS_UNAVAILABLE" | "RECENT_SIGN_IN_REQUIRED" | "PASSKEY_REQUIRED" | "PASSKEY_FAILED" | "SSO_REQUIRED" | "DATA_EXPORT_TOO_SOON" | "API_KEY_INVALID" | "API_KEY_ADDRESS_REFUSED" | "API_KEY_SCOPE";
            detail?: string;
            errors?: {
                message: string;
                path: string;
            }[];
            nextAllowedAt?: string;
            reason?: string;
            requestId?: string;
            status: number;
            suggestion?: string;
            title: string;
            type: string;
        };
    };
    responses: {
        /** @description The request is malformed or a field is invalid (`VALIDATION_FAILED` names each field in `errors`) */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The record’s state does not allow the change, or a value is taken */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller may not do this: role, permissions, a pending privacy policy, a read-only view-as session or a cross-site write */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The link or reference has expired */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description An error has occurred (details go to the system log, never to the caller) */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Nothing with this id within the caller’s scope */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The body or file is larger than allowed */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The database or Redis cannot be reached: try again after `Retry-After` seconds */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Too many calls: wait and try again */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No valid session: sign in (POST /token) and send its token */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The file’s type (decided from its bytes) is not allowed here */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    findAccessRequests: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                status?: "Pending" | "Approved" | "Rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            company: string;
                            createdAt: string;
                            decidedAt: string | null;
                            email: string;
                            id: string;
                            language: string;
                            name: string;
                            phone: string;
                            presentation: string;
                            /** @enum {string} */
                            status: "Pending" | "Approved" | "Rejected";
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createAccessRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    company?: string;
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    language?: "en-US" | "es-ES" | "pt-PT";
                    name: string;
                    /** @default  */
                    phone?: string;
                    /** @default  */
                    presentation?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        accepted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveAccessRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    companyId: string;
                    /** @enum {string} */
                    language?: "en-US" | "es-ES" | "pt-PT";
                    permissions?: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                    /** Format: uuid */
                    treeNodeId: string;
                    /** @enum {string} */
                    treeNodeKind: "company" | "business_partner" | "site" | "building";
                    userName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contactId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectAccessRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        rejected: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        changed: true;
                        otherSessionsEnded: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        userName: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyDataExports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exports: {
                            createdAt: string;
                            downloadedAt: string | null;
                            downloadUrl: string | null;
                            expiresAt: string | null;
                            id: string;
                            progress: number;
                            readyAt: string | null;
                            size: number | null;
                            /** @enum {string} */
                            source: "self" | "staff";
                            /** @enum {string} */
                            status: "queued" | "preparing" | "ready" | "failed" | "expired";
                        }[];
                        nextAllowedAt: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestMyDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        downloadedAt: string | null;
                        downloadUrl: string | null;
                        expiresAt: string | null;
                        id: string;
                        progress: number;
                        readyAt: string | null;
                        size: number | null;
                        /** @enum {string} */
                        source: "self" | "staff";
                        /** @enum {string} */
                        status: "queued" | "preparing" | "ready" | "failed" | "expired";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDevices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        ip: string | null;
                        lastSeenAt: string;
                        timeZone: string | null;
                        userAgent: string | null;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        removed: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMyErasureRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        request: {
                            createdAt: string;
                            decidedAt: string | null;
                            decisionNote: string;
                            dueAt: string;
                            id: string;
                            reason: string;
                            /** @enum {string} */
                            source: "self" | "staff";
                            /** @enum {string} */
                            status: "open" | "completed" | "rejected";
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    openMyErasureRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        decidedAt: string | null;
                        decisionNote: string;
                        dueAt: string;
                        id: string;
                        reason: string;
                        /** @enum {string} */
                        source: "self" | "staff";
                        /** @enum {string} */
                        status: "open" | "completed" | "rejected";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": "en-US" | "es-ES" | "pt-PT";
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateUserLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language: "en-US" | "es-ES" | "pt-PT";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        passkeys: {
                            backedUp: boolean;
                            createdAt: string;
                            /** @enum {string} */
                            deviceType: "singleDevice" | "multiDevice";
                            disabled: boolean;
                            id: string;
                            lastUsedAt: string | null;
                            name: string;
                        }[];
                        required: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    registerPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challengeId: string;
                    name: string;
                    response: {
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        clientExtensionResults: {
                            credProps?: {
                                rk?: boolean;
                            };
                        };
                        id: string;
                        rawId: string;
                        response: {
                            attestationObject: string;
                            authenticatorData?: string;
                            clientDataJSON: string;
                            publicKey?: string;
                            publicKeyAlgorithm?: number;
                            transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        backedUp: boolean;
                        createdAt: string;
                        /** @enum {string} */
                        deviceType: "singleDevice" | "multiDevice";
                        disabled: boolean;
                        id: string;
                        lastUsedAt: string | null;
                        name: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        removed: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    renamePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        backedUp: boolean;
                        createdAt: string;
                        /** @enum {string} */
                        deviceType: "singleDevice" | "multiDevice";
                        disabled: boolean;
                        id: string;
                        lastUsedAt: string | null;
                        name: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    registrationOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challengeId: string;
                        options: {
                            /** @enum {string} */
                            attestation?: "direct" | "enterprise" | "indirect" | "none";
                            authenticatorSelection?: {
                                /** @enum {string} */
                                authenticatorAttachment?: "platform" | "cross-platform";
                                requireResidentKey?: boolean;
                                /** @enum {string} */
                                residentKey?: "discouraged" | "preferred" | "required";
                                /** @enum {string} */
                                userVerification?: "discouraged" | "preferred" | "required";
                            };
                            challenge: string;
                            excludeCredentials?: {
                                id: string;
                                transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                                /** @enum {string} */
                                type: "public-key";
                            }[];
                            extensions?: {
                                credProps?: boolean;
                            };
                            hints?: ("hybrid" | "security-key" | "client-device")[];
                            pubKeyCredParams: {
                                alg: number;
                                /** @enum {string} */
                                type: "public-key";
                            }[];
                            rp: {
                                id?: string;
                                name: string;
                            };
                            timeout?: number;
                            user: {
                                displayName: string;
                                id: string;
                                name: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPasswordPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        maxLength: number;
                        minLength: number;
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestRecovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    language?: "en-US" | "es-ES" | "pt-PT";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        accepted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userName: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        current: boolean;
                        id: string;
                        ip: string | null;
                        lastSeenAt: string;
                        userAgent: string | null;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endOwnSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ended: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    tokenInfo: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "reset" | "invitation" | "signup";
                        userName: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTwoFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        method: "none" | "email" | "totp";
                        recoveryCodesLeft: number;
                        required: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        method: "none" | "email" | "totp";
                        recoveryCodesLeft: number;
                        required: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    enableEmailTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        method: "none" | "email" | "totp";
                        recoveryCodesLeft: number;
                        required: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startEmailTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expiresInSeconds: number;
                        to: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    enableTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startTotpSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        otpauthUrl: string;
                        qrSvg: string;
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOwnApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            allowedIps: string[];
                            /** Format: uuid */
                            companyId: string;
                            createdAt: string;
                            createdBy: string | null;
                            expiresAt: string;
                            /** Format: uuid */
                            id: string;
                            lastUsedAt: string | null;
                            lastUsedIp: string | null;
                            name: string;
                            prefix: string;
                            revokedAt: string | null;
                            revokedBy: string | null;
                            scopes: ("currentAccount:read" | "documents:read" | "orders:read" | "trips:read" | "tickets:write" | "orders:write")[];
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOwnApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    allowedIps?: string[];
                    /** @default 90 */
                    expiresInDays?: number;
                    name: string;
                    scopes: ("currentAccount:read" | "documents:read" | "orders:read" | "trips:read" | "tickets:write" | "orders:write")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKey: {
                            allowedIps: string[];
                            /** Format: uuid */
                            companyId: string;
                            createdAt: string;
                            createdBy: string | null;
                            expiresAt: string;
                            /** Format: uuid */
                            id: string;
                            lastUsedAt: string | null;
                            lastUsedIp: string | null;
                            name: string;
                            prefix: string;
                            revokedAt: string | null;
                            revokedBy: string | null;
                            scopes: ("currentAccount:read" | "documents:read" | "orders:read" | "trips:read" | "tickets:write" | "orders:write")[];
                        };
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeOwnApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedIps: string[];
                        /** Format: uuid */
                        companyId: string;
                        createdAt: string;
                        createdBy: string | null;
                        expiresAt: string;
                        /** Format: uuid */
                        id: string;
                        lastUsedAt: string | null;
                        lastUsedIp: string | null;
                        name: string;
                        prefix: string;
                        revokedAt: string | null;
                        revokedBy: string | null;
                        scopes: ("currentAccount:read" | "documents:read" | "orders:read" | "trips:read" | "tickets:write" | "orders:write")[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findAuditLog: {
        parameters: {
            query?: {
                /** @description The module, e.g. settings */
                context?: string;
                direction?: "asc" | "desc";
                /** @description From this instant, or from 00:00 UTC of this date */
                from?: string;
                page?: number;
                pageSize?: number;
                /** @description Part of the message */
                search?: string;
                sort?: "createdAt";
                /** @description Until this instant (included), or the end of this date in UTC */
                to?: string;
                /** @description The user who made the change (exact, case-insensitive) */
                userName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            after: unknown;
                            before: unknown;
                            context: string;
                            createdAt: string;
                            id: string;
                            ip: string | null;
                            message: string;
                            path: string | null;
                            requestId: string | null;
                            userId: string | null;
                            userName: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    auditContexts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportAuditLog: {
        parameters: {
            query?: {
                /** @description The module, e.g. settings */
                context?: string;
                direction?: "asc" | "desc";
                fileLanguage?: "en-US" | "es-ES" | "pt-PT";
                /** @description From this instant, or from 00:00 UTC of this date */
                from?: string;
                /** @description Part of the message */
                search?: string;
                sort?: "createdAt";
                /** @description Until this instant (included), or the end of this date in UTC */
                to?: string;
                /** @description The user who made the change (exact, case-insensitive) */
                userName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        loggedOut: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    passkeySignInOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challengeId: string;
                        options: {
                            allowCredentials?: {
                                id: string;
                                transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                                /** @enum {string} */
                                type: "public-key";
                            }[];
                            challenge: string;
                            extensions?: {
                                credProps?: boolean;
                            };
                            hints?: ("hybrid" | "security-key" | "client-device")[];
                            rpId?: string;
                            timeout?: number;
                            /** @enum {string} */
                            userVerification?: "discouraged" | "preferred" | "required";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    passkeySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challengeId: string;
                    response: {
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        clientExtensionResults: {
                            credProps?: {
                                rk?: boolean;
                            };
                        };
                        id: string;
                        rawId: string;
                        response: {
                            authenticatorData: string;
                            clientDataJSON: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        expires_in: number;
                        /** @enum {string} */
                        token_type: "bearer";
                    } | {
                        expires_in: number;
                        /** @enum {string} */
                        token_type: "cookie";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    passkeySecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challengeId: string;
                    response: {
                        /** @enum {string} */
                        authenticatorAttachment?: "platform" | "cross-platform";
                        clientExtensionResults: {
                            credProps?: {
                                rk?: boolean;
                            };
                        };
                        id: string;
                        rawId: string;
                        response: {
                            authenticatorData: string;
                            clientDataJSON: string;
                            signature: string;
                            userHandle?: string;
                        };
                        /** @enum {string} */
                        type: "public-key";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        expires_in: number;
                        /** @enum {string} */
                        token_type: "bearer";
                    } | {
                        expires_in: number;
                        /** @enum {string} */
                        token_type: "cookie";
                    } | {
                        challenge_id: string;
                        expires_in_seconds: number;
                        /** @enum {string} */
                        fallback?: "totp" | "email";
                        /** @enum {string} */
                        method: "email" | "totp" | "email_unlock" | "passkey";
                        passkey?: {
                            allowCredentials?: {
                                id: string;
                                transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                                /** @enum {string} */
                                type: "public-key";
                            }[];
                            challenge: string;
                            extensions?: {
                                credProps?: boolean;
                            };
                            hints?: ("hybrid" | "security-key" | "client-device")[];
                            rpId?: string;
                            timeout?: number;
                            /** @enum {string} */
                            userVerification?: "discouraged" | "preferred" | "required";
                        };
                        /** @enum {boolean} */
                        two_factor_required: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challengeId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifySecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challengeId: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        expires_in: number;
                        /** @enum {string} */
                        token_type: "bearer";
                    } | {
                        expires_in: number;
                        /** @enum {string} */
                        token_type: "cookie";
                    } | {
                        challenge_id: string;
                        expires_in_seconds: number;
                        /** @enum {string} */
                        fallback?: "totp" | "email";
                        /** @enum {string} */
                        method: "email" | "totp" | "email_unlock" | "passkey";
                        passkey?: {
                            allowCredentials?: {
                                id: string;
                                transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                                /** @enum {string} */
                                type: "public-key";
                            }[];
                            challenge: string;
                            extensions?: {
                                credProps?: boolean;
                            };
                            hints?: ("hybrid" | "security-key" | "client-device")[];
                            rpId?: string;
                            timeout?: number;
                            /** @enum {string} */
                            userVerification?: "discouraged" | "preferred" | "required";
                        };
                        /** @enum {boolean} */
                        two_factor_required: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    showChat: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTheLatestCookie: {
        parameters: {
            query?: {
                localeCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Both empty strings when no notice is published */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Cleaned HTML */
                        text: string;
                        title: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createGdprAcceptance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accepted: boolean;
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accepted: boolean;
                        signedOut: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOlderGdprToApprove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        text: string;
                        title: string;
                    } | null;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    showsGdpr: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChatUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGlobalSearchActive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTicketCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string | null;
                        userName: string | null;
                        usesDefault: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUserVM: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        checkedSidebarVis: ("DashboardTab" | "ReportsTab" | "ContractOrganizationTab" | "SearchDocsTab" | "TicketTab")[];
                        companyName: string | null;
                        email: string;
                        firstName: string;
                        id: string;
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        lastName: string;
                        mainContact: boolean;
                        permissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        roles: ("Admin" | "Backoffice" | "Customer")[];
                        showContractNumber: boolean;
                        showTreeId: boolean;
                        treeId: string | null;
                        userName: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findBuildings: {
        parameters: {
            query?: {
                companyId?: string;
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                search?: string;
                siteId?: string;
                sort?: "name" | "code" | "companyName" | "siteName";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            businessPartnerName: string;
                            code: string;
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            id: string;
                            name: string;
                            siteCode: string;
                            siteId: string;
                            siteName: string;
                            syncedAt: string | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBuilding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: string;
                    /** Format: uuid */
                    siteId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        businessPartnerName: string;
                        code: string;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        id: string;
                        name: string;
                        siteCode: string;
                        siteId: string;
                        siteName: string;
                        syncedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBuilding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        businessPartnerName: string;
                        code: string;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        id: string;
                        name: string;
                        siteCode: string;
                        siteId: string;
                        siteName: string;
                        syncedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateBuilding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: string;
                    /** Format: uuid */
                    siteId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        businessPartnerName: string;
                        code: string;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        id: string;
                        name: string;
                        siteCode: string;
                        siteId: string;
                        siteName: string;
                        syncedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadFile: {
        parameters: {
            query: {
                FilePath: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes, or application/zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            410: components["responses"]["Gone"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    showsNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": boolean;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findCompanies: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                search?: string;
                sort?: "name" | "code" | "createdAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            buildingCount: number;
                            code: string;
                            contactCount: number;
                            createdAt: string;
                            defaultPermissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                            id: string;
                            name: string;
                            partnerCount: number;
                            siteCount: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    defaultPermissions?: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        buildingCount: number;
                        code: string;
                        contactCount: number;
                        createdAt: string;
                        defaultPermissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        id: string;
                        name: string;
                        partnerCount: number;
                        siteCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCompanyApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            allowedIps: string[];
                            /** Format: uuid */
                            companyId: string;
                            createdAt: string;
                            createdBy: string | null;
                            expiresAt: string;
                            /** Format: uuid */
                            id: string;
                            lastUsedAt: string | null;
                            lastUsedIp: string | null;
                            name: string;
                            prefix: string;
                            revokedAt: string | null;
                            revokedBy: string | null;
                            scopes: ("currentAccount:read" | "documents:read" | "orders:read" | "trips:read" | "tickets:write" | "orders:write")[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCompanyApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    allowedIps?: string[];
                    /** @default 90 */
                    expiresInDays?: number;
                    name: string;
                    scopes: ("currentAccount:read" | "documents:read" | "orders:read" | "trips:read" | "tickets:write" | "orders:write")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKey: {
                            allowedIps: string[];
                            /** Format: uuid */
                            companyId: string;
                            createdAt: string;
                            createdBy: string | null;
                            expiresAt: string;
                            /** Format: uuid */
                            id: string;
                            lastUsedAt: string | null;
                            lastUsedIp: string | null;
                            name: string;
                            prefix: string;
                            revokedAt: string | null;
                            revokedBy: string | null;
                            scopes: ("currentAccount:read" | "documents:read" | "orders:read" | "trips:read" | "tickets:write" | "orders:write")[];
                        };
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeCompanyApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedIps: string[];
                        /** Format: uuid */
                        companyId: string;
                        createdAt: string;
                        createdBy: string | null;
                        expiresAt: string;
                        /** Format: uuid */
                        id: string;
                        lastUsedAt: string | null;
                        lastUsedIp: string | null;
                        name: string;
                        prefix: string;
                        revokedAt: string | null;
                        revokedBy: string | null;
                        scopes: ("currentAccount:read" | "documents:read" | "orders:read" | "trips:read" | "tickets:write" | "orders:write")[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCompanyProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: string;
                        clientSecretSet: boolean;
                        configured: boolean;
                        defaultPermissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        emailDomains: string[];
                        enabled: boolean;
                        grantable: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        issuer: string;
                        name: string;
                        passwordSignInOff: boolean;
                        redirectUri: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCompanyProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientId: string;
                    clientSecret?: string;
                    defaultPermissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                    emailDomains: string[];
                    enabled: boolean;
                    issuer: string;
                    name: string;
                    passwordSignInOff: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: string;
                        clientSecretSet: boolean;
                        configured: boolean;
                        defaultPermissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        emailDomains: string[];
                        enabled: boolean;
                        grantable: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        issuer: string;
                        name: string;
                        passwordSignInOff: boolean;
                        redirectUri: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCompanyProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCompanyWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscriptions: {
                            active: boolean;
                            allowPrivateNetwork: boolean;
                            companyId: string;
                            consecutiveFailures: number;
                            createdAt: string;
                            createdBy: string | null;
                            disabledReason: string | null;
                            events: ("ticket.created" | "ticket.updated" | "ticket.commented" | "ticket.proposal_made" | "order.status_changed" | "ledger.invoice_created" | "ledger.credit_memo_created" | "document.published")[];
                            id: string;
                            updatedAt: string;
                            url: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        buildingCount: number;
                        code: string;
                        contactCount: number;
                        createdAt: string;
                        defaultPermissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        id: string;
                        name: string;
                        partnerCount: number;
                        siteCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    defaultPermissions?: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        buildingCount: number;
                        code: string;
                        contactCount: number;
                        createdAt: string;
                        defaultPermissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        id: string;
                        name: string;
                        partnerCount: number;
                        siteCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDefaultPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    defaultPermissions?: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        buildingCount: number;
                        code: string;
                        contactCount: number;
                        createdAt: string;
                        defaultPermissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        id: string;
                        name: string;
                        partnerCount: number;
                        siteCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findPartners: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                search?: string;
                sort?: "name" | "customerNo";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            companyId: string;
                            createdAt: string;
                            customerNo: string;
                            id: string;
                            name: string;
                            siteCount: number;
                            vatNo: string | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerNo: string;
                    name: string;
                    vatNo?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: string;
                        createdAt: string;
                        customerNo: string;
                        id: string;
                        name: string;
                        siteCount: number;
                        vatNo: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePartner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                partnerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerNo: string;
                    name: string;
                    vatNo?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: string;
                        createdAt: string;
                        customerNo: string;
                        id: string;
                        name: string;
                        siteCount: number;
                        vatNo: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findCompanySites: {
        parameters: {
            query?: {
                businessPartnerId?: string;
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                search?: string;
                sort?: "name" | "code" | "city" | "businessPartnerName";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            address: string;
                            buildingCount: number;
                            businessPartnerId: string;
                            businessPartnerName: string;
                            city: string;
                            code: string;
                            companyId: string;
                            country: string;
                            createdAt: string;
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            postalCode: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    address?: string;
                    /** Format: uuid */
                    businessPartnerId: string;
                    /** @default  */
                    city?: string;
                    code: string;
                    /**
                     * @description ISO 3166-1 alpha-2, or empty
                     * @default
                     */
                    country?: string;
                    /** @default null */
                    latitude?: number | null;
                    /** @default null */
                    longitude?: number | null;
                    name: string;
                    /** @default  */
                    postalCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        buildingCount: number;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        city: string;
                        code: string;
                        companyId: string;
                        country: string;
                        createdAt: string;
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        postalCode: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                siteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    address?: string;
                    /** Format: uuid */
                    businessPartnerId: string;
                    /** @default  */
                    city?: string;
                    code: string;
                    /**
                     * @description ISO 3166-1 alpha-2, or empty
                     * @default
                     */
                    country?: string;
                    /** @default null */
                    latitude?: number | null;
                    /** @default null */
                    longitude?: number | null;
                    name: string;
                    /** @default  */
                    postalCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        buildingCount: number;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        city: string;
                        code: string;
                        companyId: string;
                        country: string;
                        createdAt: string;
                        id: string;
                        latitude: number | null;
                        longitude: number | null;
                        name: string;
                        postalCode: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getConnectInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiVersion: string;
                        baseUrl: string;
                        openApiPath: string;
                        operations: {
                            method: string;
                            operationId: string;
                            path: string;
                            /** @enum {string} */
                            scope: "currentAccount:read" | "documents:read" | "orders:read" | "trips:read" | "tickets:write" | "orders:write";
                            summary: string;
                        }[];
                        rateLimitPerMinute: number;
                        webhooks: {
                            retrySeconds: number[];
                            retryWindowHours: number;
                            timeoutSeconds: number;
                        };
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findContracts: {
        parameters: {
            query?: {
                businessPartnerId?: string;
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                search?: string;
                siteId?: string;
                sort?: "contractNo" | "title" | "startDate" | "endDate" | "status";
                status?: "Pending" | "Approved";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            approvedAt: string | null;
                            approvedByName: string | null;
                            businessPartnerId: string;
                            businessPartnerName: string;
                            contractNo: string;
                            currency: string;
                            endDate: string | null;
                            id: string;
                            siteId: string | null;
                            siteName: string | null;
                            startDate: string;
                            /** @enum {string} */
                            status: "Pending" | "Approved";
                            title: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approvedAt: string | null;
                        approvedByName: string | null;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        contractNo: string;
                        currency: string;
                        endDate: string | null;
                        id: string;
                        lines?: {
                            frequency: string;
                            id: string;
                            lineNo: number;
                            quantity: number;
                            service: string;
                            siteId: string | null;
                            siteName: string | null;
                            unitOfMeasure: string;
                            unitPrice?: number;
                        }[];
                        siteId: string | null;
                        siteName: string | null;
                        startDate: string;
                        /** @enum {string} */
                        status: "Pending" | "Approved";
                        title: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        approvedAt: string | null;
                        approvedByName: string | null;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        contractNo: string;
                        currency: string;
                        endDate: string | null;
                        id: string;
                        lines?: {
                            frequency: string;
                            id: string;
                            lineNo: number;
                            quantity: number;
                            service: string;
                            siteId: string | null;
                            siteName: string | null;
                            unitOfMeasure: string;
                            unitPrice?: number;
                        }[];
                        siteId: string | null;
                        siteName: string | null;
                        startDate: string;
                        /** @enum {string} */
                        status: "Pending" | "Approved";
                        title: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findCookieNotices: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                language?: "en-US" | "es-ES" | "pt-PT";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            language: "en-US" | "es-ES" | "pt-PT";
                            publishedAt: string | null;
                            text: string;
                            title: string;
                            updatedAt: string;
                            visibleFrom: string | null;
                            visibleUntil: string | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCookieNotice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language: "en-US" | "es-ES" | "pt-PT";
                    text: string;
                    title: string;
                    /** Format: date-time */
                    visibleFrom?: string | null;
                    /** Format: date-time */
                    visibleUntil?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        publishedAt: string | null;
                        text: string;
                        title: string;
                        updatedAt: string;
                        visibleFrom: string | null;
                        visibleUntil: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCookieNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language: "en-US" | "es-ES" | "pt-PT";
                    text: string;
                    title: string;
                    /** Format: date-time */
                    visibleFrom?: string | null;
                    /** Format: date-time */
                    visibleUntil?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        publishedAt: string | null;
                        text: string;
                        title: string;
                        updatedAt: string;
                        visibleFrom: string | null;
                        visibleUntil: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteCookieNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    publishCookieNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        publishedAt: string | null;
                        text: string;
                        title: string;
                        updatedAt: string;
                        visibleFrom: string | null;
                        visibleUntil: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unpublishCookieNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        publishedAt: string | null;
                        text: string;
                        title: string;
                        updatedAt: string;
                        visibleFrom: string | null;
                        visibleUntil: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findCurrentAccount: {
        parameters: {
            query?: {
                businessPartnerId?: string;
                /** @description One company’s records (staff lists show every company’s) */
                companyId?: string;
                direction?: "asc" | "desc";
                /** @description Repeated or comma-separated: Invoice, Payment, Credit Memo, Finance Charge Memo, Refund, Reminder */
                documentType?: string | string[];
                dueFrom?: string;
                dueTo?: string;
                from?: string;
                page?: number;
                pageSize?: number;
                search?: string;
                siteId?: string;
                sort?: "documentNo" | "documentType" | "postDate" | "dueDate" | "amount" | "remainingAmount";
                /** @description Repeated or comma-separated: open, overdue, paid */
                state?: string | string[];
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            amount?: number;
                            businessPartnerName: string;
                            companyName: string;
                            currency: string;
                            description: string;
                            documentNo: string;
                            /** @enum {string} */
                            documentType: "Invoice" | "Payment" | "Credit Memo" | "Finance Charge Memo" | "Refund" | "Reminder";
                            dueDate: string | null;
                            id: string;
                            pdfDocumentId: string | null;
                            postDate: string;
                            remainingAmount?: number;
                            siteName: string | null;
                            /** @enum {string} */
                            state: "open" | "overdue" | "paid";
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                        totalExact: boolean;
                        totals: {
                            balance?: number;
                            currency: string;
                            otherCurrencies?: {
                                balance?: number;
                                currency: string;
                                overdue?: number;
                            }[];
                            overdue?: number;
                            severalCompanies?: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportCurrentAccount: {
        parameters: {
            query: {
                businessPartnerId?: string;
                /** @description One company’s records (staff lists show every company’s) */
                companyId?: string;
                direction?: "asc" | "desc";
                /** @description Repeated or comma-separated: Invoice, Payment, Credit Memo, Finance Charge Memo, Refund, Reminder */
                documentType?: string | string[];
                dueFrom?: string;
                dueTo?: string;
                format: "csv" | "xlsx";
                from?: string;
                language?: "en-US" | "es-ES" | "pt-PT";
                search?: string;
                siteId?: string;
                sort?: "documentNo" | "documentType" | "postDate" | "dueDate" | "amount" | "remainingAmount";
                /** @description Repeated or comma-separated: open, overdue, paid */
                state?: string | string[];
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv (UTF-8 with BOM) or an XLSX workbook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadStatementOfAccount: {
        parameters: {
            query?: {
                businessPartnerId?: string;
                companyId?: string;
                from?: string;
                language?: "en-US" | "es-ES" | "pt-PT";
                siteId?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboard: {
        parameters: {
            query?: {
                companyId?: string;
                from?: string;
                /** @description this month, the last 3 or 12 months (this one included), or custom (from/to) */
                period?: "month" | "3m" | "12m" | "custom";
                siteId?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contracts?: {
                            awaitingApproval: number;
                        };
                        currentAccount?: {
                            currencies: {
                                aging: {
                                    amount?: number;
                                    /** @enum {string} */
                                    bucket: "current" | "1-30" | "31-60" | "61-90" | "90+";
                                    count: number;
                                }[];
                                balance?: number;
                                currency: string;
                                openCount: number;
                                overdue?: number;
                                overdueCount: number;
                            }[];
                            payments: {
                                currency: string;
                                months: {
                                    amount?: number;
                                    count: number;
                                    /** @description YYYY-MM */
                                    month: string;
                                }[];
                            }[];
                        };
                        documents?: {
                            bySection: {
                                count: number;
                                /** @enum {string} */
                                section: "Budgets" | "Folders" | "IncidenceReports" | "ListOrders" | "ServiceReports" | "LegalTechnician";
                            }[];
                            /** Format: date */
                            from: string;
                            /** Format: date */
                            to: string;
                            total: number;
                        };
                        orders?: {
                            byStatus: {
                                count: number;
                                /** @enum {string} */
                                status: "Confirming" | "Confirmed" | "Cancelled";
                            }[];
                            total: number;
                        };
                        period: {
                            /** Format: date */
                            from: string;
                            /** @enum {string} */
                            period: "month" | "3m" | "12m" | "custom";
                            /** Format: date */
                            to: string;
                        };
                        satisfaction?: {
                            answers: number;
                            averageRating: number | null;
                            csat: number | null;
                            /** @description YYYY-MM */
                            month: string;
                            surveys: number;
                        };
                        siteId: string | null;
                        sites?: {
                            id: string;
                            name: string;
                        }[];
                        tickets?: {
                            averageHoursToClose: number | null;
                            closedInPeriod: number;
                            open: {
                                count: number;
                                /** @enum {string} */
                                status: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                            }[];
                            openTotal: number;
                        };
                        /** Format: date */
                        today: string;
                        trips?: {
                            byStatus: {
                                count: number;
                                /** @enum {string} */
                                status: "Planned" | "InProgress" | "Completed" | "Cancelled";
                            }[];
                            done: number;
                            /** Format: date */
                            from: string;
                            late: number;
                            planned: number;
                            /** Format: date */
                            to: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findUserDataExports: {
        parameters: {
            query: {
                userId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exports: {
                            createdAt: string;
                            downloadedAt: string | null;
                            downloadUrl: string | null;
                            expiresAt: string | null;
                            id: string;
                            progress: number;
                            readyAt: string | null;
                            size: number | null;
                            /** @enum {string} */
                            source: "self" | "staff";
                            /** @enum {string} */
                            status: "queued" | "preparing" | "ready" | "failed" | "expired";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    prepareDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        downloadedAt: string | null;
                        downloadUrl: string | null;
                        expiresAt: string | null;
                        id: string;
                        progress: number;
                        readyAt: string | null;
                        size: number | null;
                        /** @enum {string} */
                        source: "self" | "staff";
                        /** @enum {string} */
                        status: "queued" | "preparing" | "ready" | "failed" | "expired";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/zip */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDocumentTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        documentCount: number;
                        names: {
                            "en-US": string;
                            "es-ES": string;
                            "pt-PT": string;
                        };
                        /** @enum {string} */
                        section: "Budgets" | "Folders" | "IncidenceReports" | "ListOrders" | "ServiceReports" | "LegalTechnician" | "Invoices";
                        visible: boolean;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createDocumentType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    names: {
                        "en-US": string;
                        "es-ES": string;
                        "pt-PT": string;
                    };
                    /** @enum {string} */
                    section: "Budgets" | "Folders" | "IncidenceReports" | "ListOrders" | "ServiceReports" | "LegalTechnician" | "Invoices";
                    visible: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        documentCount: number;
                        names: {
                            "en-US": string;
                            "es-ES": string;
                            "pt-PT": string;
                        };
                        /** @enum {string} */
                        section: "Budgets" | "Folders" | "IncidenceReports" | "ListOrders" | "ServiceReports" | "LegalTechnician" | "Invoices";
                        visible: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    saveDocumentType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    names: {
                        "en-US": string;
                        "es-ES": string;
                        "pt-PT": string;
                    };
                    /** @enum {string} */
                    section: "Budgets" | "Folders" | "IncidenceReports" | "ListOrders" | "ServiceReports" | "LegalTechnician" | "Invoices";
                    visible: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        documentCount: number;
                        names: {
                            "en-US": string;
                            "es-ES": string;
                            "pt-PT": string;
                        };
                        /** @enum {string} */
                        section: "Budgets" | "Folders" | "IncidenceReports" | "ListOrders" | "ServiceReports" | "LegalTechnician" | "Invoices";
                        visible: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findDocuments: {
        parameters: {
            query: {
                businessPartnerId?: string;
                direction?: "asc" | "desc";
                from?: string;
                page?: number;
                pageSize?: number;
                search?: string;
                section: "Budgets" | "Folders" | "IncidenceReports" | "ListOrders" | "ServiceReports" | "LegalTechnician" | "Invoices";
                siteId?: string;
                sort?: "documentNo" | "title" | "documentDate" | "type" | "size";
                to?: string;
                type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            businessPartnerId: string;
                            businessPartnerName: string;
                            contentType: string;
                            createdAt: string;
                            description: string;
                            documentDate: string;
                            documentNo: string;
                            downloadLink: string;
                            fileName: string;
                            id: string;
                            /** @enum {string} */
                            section: "Budgets" | "Folders" | "IncidenceReports" | "ListOrders" | "ServiceReports" | "LegalTechnician" | "Invoices";
                            siteId: string | null;
                            siteName: string | null;
                            size: number;
                            title: string;
                            typeCode: string;
                            typeName: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        businessPartnerId: string;
                        businessPartnerName: string;
                        contentType: string;
                        createdAt: string;
                        description: string;
                        documentDate: string;
                        documentNo: string;
                        downloadLink: string;
                        fileName: string;
                        id: string;
                        /** @enum {string} */
                        section: "Budgets" | "Folders" | "IncidenceReports" | "ListOrders" | "ServiceReports" | "LegalTechnician" | "Invoices";
                        siteId: string | null;
                        siteName: string | null;
                        size: number;
                        title: string;
                        typeCode: string;
                        typeName: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDownloadLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A file reference `hub\<signed token>\<file name>` for /api/Common/DownloadFile (valid a few minutes, for this user only) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDocumentSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        section: "Budgets" | "Folders" | "IncidenceReports" | "ListOrders" | "ServiceReports" | "LegalTechnician" | "Invoices";
                        types: {
                            code: string;
                            name: string;
                        }[];
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createZipLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description A file reference `hub\<signed token>\<file name>` for /api/Common/DownloadFile (valid a few minutes, for this user only) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findEmailLogs: {
        parameters: {
            query?: {
                /** @description From this instant, or from 00:00 UTC of this date */
                dateFrom?: string;
                /** @description Until this instant (included), or the end of this date in UTC */
                dateTo?: string;
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                /** @description Part of the subject or template */
                search?: string;
                status?: "Pending" | "Sent" | "Failed" | "Kept";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            attempts: number;
                            bcc: string;
                            cc: string;
                            createdAt: string;
                            fullMessage: string;
                            html: string;
                            id: string;
                            language: string;
                            lastError: string | null;
                            sentAt: string | null;
                            shortMessage: string;
                            /** @enum {string} */
                            status: "Pending" | "Sent" | "Failed" | "Kept";
                            subject: string;
                            templateKey: string;
                            to: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportEmailLog: {
        parameters: {
            query?: {
                /** @description From this instant, or from 00:00 UTC of this date */
                dateFrom?: string;
                /** @description Until this instant (included), or the end of this date in UTC */
                dateTo?: string;
                direction?: "asc" | "desc";
                fileLanguage?: "en-US" | "es-ES" | "pt-PT";
                /** @description Part of the subject or template */
                search?: string;
                status?: "Pending" | "Sent" | "Failed" | "Kept";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findOutbox: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                /** @description Part of the recipient, subject or template */
                search?: string;
                sort?: "createdAt" | "nextAttemptAt" | "attempts" | "to";
                /** @description One state; left out, every email not yet delivered */
                state?: "pending" | "retrying" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            attempts: number;
                            createdAt: string;
                            id: string;
                            language: string;
                            lastError: string | null;
                            nextAttemptAt: string | null;
                            retryable: boolean;
                            /** @enum {string} */
                            state: "pending" | "retrying" | "failed";
                            subject: string;
                            templateKey: string;
                            to: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retryOutboxEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        createdAt: string;
                        id: string;
                        language: string;
                        lastError: string | null;
                        nextAttemptAt: string | null;
                        retryable: boolean;
                        /** @enum {string} */
                        state: "pending" | "retrying" | "failed";
                        subject: string;
                        templateKey: string;
                        to: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        html: string;
                        /** @enum {string} */
                        key: "access_request_received" | "access_request_approved" | "access_request_rejected" | "user_invitation" | "signup_verify" | "signup_existing_account" | "password_reset" | "password_changed" | "two_factor_code" | "two_factor_setup" | "two_factor_reset" | "sign_in_unlock" | "email_change_verify" | "email_change_notice" | "passkey_added" | "notification_access_request" | "notification_ticket_created" | "notification_ticket_proposed" | "notification_ticket_status_changed" | "notification_ticket_comment" | "notification_ticket_assigned" | "notification_order_status_changed" | "notification_document_added" | "notification_privacy_policy" | "notification_ticket_survey" | "mail_in_held" | "mail_in_closed" | "notification_ticket_sla_warning" | "notification_erasure_overdue" | "notification_data_export_ready" | "webhook_disabled";
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        subject: string;
                        text: string;
                        updatedAt: string;
                        variables: string[];
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: "access_request_received" | "access_request_approved" | "access_request_rejected" | "user_invitation" | "signup_verify" | "signup_existing_account" | "password_reset" | "password_changed" | "two_factor_code" | "two_factor_setup" | "two_factor_reset" | "sign_in_unlock" | "email_change_verify" | "email_change_notice" | "passkey_added" | "notification_access_request" | "notification_ticket_created" | "notification_ticket_proposed" | "notification_ticket_status_changed" | "notification_ticket_comment" | "notification_ticket_assigned" | "notification_order_status_changed" | "notification_document_added" | "notification_privacy_policy" | "notification_ticket_survey" | "mail_in_held" | "mail_in_closed" | "notification_ticket_sla_warning" | "notification_erasure_overdue" | "notification_data_export_ready" | "webhook_disabled";
                language: "en-US" | "es-ES" | "pt-PT";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    html: string;
                    subject: string;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        html: string;
                        /** @enum {string} */
                        key: "access_request_received" | "access_request_approved" | "access_request_rejected" | "user_invitation" | "signup_verify" | "signup_existing_account" | "password_reset" | "password_changed" | "two_factor_code" | "two_factor_setup" | "two_factor_reset" | "sign_in_unlock" | "email_change_verify" | "email_change_notice" | "passkey_added" | "notification_access_request" | "notification_ticket_created" | "notification_ticket_proposed" | "notification_ticket_status_changed" | "notification_ticket_comment" | "notification_ticket_assigned" | "notification_order_status_changed" | "notification_document_added" | "notification_privacy_policy" | "notification_ticket_survey" | "mail_in_held" | "mail_in_closed" | "notification_ticket_sla_warning" | "notification_erasure_overdue" | "notification_data_export_ready" | "webhook_disabled";
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        subject: string;
                        text: string;
                        updatedAt: string;
                        variables: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    previewTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: "access_request_received" | "access_request_approved" | "access_request_rejected" | "user_invitation" | "signup_verify" | "signup_existing_account" | "password_reset" | "password_changed" | "two_factor_code" | "two_factor_setup" | "two_factor_reset" | "sign_in_unlock" | "email_change_verify" | "email_change_notice" | "passkey_added" | "notification_access_request" | "notification_ticket_created" | "notification_ticket_proposed" | "notification_ticket_status_changed" | "notification_ticket_comment" | "notification_ticket_assigned" | "notification_order_status_changed" | "notification_document_added" | "notification_privacy_policy" | "notification_ticket_survey" | "mail_in_held" | "mail_in_closed" | "notification_ticket_sla_warning" | "notification_erasure_overdue" | "notification_data_export_ready" | "webhook_disabled";
                language: "en-US" | "es-ES" | "pt-PT";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    html?: string;
                    subject?: string;
                    text?: string;
                    variables?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        html: string;
                        subject: string;
                        text: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendTestEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: "access_request_received" | "access_request_approved" | "access_request_rejected" | "user_invitation" | "signup_verify" | "signup_existing_account" | "password_reset" | "password_changed" | "two_factor_code" | "two_factor_setup" | "two_factor_reset" | "sign_in_unlock" | "email_change_verify" | "email_change_notice" | "passkey_added" | "notification_access_request" | "notification_ticket_created" | "notification_ticket_proposed" | "notification_ticket_status_changed" | "notification_ticket_comment" | "notification_ticket_assigned" | "notification_order_status_changed" | "notification_document_added" | "notification_privacy_policy" | "notification_ticket_survey" | "mail_in_held" | "mail_in_closed" | "notification_ticket_sla_warning" | "notification_erasure_overdue" | "notification_data_export_ready" | "webhook_disabled";
                language: "en-US" | "es-ES" | "pt-PT";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    html?: string;
                    subject?: string;
                    text?: string;
                    variables?: {
                        [key: string]: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        to: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findErasureRequests: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                /** @description Part of the user name, name or email */
                search?: string;
                sort?: "due" | "createdAt";
                status?: "open" | "completed" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            companyName: string | null;
                            createdAt: string;
                            decidedAt: string | null;
                            decidedByName: string | null;
                            decisionNote: string;
                            dueAt: string;
                            id: string;
                            name: string;
                            openedByName: string | null;
                            overdue: boolean;
                            reason: string;
                            /** @enum {string} */
                            source: "self" | "staff";
                            /** @enum {string} */
                            status: "open" | "completed" | "rejected";
                            userId: string;
                            userName: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    openErasureRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                    /** Format: uuid */
                    userId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyName: string | null;
                        createdAt: string;
                        decidable: boolean;
                        decidedAt: string | null;
                        decidedByName: string | null;
                        decisionNote: string;
                        dueAt: string;
                        email: string;
                        id: string;
                        name: string;
                        openedByName: string | null;
                        outcome: {
                            erased: {
                                /** @default 0 */
                                apiKeysRevoked: number;
                                /** @default 0 */
                                archives: number;
                                /** @default 0 */
                                comments: number;
                                /** @default 0 */
                                devices: number;
                                /** @default 0 */
                                emails: number;
                                /** @default 0 */
                                filesKept: number;
                                /** @default 0 */
                                identities: number;
                                /** @default 0 */
                                notifications: number;
                                /** @default 0 */
                                passkeys: number;
                                /** @default 0 */
                                photo: number;
                                /** @default 0 */
                                profile: number;
                                /** @default 0 */
                                sessions: number;
                                /** @default 0 */
                                signInHistory: number;
                                /** @default 0 */
                                uploadsDeleted: number;
                            };
                            kept: {
                                /** @default 0 */
                                auditEntries: number;
                                /** @default 0 */
                                ledgerEntries: number;
                                /** @default 0 */
                                orders: number;
                                /** @default 0 */
                                policyAcceptances: number;
                                /** @default 0 */
                                ticketHistory: number;
                            };
                        };
                        overdue: boolean;
                        reason: string;
                        /** @enum {string} */
                        source: "self" | "staff";
                        /** @enum {string} */
                        status: "open" | "completed" | "rejected";
                        userId: string;
                        userName: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getErasureRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyName: string | null;
                        createdAt: string;
                        decidable: boolean;
                        decidedAt: string | null;
                        decidedByName: string | null;
                        decisionNote: string;
                        dueAt: string;
                        email: string;
                        id: string;
                        name: string;
                        openedByName: string | null;
                        outcome: {
                            erased: {
                                /** @default 0 */
                                apiKeysRevoked: number;
                                /** @default 0 */
                                archives: number;
                                /** @default 0 */
                                comments: number;
                                /** @default 0 */
                                devices: number;
                                /** @default 0 */
                                emails: number;
                                /** @default 0 */
                                filesKept: number;
                                /** @default 0 */
                                identities: number;
                                /** @default 0 */
                                notifications: number;
                                /** @default 0 */
                                passkeys: number;
                                /** @default 0 */
                                photo: number;
                                /** @default 0 */
                                profile: number;
                                /** @default 0 */
                                sessions: number;
                                /** @default 0 */
                                signInHistory: number;
                                /** @default 0 */
                                uploadsDeleted: number;
                            };
                            kept: {
                                /** @default 0 */
                                auditEntries: number;
                                /** @default 0 */
                                ledgerEntries: number;
                                /** @default 0 */
                                orders: number;
                                /** @default 0 */
                                policyAcceptances: number;
                                /** @default 0 */
                                ticketHistory: number;
                            };
                        };
                        overdue: boolean;
                        reason: string;
                        /** @enum {string} */
                        source: "self" | "staff";
                        /** @enum {string} */
                        status: "open" | "completed" | "rejected";
                        userId: string;
                        userName: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveErasureRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyName: string | null;
                        createdAt: string;
                        decidable: boolean;
                        decidedAt: string | null;
                        decidedByName: string | null;
                        decisionNote: string;
                        dueAt: string;
                        email: string;
                        id: string;
                        name: string;
                        openedByName: string | null;
                        outcome: {
                            erased: {
                                /** @default 0 */
                                apiKeysRevoked: number;
                                /** @default 0 */
                                archives: number;
                                /** @default 0 */
                                comments: number;
                                /** @default 0 */
                                devices: number;
                                /** @default 0 */
                                emails: number;
                                /** @default 0 */
                                filesKept: number;
                                /** @default 0 */
                                identities: number;
                                /** @default 0 */
                                notifications: number;
                                /** @default 0 */
                                passkeys: number;
                                /** @default 0 */
                                photo: number;
                                /** @default 0 */
                                profile: number;
                                /** @default 0 */
                                sessions: number;
                                /** @default 0 */
                                signInHistory: number;
                                /** @default 0 */
                                uploadsDeleted: number;
                            };
                            kept: {
                                /** @default 0 */
                                auditEntries: number;
                                /** @default 0 */
                                ledgerEntries: number;
                                /** @default 0 */
                                orders: number;
                                /** @default 0 */
                                policyAcceptances: number;
                                /** @default 0 */
                                ticketHistory: number;
                            };
                        };
                        overdue: boolean;
                        reason: string;
                        /** @enum {string} */
                        source: "self" | "staff";
                        /** @enum {string} */
                        status: "open" | "completed" | "rejected";
                        userId: string;
                        userName: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectErasureRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyName: string | null;
                        createdAt: string;
                        decidable: boolean;
                        decidedAt: string | null;
                        decidedByName: string | null;
                        decisionNote: string;
                        dueAt: string;
                        email: string;
                        id: string;
                        name: string;
                        openedByName: string | null;
                        outcome: {
                            erased: {
                                /** @default 0 */
                                apiKeysRevoked: number;
                                /** @default 0 */
                                archives: number;
                                /** @default 0 */
                                comments: number;
                                /** @default 0 */
                                devices: number;
                                /** @default 0 */
                                emails: number;
                                /** @default 0 */
                                filesKept: number;
                                /** @default 0 */
                                identities: number;
                                /** @default 0 */
                                notifications: number;
                                /** @default 0 */
                                passkeys: number;
                                /** @default 0 */
                                photo: number;
                                /** @default 0 */
                                profile: number;
                                /** @default 0 */
                                sessions: number;
                                /** @default 0 */
                                signInHistory: number;
                                /** @default 0 */
                                uploadsDeleted: number;
                            };
                            kept: {
                                /** @default 0 */
                                auditEntries: number;
                                /** @default 0 */
                                ledgerEntries: number;
                                /** @default 0 */
                                orders: number;
                                /** @default 0 */
                                policyAcceptances: number;
                                /** @default 0 */
                                ticketHistory: number;
                            };
                        };
                        overdue: boolean;
                        reason: string;
                        /** @enum {string} */
                        source: "self" | "staff";
                        /** @enum {string} */
                        status: "open" | "completed" | "rejected";
                        userId: string;
                        userName: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    isTokenValid: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            expiresAt: string;
                            userName: string;
                        };
                        /** @enum {string} */
                        status: "OK";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGlobalInformation: {
        parameters: {
            query: {
                /** @description Repeated; none given = all seven */
                Contexts?: ("CTrips" | "CCurrentAcc" | "COrders" | "CShipment" | "CInvoices" | "COtherDocuments" | "CContractLines") | ("CTrips" | "CCurrentAcc" | "COrders" | "CShipment" | "CInvoices" | "COtherDocuments" | "CContractLines")[];
                search: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        currentAccounts: {
                            description: string;
                            id: string;
                        }[];
                        orders: {
                            description: string;
                            id: string;
                        }[];
                        searchDocuments: {
                            name: string;
                            searchDocInfos: {
                                description: string;
                                downloadLink: string | null;
                                id: string;
                            }[];
                        }[];
                        shipments: {
                            description: string;
                            id: string;
                        }[];
                        trips: {
                            description: string;
                            id: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documents: {
                            documentId: string;
                            fileName: string;
                            id: string;
                            title: string;
                        }[];
                        links: {
                            /** @enum {string} */
                            icon: "link" | "world" | "file" | "mail" | "phone" | "calendar" | "info" | "help" | "truck" | "building" | "tool" | "chart";
                            id: string;
                            label: string;
                            url: string;
                        }[];
                        news: {
                            /** @description Cleaned HTML */
                            body: string;
                            /** @description yyyy-mm-dd */
                            date: string;
                            id: string;
                            image: {
                                /** @description Height of the large variant */
                                height: number;
                                id: string;
                                large: string;
                                largeWidth: number;
                                small: string;
                                smallWidth: number;
                            } | null;
                            summary: string;
                            title: string;
                        }[];
                        slides: {
                            caption: string;
                            id: string;
                            image: {
                                /** @description Height of the large variant */
                                height: number;
                                id: string;
                                large: string;
                                largeWidth: number;
                                small: string;
                                smallWidth: number;
                            } | null;
                            logo: {
                                /** @description Height of the large variant */
                                height: number;
                                id: string;
                                large: string;
                                largeWidth: number;
                                small: string;
                                smallWidth: number;
                            } | null;
                            url: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadHomeImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Height of the large variant */
                        height: number;
                        id: string;
                        large: string;
                        largeWidth: number;
                        small: string;
                        smallWidth: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getHomeImage: {
        parameters: {
            query: {
                exp: number;
                sig: string;
            };
            header?: never;
            path: {
                id: string;
                variant: "large" | "small";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The WebP bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description Not modified (If-None-Match) */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findHomeItems: {
        parameters: {
            query: {
                kind: "slide" | "news" | "link" | "document";
                language?: "en-US" | "es-ES" | "pt-PT";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            allCompanies: boolean;
                            body: string;
                            companyIds: string[];
                            createdAt: string;
                            documentId: string | null;
                            documentTitle: string | null;
                            groupId: string;
                            /** @enum {string|null} */
                            icon: "link" | "world" | "file" | "mail" | "phone" | "calendar" | "info" | "help" | "truck" | "building" | "tool" | "chart" | null;
                            id: string;
                            image: {
                                /** @description Height of the large variant */
                                height: number;
                                id: string;
                                large: string;
                                largeWidth: number;
                                small: string;
                                smallWidth: number;
                            } | null;
                            /** @enum {string} */
                            kind: "slide" | "news" | "link" | "document";
                            /** @enum {string} */
                            language: "en-US" | "es-ES" | "pt-PT";
                            logo: {
                                /** @description Height of the large variant */
                                height: number;
                                id: string;
                                large: string;
                                largeWidth: number;
                                small: string;
                                smallWidth: number;
                            } | null;
                            newsDate: string | null;
                            position: number;
                            published: boolean;
                            summary: string;
                            title: string;
                            updatedAt: string;
                            url: string | null;
                            visibleFrom: string | null;
                            visibleUntil: string | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createHomeItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    allCompanies?: boolean;
                    /** @default  */
                    body?: string;
                    /** @default [] */
                    companyIds?: string[];
                    /** Format: uuid */
                    documentId?: string | null;
                    /** Format: uuid */
                    groupId?: string;
                    /** @enum {string|null} */
                    icon?: "link" | "world" | "file" | "mail" | "phone" | "calendar" | "info" | "help" | "truck" | "building" | "tool" | "chart" | null;
                    /** Format: uuid */
                    imageId?: string | null;
                    /** @enum {string} */
                    kind: "slide" | "news" | "link" | "document";
                    /** @enum {string} */
                    language: "en-US" | "es-ES" | "pt-PT";
                    /** Format: uuid */
                    logoId?: string | null;
                    /** Format: date */
                    newsDate?: string | null;
                    /** @default false */
                    published?: boolean;
                    /** @default  */
                    summary?: string;
                    /** @default  */
                    title?: string;
                    url?: string | null;
                    /** Format: date-time */
                    visibleFrom?: string | null;
                    /** Format: date-time */
                    visibleUntil?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allCompanies: boolean;
                        body: string;
                        companyIds: string[];
                        createdAt: string;
                        documentId: string | null;
                        documentTitle: string | null;
                        groupId: string;
                        /** @enum {string|null} */
                        icon: "link" | "world" | "file" | "mail" | "phone" | "calendar" | "info" | "help" | "truck" | "building" | "tool" | "chart" | null;
                        id: string;
                        image: {
                            /** @description Height of the large variant */
                            height: number;
                            id: string;
                            large: string;
                            largeWidth: number;
                            small: string;
                            smallWidth: number;
                        } | null;
                        /** @enum {string} */
                        kind: "slide" | "news" | "link" | "document";
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        logo: {
                            /** @description Height of the large variant */
                            height: number;
                            id: string;
                            large: string;
                            largeWidth: number;
                            small: string;
                            smallWidth: number;
                        } | null;
                        newsDate: string | null;
                        position: number;
                        published: boolean;
                        summary: string;
                        title: string;
                        updatedAt: string;
                        url: string | null;
                        visibleFrom: string | null;
                        visibleUntil: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateHomeItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    allCompanies?: boolean;
                    /** @default  */
                    body?: string;
                    /** @default [] */
                    companyIds?: string[];
                    /** Format: uuid */
                    documentId?: string | null;
                    /** Format: uuid */
                    groupId?: string;
                    /** @enum {string|null} */
                    icon?: "link" | "world" | "file" | "mail" | "phone" | "calendar" | "info" | "help" | "truck" | "building" | "tool" | "chart" | null;
                    /** Format: uuid */
                    imageId?: string | null;
                    /** @enum {string} */
                    kind: "slide" | "news" | "link" | "document";
                    /** @enum {string} */
                    language: "en-US" | "es-ES" | "pt-PT";
                    /** Format: uuid */
                    logoId?: string | null;
                    /** Format: date */
                    newsDate?: string | null;
                    /** @default false */
                    published?: boolean;
                    /** @default  */
                    summary?: string;
                    /** @default  */
                    title?: string;
                    url?: string | null;
                    /** Format: date-time */
                    visibleFrom?: string | null;
                    /** Format: date-time */
                    visibleUntil?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allCompanies: boolean;
                        body: string;
                        companyIds: string[];
                        createdAt: string;
                        documentId: string | null;
                        documentTitle: string | null;
                        groupId: string;
                        /** @enum {string|null} */
                        icon: "link" | "world" | "file" | "mail" | "phone" | "calendar" | "info" | "help" | "truck" | "building" | "tool" | "chart" | null;
                        id: string;
                        image: {
                            /** @description Height of the large variant */
                            height: number;
                            id: string;
                            large: string;
                            largeWidth: number;
                            small: string;
                            smallWidth: number;
                        } | null;
                        /** @enum {string} */
                        kind: "slide" | "news" | "link" | "document";
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        logo: {
                            /** @description Height of the large variant */
                            height: number;
                            id: string;
                            large: string;
                            largeWidth: number;
                            small: string;
                            smallWidth: number;
                        } | null;
                        newsDate: string | null;
                        position: number;
                        published: boolean;
                        summary: string;
                        title: string;
                        updatedAt: string;
                        url: string | null;
                        visibleFrom: string | null;
                        visibleUntil: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteHomeItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    publishHomeItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allCompanies: boolean;
                        body: string;
                        companyIds: string[];
                        createdAt: string;
                        documentId: string | null;
                        documentTitle: string | null;
                        groupId: string;
                        /** @enum {string|null} */
                        icon: "link" | "world" | "file" | "mail" | "phone" | "calendar" | "info" | "help" | "truck" | "building" | "tool" | "chart" | null;
                        id: string;
                        image: {
                            /** @description Height of the large variant */
                            height: number;
                            id: string;
                            large: string;
                            largeWidth: number;
                            small: string;
                            smallWidth: number;
                        } | null;
                        /** @enum {string} */
                        kind: "slide" | "news" | "link" | "document";
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        logo: {
                            /** @description Height of the large variant */
                            height: number;
                            id: string;
                            large: string;
                            largeWidth: number;
                            small: string;
                            smallWidth: number;
                        } | null;
                        newsDate: string | null;
                        position: number;
                        published: boolean;
                        summary: string;
                        title: string;
                        updatedAt: string;
                        url: string | null;
                        visibleFrom: string | null;
                        visibleUntil: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unpublishHomeItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allCompanies: boolean;
                        body: string;
                        companyIds: string[];
                        createdAt: string;
                        documentId: string | null;
                        documentTitle: string | null;
                        groupId: string;
                        /** @enum {string|null} */
                        icon: "link" | "world" | "file" | "mail" | "phone" | "calendar" | "info" | "help" | "truck" | "building" | "tool" | "chart" | null;
                        id: string;
                        image: {
                            /** @description Height of the large variant */
                            height: number;
                            id: string;
                            large: string;
                            largeWidth: number;
                            small: string;
                            smallWidth: number;
                        } | null;
                        /** @enum {string} */
                        kind: "slide" | "news" | "link" | "document";
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        logo: {
                            /** @description Height of the large variant */
                            height: number;
                            id: string;
                            large: string;
                            largeWidth: number;
                            small: string;
                            smallWidth: number;
                        } | null;
                        newsDate: string | null;
                        position: number;
                        published: boolean;
                        summary: string;
                        title: string;
                        updatedAt: string;
                        url: string | null;
                        visibleFrom: string | null;
                        visibleUntil: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reorderHomeItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findKbArticles: {
        parameters: {
            query?: {
                categoryId?: string;
                page?: number;
                pageSize?: number;
                search?: string;
                status?: "draft" | "published";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            categoryId: string | null;
                            companyIds: string[];
                            createdAt: string;
                            id: string;
                            stats: {
                                /** @description Request forms not sent after this article was opened in them */
                                deflected: number;
                                /** @description Opened from the new request form */
                                opens: number;
                                views: number;
                            };
                            /** @enum {string} */
                            status: "draft" | "published";
                            texts: {
                                body: string;
                                /** @enum {string} */
                                language: "en-US" | "es-ES" | "pt-PT";
                                title: string;
                            }[];
                            title: string;
                            updatedAt: string;
                            /** @enum {string} */
                            visibility: "all" | "companies";
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createKbArticle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @default null
                     */
                    categoryId?: string | null;
                    /** @default [] */
                    companyIds?: string[];
                    texts: {
                        body: string;
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        title: string;
                    }[];
                    /**
                     * @default all
                     * @enum {string}
                     */
                    visibility?: "all" | "companies";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categoryId: string | null;
                        companyIds: string[];
                        createdAt: string;
                        id: string;
                        stats: {
                            /** @description Request forms not sent after this article was opened in them */
                            deflected: number;
                            /** @description Opened from the new request form */
                            opens: number;
                            views: number;
                        };
                        /** @enum {string} */
                        status: "draft" | "published";
                        texts: {
                            body: string;
                            /** @enum {string} */
                            language: "en-US" | "es-ES" | "pt-PT";
                            title: string;
                        }[];
                        title: string;
                        updatedAt: string;
                        /** @enum {string} */
                        visibility: "all" | "companies";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getKbArticleForStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categoryId: string | null;
                        companyIds: string[];
                        createdAt: string;
                        id: string;
                        stats: {
                            /** @description Request forms not sent after this article was opened in them */
                            deflected: number;
                            /** @description Opened from the new request form */
                            opens: number;
                            views: number;
                        };
                        /** @enum {string} */
                        status: "draft" | "published";
                        texts: {
                            body: string;
                            /** @enum {string} */
                            language: "en-US" | "es-ES" | "pt-PT";
                            title: string;
                        }[];
                        title: string;
                        updatedAt: string;
                        /** @enum {string} */
                        visibility: "all" | "companies";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateKbArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @default null
                     */
                    categoryId?: string | null;
                    /** @default [] */
                    companyIds?: string[];
                    texts: {
                        body: string;
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        title: string;
                    }[];
                    /**
                     * @default all
                     * @enum {string}
                     */
                    visibility?: "all" | "companies";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categoryId: string | null;
                        companyIds: string[];
                        createdAt: string;
                        id: string;
                        stats: {
                            /** @description Request forms not sent after this article was opened in them */
                            deflected: number;
                            /** @description Opened from the new request form */
                            opens: number;
                            views: number;
                        };
                        /** @enum {string} */
                        status: "draft" | "published";
                        texts: {
                            body: string;
                            /** @enum {string} */
                            language: "en-US" | "es-ES" | "pt-PT";
                            title: string;
                        }[];
                        title: string;
                        updatedAt: string;
                        /** @enum {string} */
                        visibility: "all" | "companies";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteKbArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    publishKbArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categoryId: string | null;
                        companyIds: string[];
                        createdAt: string;
                        id: string;
                        stats: {
                            /** @description Request forms not sent after this article was opened in them */
                            deflected: number;
                            /** @description Opened from the new request form */
                            opens: number;
                            views: number;
                        };
                        /** @enum {string} */
                        status: "draft" | "published";
                        texts: {
                            body: string;
                            /** @enum {string} */
                            language: "en-US" | "es-ES" | "pt-PT";
                            title: string;
                        }[];
                        title: string;
                        updatedAt: string;
                        /** @enum {string} */
                        visibility: "all" | "companies";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unpublishKbArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categoryId: string | null;
                        companyIds: string[];
                        createdAt: string;
                        id: string;
                        stats: {
                            /** @description Request forms not sent after this article was opened in them */
                            deflected: number;
                            /** @description Opened from the new request form */
                            opens: number;
                            views: number;
                        };
                        /** @enum {string} */
                        status: "draft" | "published";
                        texts: {
                            body: string;
                            /** @enum {string} */
                            language: "en-US" | "es-ES" | "pt-PT";
                            title: string;
                        }[];
                        title: string;
                        updatedAt: string;
                        /** @enum {string} */
                        visibility: "all" | "companies";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createKbCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    names: {
                        /** @default  */
                        "en-US"?: string;
                        /** @default  */
                        "es-ES"?: string;
                        /** @default  */
                        "pt-PT"?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        articleCount: number;
                        id: string;
                        name: string;
                        names: {
                            [key: string]: string;
                        };
                        position: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateKbCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    names: {
                        /** @default  */
                        "en-US"?: string;
                        /** @default  */
                        "es-ES"?: string;
                        /** @default  */
                        "pt-PT"?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        articleCount: number;
                        id: string;
                        name: string;
                        names: {
                            [key: string]: string;
                        };
                        position: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteKbCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reorderKbCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    searchKbArticles: {
        parameters: {
            query?: {
                categoryId?: string;
                page?: number;
                pageSize?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            categoryId: string | null;
                            excerpt: string;
                            id: string;
                            /** @enum {string} */
                            language: "en-US" | "es-ES" | "pt-PT";
                            title: string;
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getKbArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Cleaned HTML */
                        body: string;
                        categoryId: string | null;
                        excerpt: string;
                        id: string;
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        title: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    kbArticleOpened: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    draftId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findKbCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            articleCount: number;
                            id: string;
                            name: string;
                            names: {
                                [key: string]: string;
                            };
                            position: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    kbDraftAnswered: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                draftId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    suggestKbArticles: {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            categoryId: string | null;
                            excerpt: string;
                            id: string;
                            /** @enum {string} */
                            language: "en-US" | "es-ES" | "pt-PT";
                            title: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findLoginLogs: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                /** @description From this instant, or from 00:00 UTC of this date */
                from?: string;
                page?: number;
                pageSize?: number;
                result?: "Success" | "Failed" | "NotAllowed" | "Invalid" | "Locked" | "TwoFactorRequired" | "Logout" | "PasswordReset" | "PasswordChanged" | "TwoFactorChanged" | "SessionEnded";
                /** @description Part of the user name, address or reason */
                search?: string;
                /** @description Until this instant (included), or the end of this date in UTC */
                to?: string;
                userName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            id: string;
                            ip: string | null;
                            reason: string | null;
                            /** @enum {string} */
                            result: "Success" | "Failed" | "NotAllowed" | "Invalid" | "Locked" | "TwoFactorRequired" | "Logout" | "PasswordReset" | "PasswordChanged" | "TwoFactorChanged" | "SessionEnded";
                            userAgent: string | null;
                            userId: string | null;
                            userName: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportLoginLog: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                fileLanguage?: "en-US" | "es-ES" | "pt-PT";
                /** @description From this instant, or from 00:00 UTC of this date */
                from?: string;
                result?: "Success" | "Failed" | "NotAllowed" | "Invalid" | "Locked" | "TwoFactorRequired" | "Logout" | "PasswordReset" | "PasswordChanged" | "TwoFactorChanged" | "SessionEnded";
                /** @description Part of the user name, address or reason */
                search?: string;
                /** @description Until this instant (included), or the end of this date in UTC */
                to?: string;
                userName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findSystemLogs: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                /** @description From this instant, or from 00:00 UTC of this date */
                from?: string;
                level?: "Error" | "Warning" | "Information";
                page?: number;
                pageSize?: number;
                /** @description Part of the message, path or module */
                search?: string;
                /** @description Until this instant (included), or the end of this date in UTC */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            context: string | null;
                            createdAt: string;
                            exception: string | null;
                            fullMessage: string | null;
                            id: string;
                            ip: string | null;
                            level: string;
                            machineName: string;
                            path: string | null;
                            shortMessage: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportSystemLog: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                fileLanguage?: "en-US" | "es-ES" | "pt-PT";
                /** @description From this instant, or from 00:00 UTC of this date */
                from?: string;
                level?: "Error" | "Warning" | "Information";
                /** @description Part of the message, path or module */
                search?: string;
                /** @description Until this instant (included), or the end of this date in UTC */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findInboundMails: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                /** @description Part of the sender or subject */
                search?: string;
                sort?: "receivedAt" | "status";
                status?: "received" | "posted" | "ticket_created" | "held" | "dropped" | "discarded";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            attachmentCount: number;
                            fromAddress: string;
                            fromName: string;
                            id: string;
                            processedAt: string | null;
                            /** @enum {string|null} */
                            reason: "forged_token" | "unknown_ticket" | "not_participant" | "unknown_sender" | "closed" | "no_site" | "not_for_us" | "empty" | "auto_reply" | "bulk" | "bounce" | "loop" | "duplicate" | "failed" | null;
                            receivedAt: string;
                            sender: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string} */
                            status: "received" | "posted" | "ticket_created" | "held" | "dropped" | "discarded";
                            subject: string;
                            ticketId: string | null;
                            ticketNo: string | null;
                            toAddress: string;
                            transport: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInboundMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachmentCount: number;
                        attachments: {
                            contentType: string;
                            fileName: string;
                            size: number;
                        }[];
                        envelopeFrom: string;
                        fromAddress: string;
                        fromName: string;
                        headers: {
                            name: string;
                            value: string;
                        }[];
                        id: string;
                        messageId: string;
                        postable: boolean;
                        processedAt: string | null;
                        /** @enum {string|null} */
                        reason: "forged_token" | "unknown_ticket" | "not_participant" | "unknown_sender" | "closed" | "no_site" | "not_for_us" | "empty" | "auto_reply" | "bulk" | "bounce" | "loop" | "duplicate" | "failed" | null;
                        receivedAt: string;
                        sender: {
                            id: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        status: "received" | "posted" | "ticket_created" | "held" | "dropped" | "discarded";
                        subject: string;
                        text: string;
                        ticketId: string | null;
                        ticketNo: string | null;
                        toAddress: string;
                        transport: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    discardInboundMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachmentCount: number;
                        attachments: {
                            contentType: string;
                            fileName: string;
                            size: number;
                        }[];
                        envelopeFrom: string;
                        fromAddress: string;
                        fromName: string;
                        headers: {
                            name: string;
                            value: string;
                        }[];
                        id: string;
                        messageId: string;
                        postable: boolean;
                        processedAt: string | null;
                        /** @enum {string|null} */
                        reason: "forged_token" | "unknown_ticket" | "not_participant" | "unknown_sender" | "closed" | "no_site" | "not_for_us" | "empty" | "auto_reply" | "bulk" | "bounce" | "loop" | "duplicate" | "failed" | null;
                        receivedAt: string;
                        sender: {
                            id: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        status: "received" | "posted" | "ticket_created" | "held" | "dropped" | "discarded";
                        subject: string;
                        text: string;
                        ticketId: string | null;
                        ticketNo: string | null;
                        toAddress: string;
                        transport: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    postInboundMail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    ticketId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attachmentCount: number;
                        attachments: {
                            contentType: string;
                            fileName: string;
                            size: number;
                        }[];
                        envelopeFrom: string;
                        fromAddress: string;
                        fromName: string;
                        headers: {
                            name: string;
                            value: string;
                        }[];
                        id: string;
                        messageId: string;
                        postable: boolean;
                        processedAt: string | null;
                        /** @enum {string|null} */
                        reason: "forged_token" | "unknown_ticket" | "not_participant" | "unknown_sender" | "closed" | "no_site" | "not_for_us" | "empty" | "auto_reply" | "bulk" | "bounce" | "loop" | "duplicate" | "failed" | null;
                        receivedAt: string;
                        sender: {
                            id: string;
                            name: string;
                        } | null;
                        /** @enum {string} */
                        status: "received" | "posted" | "ticket_created" | "held" | "dropped" | "discarded";
                        subject: string;
                        text: string;
                        ticketId: string | null;
                        ticketNo: string | null;
                        toAddress: string;
                        transport: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        id: string;
                        /** @enum {string} */
                        kind: "AccessRequest" | "TicketCreated" | "TicketProposed" | "TicketStatusChanged" | "TicketComment" | "TicketAssigned" | "OrderStatusChanged" | "DocumentAdded" | "PrivacyPolicy" | "TicketSurvey" | "TicketSlaWarning" | "ErasureOverdue" | "DataExportReady";
                        link: string | null;
                        refId: string;
                        requestLog: {
                            email: string;
                            id: string;
                            name: string;
                            phoneNumber: string;
                            presentation: string;
                        } | null;
                        title: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markAsViewed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        marked: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findNotifications: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                kind?: "AccessRequest" | "TicketCreated" | "TicketProposed" | "TicketStatusChanged" | "TicketComment" | "TicketAssigned" | "OrderStatusChanged" | "DocumentAdded" | "PrivacyPolicy" | "TicketSurvey" | "TicketSlaWarning" | "ErasureOverdue" | "DataExportReady";
                page?: number;
                pageSize?: number;
                sort?: "createdAt";
                state?: "unread" | "read";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            id: string;
                            /** @enum {string} */
                            kind: "AccessRequest" | "TicketCreated" | "TicketProposed" | "TicketStatusChanged" | "TicketComment" | "TicketAssigned" | "OrderStatusChanged" | "DocumentAdded" | "PrivacyPolicy" | "TicketSurvey" | "TicketSlaWarning" | "ErasureOverdue" | "DataExportReady";
                            link: string | null;
                            refId: string;
                            requestLog: {
                                email: string;
                                id: string;
                                name: string;
                                phoneNumber: string;
                                presentation: string;
                            } | null;
                            title: string;
                            viewedAt: string | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markAllViewed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        marked: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            email: boolean;
                            inApp: boolean;
                            /** @enum {string} */
                            kind: "AccessRequest" | "TicketCreated" | "TicketProposed" | "TicketStatusChanged" | "TicketComment" | "TicketAssigned" | "OrderStatusChanged" | "DocumentAdded" | "PrivacyPolicy" | "TicketSurvey" | "TicketSlaWarning" | "ErasureOverdue" | "DataExportReady";
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        email: boolean;
                        inApp: boolean;
                        /** @enum {string} */
                        kind: "AccessRequest" | "TicketCreated" | "TicketProposed" | "TicketStatusChanged" | "TicketComment" | "TicketAssigned" | "OrderStatusChanged" | "DocumentAdded" | "PrivacyPolicy" | "TicketSurvey" | "TicketSlaWarning" | "ErasureOverdue" | "DataExportReady";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            email: boolean;
                            inApp: boolean;
                            /** @enum {string} */
                            kind: "AccessRequest" | "TicketCreated" | "TicketProposed" | "TicketStatusChanged" | "TicketComment" | "TicketAssigned" | "OrderStatusChanged" | "DocumentAdded" | "PrivacyPolicy" | "TicketSurvey" | "TicketSlaWarning" | "ErasureOverdue" | "DataExportReady";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    streamNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findOrders: {
        parameters: {
            query?: {
                /** @description One company’s records (staff lists show every company’s) */
                companyId?: string;
                direction?: "asc" | "desc";
                from?: string;
                page?: number;
                pageSize?: number;
                search?: string;
                siteId?: string;
                sort?: "orderNo" | "orderDate" | "requestedTaskDate" | "taskDate" | "status";
                status?: "Confirming" | "Confirmed" | "Cancelled";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            allowedActions: ("confirm" | "cancel")[];
                            businessPartnerId: string;
                            businessPartnerName: string;
                            cancelDeadline: string | null;
                            companyName: string;
                            confirmation: string | null;
                            createdAt: string;
                            currency: string;
                            documentType: string;
                            id: string;
                            orderDate: string;
                            orderNo: string;
                            quantity: number;
                            requestedTaskDate: string;
                            requestNo: string | null;
                            siteId: string | null;
                            siteName: string | null;
                            /** @enum {string} */
                            status: "Confirming" | "Confirmed" | "Cancelled";
                            taskDate: string | null;
                            teamId: string | null;
                            teamName: string | null;
                            tourNo: string | null;
                            unitOfMeasure: string;
                            unitPrice?: number | null;
                            workLocation: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    documentType: "Service" | "Delivery" | "Collection" | "Maintenance";
                    quantity: number;
                    /** Format: date */
                    requestedTaskDate: string;
                    requestNo?: string;
                    /** Format: uuid */
                    siteId?: string;
                    /** Format: uuid */
                    teamId?: string;
                    /** @enum {string} */
                    unitOfMeasure: "Unit" | "Hour" | "Day" | "Kg" | "Tonne" | "M3" | "Litre";
                    workLocation: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedActions: ("confirm" | "cancel")[];
                        businessPartnerId: string;
                        businessPartnerName: string;
                        cancelDeadline: string | null;
                        companyName: string;
                        confirmation: string | null;
                        createdAt: string;
                        currency: string;
                        documentType: string;
                        history: {
                            at: string;
                            byName: string | null;
                            /** @enum {string|null} */
                            fromStatus: "Confirming" | "Confirmed" | "Cancelled" | null;
                            id: string;
                            note: string | null;
                            /** @enum {string} */
                            toStatus: "Confirming" | "Confirmed" | "Cancelled";
                        }[];
                        id: string;
                        orderDate: string;
                        orderNo: string;
                        quantity: number;
                        requestedTaskDate: string;
                        requestNo: string | null;
                        siteId: string | null;
                        siteName: string | null;
                        /** @enum {string} */
                        status: "Confirming" | "Confirmed" | "Cancelled";
                        taskDate: string | null;
                        teamId: string | null;
                        teamName: string | null;
                        tourNo: string | null;
                        unitOfMeasure: string;
                        unitPrice?: number | null;
                        workLocation: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedActions: ("confirm" | "cancel")[];
                        businessPartnerId: string;
                        businessPartnerName: string;
                        cancelDeadline: string | null;
                        companyName: string;
                        confirmation: string | null;
                        createdAt: string;
                        currency: string;
                        documentType: string;
                        history: {
                            at: string;
                            byName: string | null;
                            /** @enum {string|null} */
                            fromStatus: "Confirming" | "Confirmed" | "Cancelled" | null;
                            id: string;
                            note: string | null;
                            /** @enum {string} */
                            toStatus: "Confirming" | "Confirmed" | "Cancelled";
                        }[];
                        id: string;
                        orderDate: string;
                        orderNo: string;
                        quantity: number;
                        requestedTaskDate: string;
                        requestNo: string | null;
                        siteId: string | null;
                        siteName: string | null;
                        /** @enum {string} */
                        status: "Confirming" | "Confirmed" | "Cancelled";
                        taskDate: string | null;
                        teamId: string | null;
                        teamName: string | null;
                        tourNo: string | null;
                        unitOfMeasure: string;
                        unitPrice?: number | null;
                        workLocation: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedActions: ("confirm" | "cancel")[];
                        businessPartnerId: string;
                        businessPartnerName: string;
                        cancelDeadline: string | null;
                        companyName: string;
                        confirmation: string | null;
                        createdAt: string;
                        currency: string;
                        documentType: string;
                        history: {
                            at: string;
                            byName: string | null;
                            /** @enum {string|null} */
                            fromStatus: "Confirming" | "Confirmed" | "Cancelled" | null;
                            id: string;
                            note: string | null;
                            /** @enum {string} */
                            toStatus: "Confirming" | "Confirmed" | "Cancelled";
                        }[];
                        id: string;
                        orderDate: string;
                        orderNo: string;
                        quantity: number;
                        requestedTaskDate: string;
                        requestNo: string | null;
                        siteId: string | null;
                        siteName: string | null;
                        /** @enum {string} */
                        status: "Confirming" | "Confirmed" | "Cancelled";
                        taskDate: string | null;
                        teamId: string | null;
                        teamName: string | null;
                        tourNo: string | null;
                        unitOfMeasure: string;
                        unitPrice?: number | null;
                        workLocation: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmation?: string;
                    /** Format: date */
                    taskDate: string;
                    unitPrice?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedActions: ("confirm" | "cancel")[];
                        businessPartnerId: string;
                        businessPartnerName: string;
                        cancelDeadline: string | null;
                        companyName: string;
                        confirmation: string | null;
                        createdAt: string;
                        currency: string;
                        documentType: string;
                        history: {
                            at: string;
                            byName: string | null;
                            /** @enum {string|null} */
                            fromStatus: "Confirming" | "Confirmed" | "Cancelled" | null;
                            id: string;
                            note: string | null;
                            /** @enum {string} */
                            toStatus: "Confirming" | "Confirmed" | "Cancelled";
                        }[];
                        id: string;
                        orderDate: string;
                        orderNo: string;
                        quantity: number;
                        requestedTaskDate: string;
                        requestNo: string | null;
                        siteId: string | null;
                        siteName: string | null;
                        /** @enum {string} */
                        status: "Confirming" | "Confirmed" | "Cancelled";
                        taskDate: string | null;
                        teamId: string | null;
                        teamName: string | null;
                        tourNo: string | null;
                        unitOfMeasure: string;
                        unitPrice?: number | null;
                        workLocation: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrderFormOptions: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sites: {
                            businessPartnerId: string;
                            businessPartnerName: string;
                            city: string;
                            code: string;
                            id: string;
                            name: string;
                            own: boolean;
                        }[];
                        teams: {
                            businessPartnerId: string;
                            id: string;
                            name: string;
                            shift: string;
                            siteId: string | null;
                            speciality: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrgChart: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        businessPartners: {
                            code: string;
                            contracts: {
                                contractNo: string;
                                id: string;
                                /** @enum {string} */
                                status: "Pending" | "Approved";
                                title: string;
                            }[];
                            id: string;
                            /** @enum {string} */
                            kind: "business_partner";
                            name: string;
                            own: boolean;
                            sites: {
                                buildings: {
                                    code: string;
                                    contracts: {
                                        contractNo: string;
                                        id: string;
                                        /** @enum {string} */
                                        status: "Pending" | "Approved";
                                        title: string;
                                    }[];
                                    id: string;
                                    /** @enum {string} */
                                    kind: "building";
                                    name: string;
                                    own: boolean;
                                }[];
                                city: string;
                                code: string;
                                contracts: {
                                    contractNo: string;
                                    id: string;
                                    /** @enum {string} */
                                    status: "Pending" | "Approved";
                                    title: string;
                                }[];
                                id: string;
                                /** @enum {string} */
                                kind: "site";
                                name: string;
                                own: boolean;
                            }[];
                        }[];
                        code: string;
                        contracts: {
                            contractNo: string;
                            id: string;
                            /** @enum {string} */
                            status: "Pending" | "Approved";
                            title: string;
                        }[];
                        id: string;
                        /** @enum {string} */
                        kind: "company";
                        name: string;
                        own: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findCompanyTree: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        businessPartners: {
                            customerNo: string;
                            id: string;
                            name: string;
                            sites: {
                                code: string;
                                id: string;
                                name: string;
                            }[];
                        }[];
                        code: string;
                        defaultPermissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        id: string;
                        name: string;
                    }[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findPrivacyPolicies: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                language?: "en-US" | "es-ES" | "pt-PT";
                page?: number;
                pageSize?: number;
                sort?: "version" | "effectiveAt" | "updatedAt";
                version?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            createdAt: string;
                            editable: boolean;
                            effectiveAt: string;
                            encrypted: boolean;
                            expiresAt: string | null;
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            language: "en-US" | "es-ES" | "pt-PT";
                            publishedAt: string | null;
                            text: string;
                            title: string;
                            updatedAt: string;
                            version: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPrivacyPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    effectiveAt: string;
                    /**
                     * @description Store the text sealed with the app secret
                     * @default false
                     */
                    encrypted?: boolean;
                    /** Format: date-time */
                    expiresAt?: string | null;
                    /** @enum {string} */
                    language: "en-US" | "es-ES" | "pt-PT";
                    /** @description HTML, cleaned before it is stored */
                    text: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        editable: boolean;
                        effectiveAt: string;
                        encrypted: boolean;
                        expiresAt: string | null;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        publishedAt: string | null;
                        text: string;
                        title: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePrivacyPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    effectiveAt: string;
                    /**
                     * @description Store the text sealed with the app secret
                     * @default false
                     */
                    encrypted?: boolean;
                    /** Format: date-time */
                    expiresAt?: string | null;
                    /** @description HTML, cleaned before it is stored */
                    text: string;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        editable: boolean;
                        effectiveAt: string;
                        encrypted: boolean;
                        expiresAt: string | null;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        publishedAt: string | null;
                        text: string;
                        title: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deletePrivacyPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    publishPrivacyPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        editable: boolean;
                        effectiveAt: string;
                        encrypted: boolean;
                        expiresAt: string | null;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        publishedAt: string | null;
                        text: string;
                        title: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    unpublishPrivacyPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        editable: boolean;
                        effectiveAt: string;
                        encrypted: boolean;
                        expiresAt: string | null;
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        publishedAt: string | null;
                        text: string;
                        title: string;
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findPolicyAcceptances: {
        parameters: {
            query?: {
                accepted?: boolean;
                direction?: "asc" | "desc";
                /** @description From this instant, or from 00:00 UTC of this date */
                from?: string;
                language?: "en-US" | "es-ES" | "pt-PT";
                page?: number;
                pageSize?: number;
                /** @description Part of the user name or email */
                search?: string;
                sort?: "at" | "userName" | "policyVersion";
                /** @description Until this instant (included), or the end of this date in UTC */
                to?: string;
                version?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            accepted: boolean;
                            at: string;
                            companyName: string | null;
                            email: string | null;
                            fullName: string | null;
                            id: string;
                            ipAddress: string;
                            language: string;
                            policyId: string;
                            policyVersion: number;
                            userId: string;
                            userName: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportPolicyAcceptances: {
        parameters: {
            query?: {
                accepted?: boolean;
                direction?: "asc" | "desc";
                fileLanguage?: "en-US" | "es-ES" | "pt-PT";
                format?: "csv" | "xlsx";
                /** @description From this instant, or from 00:00 UTC of this date */
                from?: string;
                language?: "en-US" | "es-ES" | "pt-PT";
                /** @description Part of the user name or email */
                search?: string;
                sort?: "at" | "userName" | "policyVersion";
                timeZone?: string;
                /** @description Until this instant (included), or the end of this date in UTC */
                to?: string;
                version?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv (UTF-8 with BOM) or an XLSX workbook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    policyAcceptanceSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        versions: {
                            accepted: number;
                            declined: number;
                            languages: string[];
                            published: boolean;
                            undecided: number | null;
                            version: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findReports: {
        parameters: {
            query?: {
                language?: "en-US" | "es-ES" | "pt-PT";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            description: string;
                            id: string;
                            /** @enum {string} */
                            kind: "builtIn" | "bi";
                            /** @enum {string} */
                            provider?: "builtIn" | "powerBi" | "qlik";
                            title: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReport: {
        parameters: {
            query?: {
                businessPartnerId?: string;
                from?: string;
                page?: number;
                pageSize?: number;
                siteId?: string;
                status?: string | string[];
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        columns: {
                            key: string;
                            /** @enum {string} */
                            kind: "text" | "date" | "month" | "integer" | "decimal" | "money" | "percent" | "status";
                            /** @enum {string} */
                            values?: "documentType" | "ticketStatus" | "ticketType" | "ticketPriority" | "orderStatus" | "tripStatus";
                        }[];
                        filters: {
                            applied: {
                                /** Format: uuid */
                                businessPartnerId?: string;
                                /** Format: date */
                                from?: string;
                                /** Format: uuid */
                                siteId?: string;
                                status?: string[];
                                /** Format: date */
                                to?: string;
                            };
                            available: ("from" | "to" | "businessPartnerId" | "siteId" | "status")[];
                            statuses: string[];
                        };
                        id: string;
                        options: {
                            businessPartners: {
                                id: string;
                                name: string;
                            }[];
                            sites: {
                                businessPartnerId: string;
                                id: string;
                                name: string;
                            }[];
                        };
                        page: number;
                        pageSize: number;
                        prices: boolean;
                        rows: {
                            [key: string]: (string | null) | (number | null);
                        }[];
                        summary: {
                            currency?: string;
                            key: string;
                            /** @enum {string} */
                            kind: "integer" | "decimal" | "money" | "percent";
                            value: number | null;
                        }[];
                        total: number;
                        totals: {
                            [key: string]: (string | null) | (number | null);
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportReport: {
        parameters: {
            query: {
                businessPartnerId?: string;
                format: "pdf" | "xlsx";
                from?: string;
                language?: "en-US" | "es-ES" | "pt-PT";
                siteId?: string;
                status?: string | string[];
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description application/pdf or an XLSX workbook */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPowerBiEmbed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        embedUrl: string;
                        /** @description ISO 8601 date-time */
                        expiresAt: string;
                        reportId: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createQlikTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    target: "reports" | "dashboard";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSurvey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answeredAt: string | null;
                        comment: string | null;
                        expiresAt: string;
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        rating: number | null;
                        ticketNo: string;
                        title: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    answerSurvey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string;
                    rating: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answeredAt: string | null;
                        comment: string | null;
                        expiresAt: string;
                        /** @enum {string} */
                        language: "en-US" | "es-ES" | "pt-PT";
                        rating: number | null;
                        ticketNo: string;
                        title: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findSavedReplies: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                language?: "en-US" | "es-ES" | "pt-PT";
                page?: number;
                pageSize?: number;
                scope?: "shared" | "personal";
                search?: string;
                sort?: "title" | "updatedAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            body: string;
                            createdAt: string;
                            editable: boolean;
                            id: string;
                            /** @enum {string|null} */
                            language: "en-US" | "es-ES" | "pt-PT" | null;
                            /** @enum {string} */
                            scope: "shared" | "personal";
                            title: string;
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSavedReply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    /**
                     * @default null
                     * @enum {string|null}
                     */
                    language?: "en-US" | "es-ES" | "pt-PT" | null;
                    /**
                     * @default personal
                     * @enum {string}
                     */
                    scope?: "shared" | "personal";
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        body: string;
                        createdAt: string;
                        editable: boolean;
                        id: string;
                        /** @enum {string|null} */
                        language: "en-US" | "es-ES" | "pt-PT" | null;
                        /** @enum {string} */
                        scope: "shared" | "personal";
                        title: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSavedReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    /**
                     * @default null
                     * @enum {string|null}
                     */
                    language?: "en-US" | "es-ES" | "pt-PT" | null;
                    /**
                     * @default personal
                     * @enum {string}
                     */
                    scope?: "shared" | "personal";
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        body: string;
                        createdAt: string;
                        editable: boolean;
                        id: string;
                        /** @enum {string|null} */
                        language: "en-US" | "es-ES" | "pt-PT" | null;
                        /** @enum {string} */
                        scope: "shared" | "personal";
                        title: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSavedReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChatSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        /** @default  */
                        url: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateChatSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    /** @default  */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        /** @default  */
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDocumentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        globalSearchActive: boolean;
                        maxUploadMegabytes: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDocumentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    globalSearchActive: boolean;
                    maxUploadMegabytes: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        globalSearchActive: boolean;
                        maxUploadMegabytes: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMapSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tileUrl: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notificationsEnabled: boolean;
                        ticketDefaultUrl?: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    notificationsEnabled: boolean;
                    ticketDefaultUrl?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notificationsEnabled: boolean;
                        ticketDefaultUrl?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelCutoffHours: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateOrderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cancelCutoffHours: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cancelCutoffHours: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRecordOfProcessing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: {
                            /** @enum {string} */
                            key: "accounts" | "signInLog" | "systemLog" | "auditLog" | "email" | "notifications" | "serviceRequests" | "attachments" | "ordersInvoices" | "consent" | "viewAs" | "exports" | "accessRequests";
                            retention: {
                                kinds: {
                                    days: number | null;
                                    /** @enum {string} */
                                    kind: "loginLog" | "systemLog" | "auditLog" | "emailBody" | "emailLog" | "notifications" | "ticketAttachments" | "viewAsHistory" | "exports" | "refusedAccessRequests";
                                }[];
                            } | {
                                rule: string;
                            };
                        }[];
                        generatedAt: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportRecordOfProcessing: {
        parameters: {
            query?: {
                fileLanguage?: "en-US" | "es-ES" | "pt-PT";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReportsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default  */
                        powerBiClientId: string;
                        powerBiClientSecretSet: boolean;
                        /** @default  */
                        powerBiReportId: string;
                        /** @default  */
                        powerBiRlsRole: string;
                        /** @default  */
                        powerBiTenantId: string;
                        /** @default  */
                        powerBiWorkspaceId: string;
                        /** @default  */
                        qlikClientCertificate: string;
                        qlikClientKeySet: boolean;
                        /** @default  */
                        qlikDashboardUrl: string;
                        /** @default  */
                        qlikReportsUrl: string;
                        /** @default  */
                        qlikRootCertificate: string;
                        /** @default  */
                        qlikTicketUrl: string;
                        /** @default  */
                        qlikUserDirectory: string;
                        /**
                         * @default builtIn
                         * @enum {string}
                         */
                        reportsProvider: "builtIn" | "powerBi" | "qlik";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateReportsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    powerBiClientId?: string;
                    powerBiClientSecret?: string;
                    /** @default  */
                    powerBiReportId?: string;
                    /** @default  */
                    powerBiRlsRole?: string;
                    /** @default  */
                    powerBiTenantId?: string;
                    /** @default  */
                    powerBiWorkspaceId?: string;
                    /** @default  */
                    qlikClientCertificate?: string;
                    qlikClientKey?: string;
                    /** @default  */
                    qlikDashboardUrl?: string;
                    /** @default  */
                    qlikReportsUrl?: string;
                    /** @default  */
                    qlikRootCertificate?: string;
                    /** @default  */
                    qlikTicketUrl?: string;
                    /** @default  */
                    qlikUserDirectory?: string;
                    /**
                     * @default builtIn
                     * @enum {string}
                     */
                    reportsProvider?: "builtIn" | "powerBi" | "qlik";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default  */
                        powerBiClientId: string;
                        powerBiClientSecretSet: boolean;
                        /** @default  */
                        powerBiReportId: string;
                        /** @default  */
                        powerBiRlsRole: string;
                        /** @default  */
                        powerBiTenantId: string;
                        /** @default  */
                        powerBiWorkspaceId: string;
                        /** @default  */
                        qlikClientCertificate: string;
                        qlikClientKeySet: boolean;
                        /** @default  */
                        qlikDashboardUrl: string;
                        /** @default  */
                        qlikReportsUrl: string;
                        /** @default  */
                        qlikRootCertificate: string;
                        /** @default  */
                        qlikTicketUrl: string;
                        /** @default  */
                        qlikUserDirectory: string;
                        /**
                         * @default builtIn
                         * @enum {string}
                         */
                        reportsProvider: "builtIn" | "powerBi" | "qlik";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCompanyPowerBiReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default  */
                        reportId: string;
                        /** @default  */
                        workspaceId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateCompanyPowerBiReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reportId?: string;
                    /** @default  */
                    workspaceId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default  */
                        reportId: string;
                        /** @default  */
                        workspaceId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRetentionSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        auditLog: number | null;
                        emailBody: number | null;
                        emailLog: number;
                        exports: number | null;
                        loginLog: number;
                        notifications: number | null;
                        refusedAccessRequests: number;
                        systemLog: number;
                        ticketAttachments: number | null;
                        viewAsHistory: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateRetentionSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    auditLog: number | null;
                    emailBody: number | null;
                    emailLog: number;
                    exports: number | null;
                    loginLog: number;
                    notifications: number | null;
                    refusedAccessRequests: number;
                    systemLog: number;
                    ticketAttachments: number | null;
                    viewAsHistory: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        auditLog: number | null;
                        emailBody: number | null;
                        emailLog: number;
                        exports: number | null;
                        loginLog: number;
                        notifications: number | null;
                        refusedAccessRequests: number;
                        systemLog: number;
                        ticketAttachments: number | null;
                        viewAsHistory: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    runRetention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        run: {
                            error: string | null;
                            finishedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            removed: {
                                [key: string]: number;
                            };
                            startedAt: string;
                            startedBy: string | null;
                            /** @enum {string} */
                            status: "running" | "done" | "failed" | "abandoned";
                            /** @enum {string} */
                            trigger: "schedule" | "manual";
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRetentionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lastRun: {
                            error: string | null;
                            finishedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            removed: {
                                [key: string]: number;
                            };
                            startedAt: string;
                            startedBy: string | null;
                            /** @enum {string} */
                            status: "running" | "done" | "failed" | "abandoned";
                            /** @enum {string} */
                            trigger: "schedule" | "manual";
                        } | null;
                        nextRunAt: string;
                        running: {
                            error: string | null;
                            finishedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            removed: {
                                [key: string]: number;
                            };
                            startedAt: string;
                            startedBy: string | null;
                            /** @enum {string} */
                            status: "running" | "done" | "failed" | "abandoned";
                            /** @enum {string} */
                            trigger: "schedule" | "manual";
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSecuritySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default [] */
                        passkeyRequiredRoles: ("Admin" | "Backoffice" | "Customer")[];
                        passwordMinLength: number;
                        sessionAbsoluteMinutes: number;
                        sessionIdleMinutes: number;
                        twoFactorRequiredRoles: ("Admin" | "Backoffice" | "Customer")[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSecuritySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    passkeyRequiredRoles?: ("Admin" | "Backoffice" | "Customer")[];
                    passwordMinLength: number;
                    sessionAbsoluteMinutes: number;
                    sessionIdleMinutes: number;
                    twoFactorRequiredRoles: ("Admin" | "Backoffice" | "Customer")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default [] */
                        passkeyRequiredRoles: ("Admin" | "Backoffice" | "Customer")[];
                        passwordMinLength: number;
                        sessionAbsoluteMinutes: number;
                        sessionIdleMinutes: number;
                        twoFactorRequiredRoles: ("Admin" | "Backoffice" | "Customer")[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSlaSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        defaultCountry: "PT" | "ES";
                        end: string;
                        extraHolidays: {
                            /** @enum {string|null} */
                            country: "PT" | "ES" | null;
                            /** Format: date */
                            date: string;
                            /** @default  */
                            name: string;
                        }[];
                        start: string;
                        targets: {
                            High: {
                                firstResponseHours: number;
                                resolutionHours: number;
                            };
                            Low: {
                                firstResponseHours: number;
                                resolutionHours: number;
                            };
                            Normal: {
                                firstResponseHours: number;
                                resolutionHours: number;
                            };
                            Urgent: {
                                firstResponseHours: number;
                                resolutionHours: number;
                            };
                        };
                        warningMinutes: number;
                        workingDays: number[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSlaSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    defaultCountry: "PT" | "ES";
                    end: string;
                    extraHolidays: {
                        /** @enum {string|null} */
                        country: "PT" | "ES" | null;
                        /** Format: date */
                        date: string;
                        /** @default  */
                        name?: string;
                    }[];
                    start: string;
                    targets: {
                        High: {
                            firstResponseHours: number;
                            resolutionHours: number;
                        };
                        Low: {
                            firstResponseHours: number;
                            resolutionHours: number;
                        };
                        Normal: {
                            firstResponseHours: number;
                            resolutionHours: number;
                        };
                        Urgent: {
                            firstResponseHours: number;
                            resolutionHours: number;
                        };
                    };
                    warningMinutes: number;
                    workingDays: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        defaultCountry: "PT" | "ES";
                        end: string;
                        extraHolidays: {
                            /** @enum {string|null} */
                            country: "PT" | "ES" | null;
                            /** Format: date */
                            date: string;
                            /** @default  */
                            name: string;
                        }[];
                        start: string;
                        targets: {
                            High: {
                                firstResponseHours: number;
                                resolutionHours: number;
                            };
                            Low: {
                                firstResponseHours: number;
                                resolutionHours: number;
                            };
                            Normal: {
                                firstResponseHours: number;
                                resolutionHours: number;
                            };
                            Urgent: {
                                firstResponseHours: number;
                                resolutionHours: number;
                            };
                        };
                        warningMinutes: number;
                        workingDays: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestSignUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerNo: string;
                    /** Format: email */
                    email: string;
                    invoiceNo: string;
                    /** @enum {string} */
                    language?: "en-US" | "es-ES" | "pt-PT";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        accepted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findSites: {
        parameters: {
            query?: {
                businessPartnerId?: string;
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                search?: string;
                sort?: "name" | "code" | "city" | "businessPartnerName" | "contractCount";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            address: string;
                            buildingCount: number;
                            businessPartnerId: string;
                            businessPartnerName: string;
                            city: string;
                            code: string;
                            contractCount: number;
                            country: string;
                            id: string;
                            latitude: number | null;
                            longitude: number | null;
                            name: string;
                            orderCount?: number;
                            own: boolean;
                            postalCode: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSlaCompanyPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        overrides: {
                            firstResponseMinutes: number;
                            /** @enum {string} */
                            priority: "Low" | "Normal" | "High" | "Urgent";
                            resolutionMinutes: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSlaCompanyPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    overrides: {
                        firstResponseMinutes: number;
                        /** @enum {string} */
                        priority: "Low" | "Normal" | "High" | "Urgent";
                        resolutionMinutes: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        overrides: {
                            firstResponseMinutes: number;
                            /** @enum {string} */
                            priority: "Low" | "Normal" | "High" | "Urgent";
                            resolutionMinutes: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSlaPromise: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        end: string;
                        start: string;
                        targets: {
                            firstResponseMinutes: number;
                            /** @enum {string} */
                            priority: "Low" | "Normal" | "High" | "Urgent";
                            resolutionMinutes: number;
                        }[];
                        workingDays: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    finishSsoSignIn: {
        parameters: {
            query?: {
                code?: string;
                error?: string;
                error_description?: string;
                iss?: string;
                session_state?: string;
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOwnCompanyProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: string;
                        clientSecretSet: boolean;
                        configured: boolean;
                        defaultPermissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        emailDomains: string[];
                        enabled: boolean;
                        grantable: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        issuer: string;
                        name: string;
                        passwordSignInOff: boolean;
                        redirectUri: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateOwnCompanyProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientId: string;
                    clientSecret?: string;
                    defaultPermissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                    emailDomains: string[];
                    enabled: boolean;
                    issuer: string;
                    name: string;
                    passwordSignInOff: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: string;
                        clientSecretSet: boolean;
                        configured: boolean;
                        defaultPermissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        emailDomains: string[];
                        enabled: boolean;
                        grantable: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        issuer: string;
                        name: string;
                        passwordSignInOff: boolean;
                        redirectUri: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteOwnCompanyProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    lookup: {
        parameters: {
            query?: {
                login?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        company: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        } | null;
                        staff: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStaffProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: string;
                        clientSecretSet: boolean;
                        configured: boolean;
                        defaultPermissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        emailDomains: string[];
                        enabled: boolean;
                        grantable: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        issuer: string;
                        name: string;
                        passwordSignInOff: boolean;
                        redirectUri: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateStaffProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    clientId: string;
                    clientSecret?: string;
                    enabled: boolean;
                    issuer: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clientId: string;
                        clientSecretSet: boolean;
                        configured: boolean;
                        defaultPermissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        emailDomains: string[];
                        enabled: boolean;
                        grantable: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                        issuer: string;
                        name: string;
                        passwordSignInOff: boolean;
                        redirectUri: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startSsoSignIn: {
        parameters: {
            query: {
                provider: string;
                return?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    testProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    issuer: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authorizationEndpoint?: string;
                        issuer?: string;
                        ok: boolean;
                        /** @enum {string} */
                        reason?: "unreachable" | "invalid" | "insecure";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findStocks: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                search?: string;
                siteId?: string;
                sort?: "itemNo" | "description" | "warehouse" | "quantity" | "updatedAt";
                warehouse?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            businessPartnerId: string;
                            businessPartnerName: string;
                            description: string;
                            id: string;
                            itemNo: string;
                            quantity: number;
                            siteId: string | null;
                            siteName: string | null;
                            unitOfMeasure: string;
                            updatedAt: string;
                            warehouse: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getStock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        businessPartnerId: string;
                        businessPartnerName: string;
                        description: string;
                        id: string;
                        itemNo: string;
                        otherWarehouses: {
                            id: string;
                            quantity: number;
                            unitOfMeasure: string;
                            warehouse: string;
                        }[];
                        quantity: number;
                        siteId: string | null;
                        siteName: string | null;
                        unitOfMeasure: string;
                        updatedAt: string;
                        warehouse: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadSyncFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        createdAt: string;
                        /** @enum {string|null} */
                        entity: "companies" | "businessPartners" | "sites" | "buildings" | "contracts" | "contractLines" | "ledgerEntries" | "orders" | "trips" | null;
                        fileName: string;
                        /** @enum {string} */
                        format: "json" | "csv";
                        id: string;
                        size: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findSyncRuns: {
        parameters: {
            query?: {
                connector?: "file" | "odata";
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                status?: "queued" | "running" | "succeeded" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @enum {string} */
                            connector: "file" | "odata";
                            counts: {
                                [key: string]: {
                                    created: number;
                                    failed: number;
                                    unchanged: number;
                                    updated: number;
                                };
                            };
                            createdAt: string;
                            done: number;
                            dryRun: boolean;
                            errorCount: number;
                            failure: string | null;
                            fileId: string | null;
                            finishedAt: string | null;
                            id: string;
                            startedAt: string | null;
                            startedBy: string | null;
                            /** @enum {string} */
                            status: "queued" | "running" | "succeeded" | "failed";
                            total: number | null;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startSyncRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    connector: "file" | "odata";
                    /** @default false */
                    dryRun?: boolean;
                    entities?: ("companies" | "businessPartners" | "sites" | "buildings" | "contracts" | "contractLines" | "ledgerEntries" | "orders" | "trips")[];
                    /** Format: uuid */
                    fileId?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "succeeded" | "failed";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSyncRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        connector: "file" | "odata";
                        counts: {
                            [key: string]: {
                                created: number;
                                failed: number;
                                unchanged: number;
                                updated: number;
                            };
                        };
                        createdAt: string;
                        done: number;
                        dryRun: boolean;
                        errorCount: number;
                        errors: {
                            /** @enum {string} */
                            entity: "companies" | "businessPartners" | "sites" | "buildings" | "contracts" | "contractLines" | "ledgerEntries" | "orders" | "trips";
                            key: string | null;
                            line: number | null;
                            reason: string;
                        }[];
                        failure: string | null;
                        fileId: string | null;
                        finishedAt: string | null;
                        id: string;
                        startedAt: string | null;
                        startedBy: string | null;
                        /** @enum {string} */
                        status: "queued" | "running" | "succeeded" | "failed";
                        total: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSyncSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nightly: boolean;
                        nightlyHourUtc: number;
                        odata: {
                            /** @enum {string} */
                            authKind: "oauth2" | "basic";
                            baseUrl: string;
                            clientId: string | null;
                            companyCode: string;
                            companyName: string;
                            customBaseUrl: string | null;
                            entitySets: {
                                buildings?: string;
                                contractLines?: string;
                                contracts?: string;
                                orders?: string;
                                sites?: string;
                                trips?: string;
                            };
                            erpCompanyId: string;
                            ledgerEntitySet: string;
                            scope: string | null;
                            secretSet: boolean;
                            tokenUrl: string | null;
                            username: string | null;
                        } | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    putSyncSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nightly: boolean;
                    nightlyHourUtc: number;
                    odata: {
                        /** @enum {string} */
                        authKind: "oauth2" | "basic";
                        /** Format: uri */
                        baseUrl: string;
                        clientId?: string;
                        companyCode: string;
                        companyName: string;
                        /** Format: uri */
                        customBaseUrl?: string;
                        entitySets?: {
                            buildings?: string;
                            contractLines?: string;
                            contracts?: string;
                            orders?: string;
                            sites?: string;
                            trips?: string;
                        };
                        erpCompanyId: string;
                        /** @default customerLedgerEntries */
                        ledgerEntitySet?: string;
                        scope?: string;
                        secret?: string;
                        /** Format: uri */
                        tokenUrl?: string;
                        username?: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nightly: boolean;
                        nightlyHourUtc: number;
                        odata: {
                            /** @enum {string} */
                            authKind: "oauth2" | "basic";
                            baseUrl: string;
                            clientId: string | null;
                            companyCode: string;
                            companyName: string;
                            customBaseUrl: string | null;
                            entitySets: {
                                buildings?: string;
                                contractLines?: string;
                                contracts?: string;
                                orders?: string;
                                sites?: string;
                                trips?: string;
                            };
                            erpCompanyId: string;
                            ledgerEntitySet: string;
                            scope: string | null;
                            secretSet: boolean;
                            tokenUrl: string | null;
                            username: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findTeams: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                search?: string;
                shift?: string;
                siteId?: string;
                sort?: "name" | "leader" | "members" | "shift";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            businessPartnerId: string;
                            businessPartnerName: string;
                            id: string;
                            leader: string;
                            members: number;
                            name: string;
                            shift: string;
                            siteId: string | null;
                            siteName: string | null;
                            speciality: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        businessPartnerId: string;
                        businessPartnerName: string;
                        id: string;
                        leader: string;
                        members: number;
                        name: string;
                        shift: string;
                        site: {
                            address: string;
                            city: string;
                            country: string;
                            id: string;
                            name: string;
                            postalCode: string;
                        } | null;
                        siteId: string | null;
                        siteName: string | null;
                        speciality: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findTickets: {
        parameters: {
            query?: {
                assignee?: "me" | "none";
                companyId?: string;
                direction?: "asc" | "desc";
                from?: string;
                /** @description Former form of the open filter: true is status=open, false the closed statuses */
                open?: boolean;
                page?: number;
                pageSize?: number;
                search?: string;
                siteId?: string;
                /** @description Staff: `breached` (the running service-level target is missed) or `atRisk` (due within the warning lead time) */
                sla?: "breached" | "atRisk";
                sort?: "createdAt" | "updatedAt" | "ticketNo" | "status" | "priority" | "due";
                /** @description One status, or `open`: every status but Done, Refused, Declined and Canceled */
                status?: "open" | "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                to?: string;
                type?: "Service" | "Defect" | "Refund";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            allowedActions: ("propose" | "confirm" | "refuse" | "cancel" | "decline" | "done" | "assign")[];
                            assignee: {
                                id: string;
                                name: string;
                            } | null;
                            buildingId: string | null;
                            buildingName: string | null;
                            businessPartnerId: string;
                            businessPartnerName: string;
                            companyId: string;
                            companyName: string;
                            createdAt: string;
                            currency: string;
                            id: string;
                            /** @enum {string} */
                            priority: "Low" | "Normal" | "High" | "Urgent";
                            proposedBudget: number | null;
                            proposedDate: string | null;
                            rating?: number | null;
                            requester: {
                                id: string;
                                name: string;
                            } | null;
                            siteId: string | null;
                            siteName: string | null;
                            sla: {
                                breached: boolean;
                                firstRespondedAt: string | null;
                                firstResponseDueAt: string | null;
                                minutesLeft: number | null;
                                paused: boolean;
                                resolutionDueAt: string | null;
                                /** @enum {string|null} */
                                running: "firstResponse" | "resolution" | null;
                            } | null;
                            /** @enum {string} */
                            status: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                            ticketNo: string;
                            title: string;
                            /** @enum {string} */
                            type: "Service" | "Defect" | "Refund";
                            updatedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    attachmentIds?: string[];
                    /** Format: uuid */
                    buildingId?: string;
                    description: string;
                    /** Format: uuid */
                    draftId?: string;
                    /**
                     * @default Normal
                     * @enum {string}
                     */
                    priority?: "Low" | "Normal" | "High" | "Urgent";
                    /** Format: uuid */
                    siteId?: string;
                    title: string;
                    /** @enum {string} */
                    type: "Service" | "Defect" | "Refund";
                    /** @default [] */
                    watcherIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedActions: ("propose" | "confirm" | "refuse" | "cancel" | "decline" | "done" | "assign")[];
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            fileName: string;
                            id: string;
                            size: number;
                        }[];
                        buildingId: string | null;
                        buildingName: string | null;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        currency: string;
                        description: string;
                        id: string;
                        mergedInto: {
                            id: string;
                            ticketNo: string;
                        } | null;
                        /** @enum {string} */
                        priority: "Low" | "Normal" | "High" | "Urgent";
                        proposedBudget: number | null;
                        proposedDate: string | null;
                        rating?: number | null;
                        requester: {
                            id: string;
                            name: string;
                        } | null;
                        satisfaction?: {
                            agent: {
                                id: string;
                                name: string;
                            } | null;
                            answeredAt: string | null;
                            comment: string | null;
                            expiresAt: string;
                            open: boolean;
                            rating: number | null;
                        };
                        siteId: string | null;
                        siteName: string | null;
                        sla: {
                            breached: boolean;
                            firstRespondedAt: string | null;
                            firstResponseDueAt: string | null;
                            minutesLeft: number | null;
                            paused: boolean;
                            resolutionDueAt: string | null;
                            /** @enum {string|null} */
                            running: "firstResponse" | "resolution" | null;
                        } | null;
                        /** @enum {string} */
                        status: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        ticketNo: string;
                        timeline: ({
                            at: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string|null} */
                            fromStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled" | null;
                            id: string;
                            /** @enum {string} */
                            kind: "status";
                            note: string | null;
                            proposedBudget: number | null;
                            proposedDate: string | null;
                            /** @enum {string} */
                            toStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        } | {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                fileName: string;
                                id: string;
                                size: number;
                            }[];
                            body: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            byStaff: boolean;
                            id: string;
                            internal: boolean;
                            /** @enum {string} */
                            kind: "comment";
                        })[];
                        title: string;
                        /** @enum {string} */
                        type: "Service" | "Defect" | "Refund";
                        updatedAt: string;
                        watchers: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedActions: ("propose" | "confirm" | "refuse" | "cancel" | "decline" | "done" | "assign")[];
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            fileName: string;
                            id: string;
                            size: number;
                        }[];
                        buildingId: string | null;
                        buildingName: string | null;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        currency: string;
                        description: string;
                        id: string;
                        mergedInto: {
                            id: string;
                            ticketNo: string;
                        } | null;
                        /** @enum {string} */
                        priority: "Low" | "Normal" | "High" | "Urgent";
                        proposedBudget: number | null;
                        proposedDate: string | null;
                        rating?: number | null;
                        requester: {
                            id: string;
                            name: string;
                        } | null;
                        satisfaction?: {
                            agent: {
                                id: string;
                                name: string;
                            } | null;
                            answeredAt: string | null;
                            comment: string | null;
                            expiresAt: string;
                            open: boolean;
                            rating: number | null;
                        };
                        siteId: string | null;
                        siteName: string | null;
                        sla: {
                            breached: boolean;
                            firstRespondedAt: string | null;
                            firstResponseDueAt: string | null;
                            minutesLeft: number | null;
                            paused: boolean;
                            resolutionDueAt: string | null;
                            /** @enum {string|null} */
                            running: "firstResponse" | "resolution" | null;
                        } | null;
                        /** @enum {string} */
                        status: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        ticketNo: string;
                        timeline: ({
                            at: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string|null} */
                            fromStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled" | null;
                            id: string;
                            /** @enum {string} */
                            kind: "status";
                            note: string | null;
                            proposedBudget: number | null;
                            proposedDate: string | null;
                            /** @enum {string} */
                            toStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        } | {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                fileName: string;
                                id: string;
                                size: number;
                            }[];
                            body: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            byStaff: boolean;
                            id: string;
                            internal: boolean;
                            /** @enum {string} */
                            kind: "comment";
                        })[];
                        title: string;
                        /** @enum {string} */
                        type: "Service" | "Defect" | "Refund";
                        updatedAt: string;
                        watchers: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    assignTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    assigneeId: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedActions: ("propose" | "confirm" | "refuse" | "cancel" | "decline" | "done" | "assign")[];
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            fileName: string;
                            id: string;
                            size: number;
                        }[];
                        buildingId: string | null;
                        buildingName: string | null;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        currency: string;
                        description: string;
                        id: string;
                        mergedInto: {
                            id: string;
                            ticketNo: string;
                        } | null;
                        /** @enum {string} */
                        priority: "Low" | "Normal" | "High" | "Urgent";
                        proposedBudget: number | null;
                        proposedDate: string | null;
                        rating?: number | null;
                        requester: {
                            id: string;
                            name: string;
                        } | null;
                        satisfaction?: {
                            agent: {
                                id: string;
                                name: string;
                            } | null;
                            answeredAt: string | null;
                            comment: string | null;
                            expiresAt: string;
                            open: boolean;
                            rating: number | null;
                        };
                        siteId: string | null;
                        siteName: string | null;
                        sla: {
                            breached: boolean;
                            firstRespondedAt: string | null;
                            firstResponseDueAt: string | null;
                            minutesLeft: number | null;
                            paused: boolean;
                            resolutionDueAt: string | null;
                            /** @enum {string|null} */
                            running: "firstResponse" | "resolution" | null;
                        } | null;
                        /** @enum {string} */
                        status: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        ticketNo: string;
                        timeline: ({
                            at: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string|null} */
                            fromStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled" | null;
                            id: string;
                            /** @enum {string} */
                            kind: "status";
                            note: string | null;
                            proposedBudget: number | null;
                            proposedDate: string | null;
                            /** @enum {string} */
                            toStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        } | {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                fileName: string;
                                id: string;
                                size: number;
                            }[];
                            body: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            byStaff: boolean;
                            id: string;
                            internal: boolean;
                            /** @enum {string} */
                            kind: "comment";
                        })[];
                        title: string;
                        /** @enum {string} */
                        type: "Service" | "Defect" | "Refund";
                        updatedAt: string;
                        watchers: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    downloadTicketAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file’s bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedActions: ("propose" | "confirm" | "refuse" | "cancel" | "decline" | "done" | "assign")[];
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            fileName: string;
                            id: string;
                            size: number;
                        }[];
                        buildingId: string | null;
                        buildingName: string | null;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        currency: string;
                        description: string;
                        id: string;
                        mergedInto: {
                            id: string;
                            ticketNo: string;
                        } | null;
                        /** @enum {string} */
                        priority: "Low" | "Normal" | "High" | "Urgent";
                        proposedBudget: number | null;
                        proposedDate: string | null;
                        rating?: number | null;
                        requester: {
                            id: string;
                            name: string;
                        } | null;
                        satisfaction?: {
                            agent: {
                                id: string;
                                name: string;
                            } | null;
                            answeredAt: string | null;
                            comment: string | null;
                            expiresAt: string;
                            open: boolean;
                            rating: number | null;
                        };
                        siteId: string | null;
                        siteName: string | null;
                        sla: {
                            breached: boolean;
                            firstRespondedAt: string | null;
                            firstResponseDueAt: string | null;
                            minutesLeft: number | null;
                            paused: boolean;
                            resolutionDueAt: string | null;
                            /** @enum {string|null} */
                            running: "firstResponse" | "resolution" | null;
                        } | null;
                        /** @enum {string} */
                        status: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        ticketNo: string;
                        timeline: ({
                            at: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string|null} */
                            fromStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled" | null;
                            id: string;
                            /** @enum {string} */
                            kind: "status";
                            note: string | null;
                            proposedBudget: number | null;
                            proposedDate: string | null;
                            /** @enum {string} */
                            toStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        } | {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                fileName: string;
                                id: string;
                                size: number;
                            }[];
                            body: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            byStaff: boolean;
                            id: string;
                            internal: boolean;
                            /** @enum {string} */
                            kind: "comment";
                        })[];
                        title: string;
                        /** @enum {string} */
                        type: "Service" | "Defect" | "Refund";
                        updatedAt: string;
                        watchers: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    addTicketComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    attachmentIds?: string[];
                    body: string;
                    /** @default false */
                    internal?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedActions: ("propose" | "confirm" | "refuse" | "cancel" | "decline" | "done" | "assign")[];
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            fileName: string;
                            id: string;
                            size: number;
                        }[];
                        buildingId: string | null;
                        buildingName: string | null;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        currency: string;
                        description: string;
                        id: string;
                        mergedInto: {
                            id: string;
                            ticketNo: string;
                        } | null;
                        /** @enum {string} */
                        priority: "Low" | "Normal" | "High" | "Urgent";
                        proposedBudget: number | null;
                        proposedDate: string | null;
                        rating?: number | null;
                        requester: {
                            id: string;
                            name: string;
                        } | null;
                        satisfaction?: {
                            agent: {
                                id: string;
                                name: string;
                            } | null;
                            answeredAt: string | null;
                            comment: string | null;
                            expiresAt: string;
                            open: boolean;
                            rating: number | null;
                        };
                        siteId: string | null;
                        siteName: string | null;
                        sla: {
                            breached: boolean;
                            firstRespondedAt: string | null;
                            firstResponseDueAt: string | null;
                            minutesLeft: number | null;
                            paused: boolean;
                            resolutionDueAt: string | null;
                            /** @enum {string|null} */
                            running: "firstResponse" | "resolution" | null;
                        } | null;
                        /** @enum {string} */
                        status: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        ticketNo: string;
                        timeline: ({
                            at: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string|null} */
                            fromStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled" | null;
                            id: string;
                            /** @enum {string} */
                            kind: "status";
                            note: string | null;
                            proposedBudget: number | null;
                            proposedDate: string | null;
                            /** @enum {string} */
                            toStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        } | {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                fileName: string;
                                id: string;
                                size: number;
                            }[];
                            body: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            byStaff: boolean;
                            id: string;
                            internal: boolean;
                            /** @enum {string} */
                            kind: "comment";
                        })[];
                        title: string;
                        /** @enum {string} */
                        type: "Service" | "Defect" | "Refund";
                        updatedAt: string;
                        watchers: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    confirmTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedActions: ("propose" | "confirm" | "refuse" | "cancel" | "decline" | "done" | "assign")[];
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            fileName: string;
                            id: string;
                            size: number;
                        }[];
                        buildingId: string | null;
                        buildingName: string | null;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        currency: string;
                        description: string;
                        id: string;
                        mergedInto: {
                            id: string;
                            ticketNo: string;
                        } | null;
                        /** @enum {string} */
                        priority: "Low" | "Normal" | "High" | "Urgent";
                        proposedBudget: number | null;
                        proposedDate: string | null;
                        rating?: number | null;
                        requester: {
                            id: string;
                            name: string;
                        } | null;
                        satisfaction?: {
                            agent: {
                                id: string;
                                name: string;
                            } | null;
                            answeredAt: string | null;
                            comment: string | null;
                            expiresAt: string;
                            open: boolean;
                            rating: number | null;
                        };
                        siteId: string | null;
                        siteName: string | null;
                        sla: {
                            breached: boolean;
                            firstRespondedAt: string | null;
                            firstResponseDueAt: string | null;
                            minutesLeft: number | null;
                            paused: boolean;
                            resolutionDueAt: string | null;
                            /** @enum {string|null} */
                            running: "firstResponse" | "resolution" | null;
                        } | null;
                        /** @enum {string} */
                        status: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        ticketNo: string;
                        timeline: ({
                            at: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string|null} */
                            fromStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled" | null;
                            id: string;
                            /** @enum {string} */
                            kind: "status";
                            note: string | null;
                            proposedBudget: number | null;
                            proposedDate: string | null;
                            /** @enum {string} */
                            toStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        } | {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                fileName: string;
                                id: string;
                                size: number;
                            }[];
                            body: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            byStaff: boolean;
                            id: string;
                            internal: boolean;
                            /** @enum {string} */
                            kind: "comment";
                        })[];
                        title: string;
                        /** @enum {string} */
                        type: "Service" | "Defect" | "Refund";
                        updatedAt: string;
                        watchers: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    declineTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedActions: ("propose" | "confirm" | "refuse" | "cancel" | "decline" | "done" | "assign")[];
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            fileName: string;
                            id: string;
                            size: number;
                        }[];
                        buildingId: string | null;
                        buildingName: string | null;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        currency: string;
                        description: string;
                        id: string;
                        mergedInto: {
                            id: string;
                            ticketNo: string;
                        } | null;
                        /** @enum {string} */
                        priority: "Low" | "Normal" | "High" | "Urgent";
                        proposedBudget: number | null;
                        proposedDate: string | null;
                        rating?: number | null;
                        requester: {
                            id: string;
                            name: string;
                        } | null;
                        satisfaction?: {
                            agent: {
                                id: string;
                                name: string;
                            } | null;
                            answeredAt: string | null;
                            comment: string | null;
                            expiresAt: string;
                            open: boolean;
                            rating: number | null;
                        };
                        siteId: string | null;
                        siteName: string | null;
                        sla: {
                            breached: boolean;
                            firstRespondedAt: string | null;
                            firstResponseDueAt: string | null;
                            minutesLeft: number | null;
                            paused: boolean;
                            resolutionDueAt: string | null;
                            /** @enum {string|null} */
                            running: "firstResponse" | "resolution" | null;
                        } | null;
                        /** @enum {string} */
                        status: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        ticketNo: string;
                        timeline: ({
                            at: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string|null} */
                            fromStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled" | null;
                            id: string;
                            /** @enum {string} */
                            kind: "status";
                            note: string | null;
                            proposedBudget: number | null;
                            proposedDate: string | null;
                            /** @enum {string} */
                            toStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        } | {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                fileName: string;
                                id: string;
                                size: number;
                            }[];
                            body: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            byStaff: boolean;
                            id: string;
                            internal: boolean;
                            /** @enum {string} */
                            kind: "comment";
                        })[];
                        title: string;
                        /** @enum {string} */
                        type: "Service" | "Defect" | "Refund";
                        updatedAt: string;
                        watchers: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    doneTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedActions: ("propose" | "confirm" | "refuse" | "cancel" | "decline" | "done" | "assign")[];
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            fileName: string;
                            id: string;
                            size: number;
                        }[];
                        buildingId: string | null;
                        buildingName: string | null;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        currency: string;
                        description: string;
                        id: string;
                        mergedInto: {
                            id: string;
                            ticketNo: string;
                        } | null;
                        /** @enum {string} */
                        priority: "Low" | "Normal" | "High" | "Urgent";
                        proposedBudget: number | null;
                        proposedDate: string | null;
                        rating?: number | null;
                        requester: {
                            id: string;
                            name: string;
                        } | null;
                        satisfaction?: {
                            agent: {
                                id: string;
                                name: string;
                            } | null;
                            answeredAt: string | null;
                            comment: string | null;
                            expiresAt: string;
                            open: boolean;
                            rating: number | null;
                        };
                        siteId: string | null;
                        siteName: string | null;
                        sla: {
                            breached: boolean;
                            firstRespondedAt: string | null;
                            firstResponseDueAt: string | null;
                            minutesLeft: number | null;
                            paused: boolean;
                            resolutionDueAt: string | null;
                            /** @enum {string|null} */
                            running: "firstResponse" | "resolution" | null;
                        } | null;
                        /** @enum {string} */
                        status: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        ticketNo: string;
                        timeline: ({
                            at: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string|null} */
                            fromStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled" | null;
                            id: string;
                            /** @enum {string} */
                            kind: "status";
                            note: string | null;
                            proposedBudget: number | null;
                            proposedDate: string | null;
                            /** @enum {string} */
                            toStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        } | {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                fileName: string;
                                id: string;
                                size: number;
                            }[];
                            body: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            byStaff: boolean;
                            id: string;
                            internal: boolean;
                            /** @enum {string} */
                            kind: "comment";
                        })[];
                        title: string;
                        /** @enum {string} */
                        type: "Service" | "Defect" | "Refund";
                        updatedAt: string;
                        watchers: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    mergeTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    intoId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedActions: ("propose" | "confirm" | "refuse" | "cancel" | "decline" | "done" | "assign")[];
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            fileName: string;
                            id: string;
                            size: number;
                        }[];
                        buildingId: string | null;
                        buildingName: string | null;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        currency: string;
                        description: string;
                        id: string;
                        mergedInto: {
                            id: string;
                            ticketNo: string;
                        } | null;
                        /** @enum {string} */
                        priority: "Low" | "Normal" | "High" | "Urgent";
                        proposedBudget: number | null;
                        proposedDate: string | null;
                        rating?: number | null;
                        requester: {
                            id: string;
                            name: string;
                        } | null;
                        satisfaction?: {
                            agent: {
                                id: string;
                                name: string;
                            } | null;
                            answeredAt: string | null;
                            comment: string | null;
                            expiresAt: string;
                            open: boolean;
                            rating: number | null;
                        };
                        siteId: string | null;
                        siteName: string | null;
                        sla: {
                            breached: boolean;
                            firstRespondedAt: string | null;
                            firstResponseDueAt: string | null;
                            minutesLeft: number | null;
                            paused: boolean;
                            resolutionDueAt: string | null;
                            /** @enum {string|null} */
                            running: "firstResponse" | "resolution" | null;
                        } | null;
                        /** @enum {string} */
                        status: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        ticketNo: string;
                        timeline: ({
                            at: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string|null} */
                            fromStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled" | null;
                            id: string;
                            /** @enum {string} */
                            kind: "status";
                            note: string | null;
                            proposedBudget: number | null;
                            proposedDate: string | null;
                            /** @enum {string} */
                            toStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        } | {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                fileName: string;
                                id: string;
                                size: number;
                            }[];
                            body: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            byStaff: boolean;
                            id: string;
                            internal: boolean;
                            /** @enum {string} */
                            kind: "comment";
                        })[];
                        title: string;
                        /** @enum {string} */
                        type: "Service" | "Defect" | "Refund";
                        updatedAt: string;
                        watchers: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    proposeTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    budget: number;
                    /** @default EUR */
                    currency?: string;
                    /** Format: date */
                    date: string;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedActions: ("propose" | "confirm" | "refuse" | "cancel" | "decline" | "done" | "assign")[];
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            fileName: string;
                            id: string;
                            size: number;
                        }[];
                        buildingId: string | null;
                        buildingName: string | null;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        currency: string;
                        description: string;
                        id: string;
                        mergedInto: {
                            id: string;
                            ticketNo: string;
                        } | null;
                        /** @enum {string} */
                        priority: "Low" | "Normal" | "High" | "Urgent";
                        proposedBudget: number | null;
                        proposedDate: string | null;
                        rating?: number | null;
                        requester: {
                            id: string;
                            name: string;
                        } | null;
                        satisfaction?: {
                            agent: {
                                id: string;
                                name: string;
                            } | null;
                            answeredAt: string | null;
                            comment: string | null;
                            expiresAt: string;
                            open: boolean;
                            rating: number | null;
                        };
                        siteId: string | null;
                        siteName: string | null;
                        sla: {
                            breached: boolean;
                            firstRespondedAt: string | null;
                            firstResponseDueAt: string | null;
                            minutesLeft: number | null;
                            paused: boolean;
                            resolutionDueAt: string | null;
                            /** @enum {string|null} */
                            running: "firstResponse" | "resolution" | null;
                        } | null;
                        /** @enum {string} */
                        status: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        ticketNo: string;
                        timeline: ({
                            at: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string|null} */
                            fromStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled" | null;
                            id: string;
                            /** @enum {string} */
                            kind: "status";
                            note: string | null;
                            proposedBudget: number | null;
                            proposedDate: string | null;
                            /** @enum {string} */
                            toStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        } | {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                fileName: string;
                                id: string;
                                size: number;
                            }[];
                            body: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            byStaff: boolean;
                            id: string;
                            internal: boolean;
                            /** @enum {string} */
                            kind: "comment";
                        })[];
                        title: string;
                        /** @enum {string} */
                        type: "Service" | "Defect" | "Refund";
                        updatedAt: string;
                        watchers: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refuseTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        allowedActions: ("propose" | "confirm" | "refuse" | "cancel" | "decline" | "done" | "assign")[];
                        assignee: {
                            id: string;
                            name: string;
                        } | null;
                        attachments: {
                            contentType: string;
                            createdAt: string;
                            fileName: string;
                            id: string;
                            size: number;
                        }[];
                        buildingId: string | null;
                        buildingName: string | null;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        companyId: string;
                        companyName: string;
                        createdAt: string;
                        currency: string;
                        description: string;
                        id: string;
                        mergedInto: {
                            id: string;
                            ticketNo: string;
                        } | null;
                        /** @enum {string} */
                        priority: "Low" | "Normal" | "High" | "Urgent";
                        proposedBudget: number | null;
                        proposedDate: string | null;
                        rating?: number | null;
                        requester: {
                            id: string;
                            name: string;
                        } | null;
                        satisfaction?: {
                            agent: {
                                id: string;
                                name: string;
                            } | null;
                            answeredAt: string | null;
                            comment: string | null;
                            expiresAt: string;
                            open: boolean;
                            rating: number | null;
                        };
                        siteId: string | null;
                        siteName: string | null;
                        sla: {
                            breached: boolean;
                            firstRespondedAt: string | null;
                            firstResponseDueAt: string | null;
                            minutesLeft: number | null;
                            paused: boolean;
                            resolutionDueAt: string | null;
                            /** @enum {string|null} */
                            running: "firstResponse" | "resolution" | null;
                        } | null;
                        /** @enum {string} */
                        status: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        ticketNo: string;
                        timeline: ({
                            at: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            /** @enum {string|null} */
                            fromStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled" | null;
                            id: string;
                            /** @enum {string} */
                            kind: "status";
                            note: string | null;
                            proposedBudget: number | null;
                            proposedDate: string | null;
                            /** @enum {string} */
                            toStatus: "Pending" | "Confirming" | "Confirmed" | "Done" | "Refused" | "Declined" | "Canceled";
                        } | {
                            at: string;
                            attachments: {
                                contentType: string;
                                createdAt: string;
                                fileName: string;
                                id: string;
                                size: number;
                            }[];
                            body: string;
                            by: {
                                id: string;
                                name: string;
                            } | null;
                            byStaff: boolean;
                            id: string;
                            internal: boolean;
                            /** @enum {string} */
                            kind: "comment";
                        })[];
                        title: string;
                        /** @enum {string} */
                        type: "Service" | "Defect" | "Refund";
                        updatedAt: string;
                        watchers: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    answerTicketSurvey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    comment?: string;
                    rating: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agent: {
                            id: string;
                            name: string;
                        } | null;
                        answeredAt: string | null;
                        comment: string | null;
                        expiresAt: string;
                        open: boolean;
                        rating: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    renderSavedReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                replyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        text: string;
                        unknown: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadTicketAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contentType: string;
                        createdAt: string;
                        fileName: string;
                        id: string;
                        size: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    bulkTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "assign";
                    /** Format: uuid */
                    assigneeId: string | null;
                    ids: string[];
                } | {
                    /** @enum {string} */
                    action: "decline";
                    ids: string[];
                    note: string;
                } | {
                    /** @enum {string} */
                    action: "done";
                    ids: string[];
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        failed: number;
                        results: {
                            code?: string;
                            id: string;
                            ok: boolean;
                            status?: number;
                            ticketNo: string | null;
                        }[];
                        updated: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTicketFormOptions: {
        parameters: {
            query?: {
                companyId?: string;
                siteId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sites: {
                            buildings: {
                                id: string;
                                name: string;
                            }[];
                            businessPartnerName: string;
                            code: string;
                            id: string;
                            name: string;
                            own: boolean;
                        }[];
                        watchers: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findTransports: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                from?: string;
                page?: number;
                pageSize?: number;
                search?: string;
                sort?: "shipmentNo" | "shipDate" | "deliveryDate" | "status" | "weightKg";
                status?: "Planned" | "InTransit" | "Delivered" | "Cancelled";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            businessPartnerId: string;
                            businessPartnerName: string;
                            deliveryDate: string | null;
                            destination: string;
                            id: string;
                            origin: string;
                            packages: number;
                            shipDate: string;
                            shipmentNo: string;
                            siteId: string | null;
                            siteName: string | null;
                            /** @enum {string} */
                            status: "Planned" | "InTransit" | "Delivered" | "Cancelled";
                            tourNo: string | null;
                            tripId: string | null;
                            weightKg: number;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTransport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        businessPartnerId: string;
                        businessPartnerName: string;
                        deliveryDate: string | null;
                        destination: string;
                        id: string;
                        origin: string;
                        packages: number;
                        shipDate: string;
                        shipmentNo: string;
                        siteId: string | null;
                        siteName: string | null;
                        /** @enum {string} */
                        status: "Planned" | "InTransit" | "Delivered" | "Cancelled";
                        tourNo: string | null;
                        trip: {
                            driver: string;
                            id: string;
                            plannedEnd: string;
                            plannedStart: string;
                            status: string;
                            tourNo: string;
                            vehicle: string;
                        } | null;
                        tripId: string | null;
                        weightKg: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findTrips: {
        parameters: {
            query?: {
                /** @description One company’s records (staff lists show every company’s) */
                companyId?: string;
                direction?: "asc" | "desc";
                from?: string;
                page?: number;
                pageSize?: number;
                search?: string;
                siteId?: string;
                sort?: "tourNo" | "plannedStart" | "status" | "distanceKm";
                status?: "Planned" | "InProgress" | "Completed" | "Cancelled";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            actualEnd: string | null;
                            actualStart: string | null;
                            businessPartnerId: string;
                            businessPartnerName: string;
                            companyName: string;
                            destination: string;
                            distanceKm: number;
                            driver: string;
                            id: string;
                            origin: string;
                            plannedEnd: string;
                            plannedStart: string;
                            siteId: string | null;
                            siteName: string | null;
                            /** @enum {string} */
                            status: "Planned" | "InProgress" | "Completed" | "Cancelled";
                            tourNo: string;
                            vehicle: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTrip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actualEnd: string | null;
                        actualStart: string | null;
                        businessPartnerId: string;
                        businessPartnerName: string;
                        companyName: string;
                        destination: string;
                        distanceKm: number;
                        driver: string;
                        id: string;
                        origin: string;
                        plannedEnd: string;
                        plannedStart: string;
                        siteId: string | null;
                        siteName: string | null;
                        /** @enum {string} */
                        status: "Planned" | "InProgress" | "Completed" | "Cancelled";
                        stops: {
                            arrivedAt: string | null;
                            delayMinutes: number | null;
                            departedAt: string | null;
                            id: string;
                            place: string;
                            plannedAt: string;
                            seq: number;
                        }[];
                        tourNo: string;
                        transports: {
                            deliveryDate: string | null;
                            destination: string;
                            id: string;
                            packages: number;
                            shipDate: string;
                            shipmentNo: string;
                            /** @enum {string} */
                            status: "Planned" | "InTransit" | "Delivered" | "Cancelled";
                            weightKg: number;
                        }[];
                        vehicle: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findUsers: {
        parameters: {
            query?: {
                active?: boolean;
                companyId?: string;
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                role?: "Admin" | "Backoffice" | "Customer";
                /** @description User name, first or last name or email contains this */
                search?: string;
                sort?: "userName" | "lastName" | "email" | "createdAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            active: boolean;
                            allowedActions: ("edit" | "permissions" | "view-as" | "deactivate" | "activate" | "send-reset" | "resend-invitation" | "reset-two-factor" | "request-erasure" | "prepare-data-export")[];
                            companyId: string | null;
                            companyName: string | null;
                            createdAt: string;
                            email: string;
                            firstName: string;
                            id: string;
                            invitationPending: boolean;
                            lastName: string;
                            mainContact: boolean;
                            roles: ("Admin" | "Backoffice" | "Customer")[];
                            twoFactor: boolean;
                            userName: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    city?: string | null;
                    /** Format: uuid */
                    companyId?: string | null;
                    /** Format: date */
                    dateOfBirth?: string | null;
                    /** Format: email */
                    email: string;
                    firstName: string;
                    identification?: string | null;
                    /** @enum {string} */
                    language: "en-US" | "es-ES" | "pt-PT";
                    /** @default  */
                    lastName?: string;
                    mainContact?: boolean;
                    permissions?: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                    retailCentre?: string | null;
                    roles?: ("Admin" | "Backoffice" | "Customer")[];
                    showContractNumber?: boolean;
                    showTreeId?: boolean;
                    street?: string | null;
                    /** Format: uuid */
                    treeNodeId?: string | null;
                    /** @enum {string|null} */
                    treeNodeKind?: "company" | "business_partner" | "site" | "building" | null;
                    userName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        can: {
                            activate: boolean;
                            edit: boolean;
                            grantable: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                            resendInvitation: boolean;
                            sendReset: boolean;
                            setCompany: boolean;
                            setPermissions: boolean;
                            setRoles: boolean;
                        };
                        user: {
                            active: boolean;
                            allowedActions: ("edit" | "permissions" | "view-as" | "deactivate" | "activate" | "send-reset" | "resend-invitation" | "reset-two-factor" | "request-erasure" | "prepare-data-export")[];
                            city: string | null;
                            companyId: string | null;
                            companyName: string | null;
                            createdAt: string;
                            dateOfBirth: string | null;
                            email: string;
                            firstName: string;
                            hasPhoto: boolean;
                            id: string;
                            identification: string | null;
                            invitationPending: boolean;
                            /** @enum {string} */
                            language: "en-US" | "es-ES" | "pt-PT";
                            lastName: string;
                            mainContact: boolean;
                            pendingEmail: string | null;
                            permissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                            retailCentre: string | null;
                            roles: ("Admin" | "Backoffice" | "Customer")[];
                            showContractNumber: boolean;
                            showTreeId: boolean;
                            street: string | null;
                            ticketUrl: string | null;
                            ticketUserName: string | null;
                            treeNodeId: string | null;
                            /** @enum {string|null} */
                            treeNodeKind: "company" | "business_partner" | "site" | "building" | null;
                            twoFactor: boolean;
                            userName: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    city?: string | null;
                    /** Format: uuid */
                    companyId?: string | null;
                    /** Format: date */
                    dateOfBirth?: string | null;
                    /** Format: email */
                    email: string;
                    firstName: string;
                    identification?: string | null;
                    /** @enum {string} */
                    language: "en-US" | "es-ES" | "pt-PT";
                    /** @default  */
                    lastName?: string;
                    mainContact?: boolean;
                    retailCentre?: string | null;
                    roles?: ("Admin" | "Backoffice" | "Customer")[];
                    showContractNumber?: boolean;
                    showTreeId?: boolean;
                    street?: string | null;
                    /** Format: uuid */
                    treeNodeId?: string | null;
                    /** @enum {string|null} */
                    treeNodeKind?: "company" | "business_partner" | "site" | "building" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        can: {
                            activate: boolean;
                            edit: boolean;
                            grantable: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                            resendInvitation: boolean;
                            sendReset: boolean;
                            setCompany: boolean;
                            setPermissions: boolean;
                            setRoles: boolean;
                        };
                        user: {
                            active: boolean;
                            allowedActions: ("edit" | "permissions" | "view-as" | "deactivate" | "activate" | "send-reset" | "resend-invitation" | "reset-two-factor" | "request-erasure" | "prepare-data-export")[];
                            city: string | null;
                            companyId: string | null;
                            companyName: string | null;
                            createdAt: string;
                            dateOfBirth: string | null;
                            email: string;
                            firstName: string;
                            hasPhoto: boolean;
                            id: string;
                            identification: string | null;
                            invitationPending: boolean;
                            /** @enum {string} */
                            language: "en-US" | "es-ES" | "pt-PT";
                            lastName: string;
                            mainContact: boolean;
                            pendingEmail: string | null;
                            permissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                            retailCentre: string | null;
                            roles: ("Admin" | "Backoffice" | "Customer")[];
                            showContractNumber: boolean;
                            showTreeId: boolean;
                            street: string | null;
                            ticketUrl: string | null;
                            ticketUserName: string | null;
                            treeNodeId: string | null;
                            /** @enum {string|null} */
                            treeNodeKind: "company" | "business_partner" | "site" | "building" | null;
                            twoFactor: boolean;
                            userName: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    activateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        sessionsEnded: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deactivateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        sessionsEnded: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateUserPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    permissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                    /** Format: uri */
                    ticketUrl?: string | null;
                    ticketUserName?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        can: {
                            activate: boolean;
                            edit: boolean;
                            grantable: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                            resendInvitation: boolean;
                            sendReset: boolean;
                            setCompany: boolean;
                            setPermissions: boolean;
                            setRoles: boolean;
                        };
                        user: {
                            active: boolean;
                            allowedActions: ("edit" | "permissions" | "view-as" | "deactivate" | "activate" | "send-reset" | "resend-invitation" | "reset-two-factor" | "request-erasure" | "prepare-data-export")[];
                            city: string | null;
                            companyId: string | null;
                            companyName: string | null;
                            createdAt: string;
                            dateOfBirth: string | null;
                            email: string;
                            firstName: string;
                            hasPhoto: boolean;
                            id: string;
                            identification: string | null;
                            invitationPending: boolean;
                            /** @enum {string} */
                            language: "en-US" | "es-ES" | "pt-PT";
                            lastName: string;
                            mainContact: boolean;
                            pendingEmail: string | null;
                            permissions: ("Dashboard" | "Reports" | "CurrentAccounts" | "Trips" | "SearchDocuments" | "Requests" | "Notifications" | "ContractOrganization" | "ContractLines" | "Folders" | "IncidenceReports" | "Orders" | "ServiceReports" | "OtherLegalDocuments" | "PricesColumn" | "CreateOrder" | "CancelOrder")[];
                            retailCentre: string | null;
                            roles: ("Admin" | "Backoffice" | "Customer")[];
                            showContractNumber: boolean;
                            showTreeId: boolean;
                            street: string | null;
                            ticketUrl: string | null;
                            ticketUserName: string | null;
                            treeNodeId: string | null;
                            /** @enum {string|null} */
                            treeNodeKind: "company" | "business_partner" | "site" | "building" | null;
                            twoFactor: boolean;
                            userName: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replaceUserPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        updated: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadUserPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        updated: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resetTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        reset: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ended: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    startViewAs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    contactId: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        expires_in: number;
                        /** @enum {string} */
                        token_type: "bearer";
                    } | {
                        expires_in: number;
                        /** @enum {string} */
                        token_type: "cookie";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    endViewAs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findViewAsHistory: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                sort?: "startedAt";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            companyName: string | null;
                            contactId: string;
                            contactName: string;
                            endedAt: string | null;
                            id: string;
                            reason: string;
                            staffName: string;
                            startedAt: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscriptions: {
                            active: boolean;
                            allowPrivateNetwork: boolean;
                            companyId: string;
                            consecutiveFailures: number;
                            createdAt: string;
                            createdBy: string | null;
                            disabledReason: string | null;
                            events: ("ticket.created" | "ticket.updated" | "ticket.commented" | "ticket.proposal_made" | "order.status_changed" | "ledger.invoice_created" | "ledger.credit_memo_created" | "document.published")[];
                            id: string;
                            updatedAt: string;
                            url: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Staff only: deliver to private, loopback or link-local addresses, and over plain http */
                    allowPrivateNetwork?: boolean;
                    /**
                     * Format: uuid
                     * @description Staff: the company (required)
                     */
                    companyId?: string;
                    events: ("ticket.created" | "ticket.updated" | "ticket.commented" | "ticket.proposal_made" | "order.status_changed" | "ledger.invoice_created" | "ledger.credit_memo_created" | "document.published")[];
                    /**
                     * Format: uri
                     * @description Where deliveries are POSTed: https (http only with allowPrivateNetwork, set by staff)
                     */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        subscription: {
                            active: boolean;
                            allowPrivateNetwork: boolean;
                            companyId: string;
                            consecutiveFailures: number;
                            createdAt: string;
                            createdBy: string | null;
                            disabledReason: string | null;
                            events: ("ticket.created" | "ticket.updated" | "ticket.commented" | "ticket.proposal_made" | "order.status_changed" | "ledger.invoice_created" | "ledger.credit_memo_created" | "document.published")[];
                            id: string;
                            updatedAt: string;
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        removed: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Switch deliveries off or on (on again clears the failure count) */
                    active?: boolean;
                    /** @description Staff only */
                    allowPrivateNetwork?: boolean;
                    events?: ("ticket.created" | "ticket.updated" | "ticket.commented" | "ticket.proposal_made" | "order.status_changed" | "ledger.invoice_created" | "ledger.credit_memo_created" | "document.published")[];
                    /**
                     * Format: uri
                     * @description Where deliveries are POSTed: https (http only with allowPrivateNetwork, set by staff)
                     */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: boolean;
                        allowPrivateNetwork: boolean;
                        companyId: string;
                        consecutiveFailures: number;
                        createdAt: string;
                        createdBy: string | null;
                        disabledReason: string | null;
                        events: ("ticket.created" | "ticket.updated" | "ticket.commented" | "ticket.proposal_made" | "order.status_changed" | "ledger.invoice_created" | "ledger.credit_memo_created" | "document.published")[];
                        id: string;
                        updatedAt: string;
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    findWebhookDeliveries: {
        parameters: {
            query?: {
                direction?: "asc" | "desc";
                page?: number;
                pageSize?: number;
                status?: "pending" | "delivering" | "delivered" | "failed" | "given_up";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            attempts: number;
                            createdAt: string;
                            deliveredAt: string | null;
                            event: string;
                            /** @description The delivery id, sent as Webhook-Id: receivers de-duplicate by it */
                            id: string;
                            lastError: string | null;
                            /** @description The first 2 KB of the last answer */
                            lastResponse: string | null;
                            lastStatusCode: number | null;
                            nextAttemptAt: string | null;
                            payload: unknown;
                            /** @enum {string} */
                            status: "pending" | "delivering" | "delivered" | "failed" | "given_up";
                            subscriptionId: string;
                        }[];
                        page: number;
                        pageSize: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    pingWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        createdAt: string;
                        deliveredAt: string | null;
                        event: string;
                        /** @description The delivery id, sent as Webhook-Id: receivers de-duplicate by it */
                        id: string;
                        lastError: string | null;
                        /** @description The first 2 KB of the last answer */
                        lastResponse: string | null;
                        lastStatusCode: number | null;
                        nextAttemptAt: string | null;
                        payload: unknown;
                        /** @enum {string} */
                        status: "pending" | "delivering" | "delivered" | "failed" | "given_up";
                        subscriptionId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        subscription: {
                            active: boolean;
                            allowPrivateNetwork: boolean;
                            companyId: string;
                            consecutiveFailures: number;
                            createdAt: string;
                            createdBy: string | null;
                            disabledReason: string | null;
                            events: ("ticket.created" | "ticket.updated" | "ticket.commented" | "ticket.proposal_made" | "order.status_changed" | "ledger.invoice_created" | "ledger.credit_memo_created" | "document.published")[];
                            id: string;
                            updatedAt: string;
                            url: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replayWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        createdAt: string;
                        deliveredAt: string | null;
                        event: string;
                        /** @description The delivery id, sent as Webhook-Id: receivers de-duplicate by it */
                        id: string;
                        lastError: string | null;
                        /** @description The first 2 KB of the last answer */
                        lastResponse: string | null;
                        lastStatusCode: number | null;
                        nextAttemptAt: string | null;
                        payload: unknown;
                        /** @enum {string} */
                        status: "pending" | "delivering" | "delivered" | "failed" | "given_up";
                        subscriptionId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        notifications?: "redis" | "postgres";
                        /** @enum {string} */
                        redis?: "reachable" | "unreachable";
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        notifications?: "redis" | "postgres";
                        /** @enum {string} */
                        redis?: "reachable" | "unreachable";
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                    };
                };
            };
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    grant_type?: "password";
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        expires_in: number;
                        /** @enum {string} */
                        token_type: "bearer";
                    } | {
                        expires_in: number;
                        /** @enum {string} */
                        token_type: "cookie";
                    } | {
                        challenge_id: string;
                        expires_in_seconds: number;
                        /** @enum {string} */
                        fallback?: "totp" | "email";
                        /** @enum {string} */
                        method: "email" | "totp" | "email_unlock" | "passkey";
                        passkey?: {
                            allowCredentials?: {
                                id: string;
                                transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                                /** @enum {string} */
                                type: "public-key";
                            }[];
                            challenge: string;
                            extensions?: {
                                credProps?: boolean;
                            };
                            hints?: ("hybrid" | "security-key" | "client-device")[];
                            rpId?: string;
                            timeout?: number;
                            /** @enum {string} */
                            userVerification?: "discouraged" | "preferred" | "required";
                        };
                        /** @enum {boolean} */
                        two_factor_required: true;
                    };
                };
            };
            /** @description text/plain: Failed or NotAllowed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": "Failed" | "NotAllowed" | "UseSingleSignOn";
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
