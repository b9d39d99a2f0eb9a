/** A user name: letters, digits and . _ @ + - only. */
export const USER_NAME_MAX = 100;
export const USER_NAME_PATTERN = /^[\w.@+-]+$/;
