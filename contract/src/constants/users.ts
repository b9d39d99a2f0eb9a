/** A user name: letters, digits and . _ @ + - only. */
export const USER_NAME_MAX = 100;
export const USER_NAME_PATTERN = /^[\w.@+-]+$/;

/** The users list's sorts (GET /api/users), the first the default. */
export const USER_SORTS = ['userName', 'lastName', 'email', 'createdAt'] as const;

/**
 * What a caller may do to a user (answered per user as `allowedActions`, from the rules the server
 * enforces): edit their fields, set their permissions, view the portal as them, and the actions a
 * confirmation precedes.
 */
export const USER_ACTIONS = ['edit', 'permissions', 'view-as', 'deactivate', 'activate', 'send-reset', 'resend-invitation', 'reset-two-factor', 'request-erasure', 'prepare-data-export'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/** The actions asked for after a confirmation (the row's "more" menu). */
export const USER_CONFIRMED_ACTIONS = ['deactivate', 'activate', 'send-reset', 'resend-invitation', 'reset-two-factor', 'request-erasure'] as const satisfies readonly UserAction[];
export type UserConfirmedAction = (typeof USER_CONFIRMED_ACTIONS)[number];
