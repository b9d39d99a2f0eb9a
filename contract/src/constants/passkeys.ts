/** The longest name a user gives a passkey. */
export const PASSKEY_NAME_MAX = 60;
/** How long a session counts as recent enough to register or remove a passkey without the password again. */
export const PASSKEY_RECENT_SIGN_IN_MINUTES = 10;
