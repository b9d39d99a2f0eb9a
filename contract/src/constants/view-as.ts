/** How long a view-as session lives at most, from its start (minutes; never longer than the staff session). */
export const VIEW_AS_MAX_MINUTES = 30;

/** The reason a staff user gives for viewing the portal as a contact, trimmed (characters). */
export const VIEW_AS_REASON_MIN = 3;
export const VIEW_AS_REASON_MAX = 500;

/**
 * Where the web keeps the staff session aside (its token, expiry and the reason given) while it
 * views the portal as a contact; the signed-in token is the view-as one meanwhile.
 */
export const VIEW_AS_STORAGE_KEY = 'viewAsStaffSession';
