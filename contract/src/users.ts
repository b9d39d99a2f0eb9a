import { z } from 'zod';
import { LanguageCode } from './languages.ts';
import { booleanFilter, listRequest, pageOf, searchFilter } from './paging.ts';
import { Permission } from './permissions.ts';
import { Role } from './roles.ts';
import { USER_ACTIONS, USER_NAME_MAX, USER_NAME_PATTERN, USER_SORTS } from './constants/users.ts';
export * from './constants/users.ts';

/** The organisation node a contact is scoped to (DESIGN.md §2): the spec's Tree Id. */
export const TreeNodeKind = z.enum(['company', 'business_partner', 'site', 'building']);
export type TreeNodeKind = z.infer<typeof TreeNodeKind>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * The person's own fields (spec §3 "User"): what anyone who may edit the user may change,
 * the user themself included. Name and email are required (spec §5).
 */
export const USER_PROFILE_FIELDS = {
  firstName: z.string().trim().min(1, 'You need to give a Name').max(100),
  lastName: z.string().trim().max(100).default(''),
  email: z.email('You need to give an Email').trim().max(254),
  language: LanguageCode,
  identification: optionalText(50),
  city: optionalText(100),
  street: optionalText(200),
  dateOfBirth: z.iso.date().nullable().optional(),
  retailCentre: optionalText(100),
};

/**
 * The fields only some callers may set (DESIGN.md §1): roles (Admin), the company and main-contact
 * flag (staff), the tree node (staff, or a main contact within their own node), the display
 * switches (staff). A caller who may not set one and sends it is refused, naming the field.
 */
export const USER_GOVERNED_FIELDS = {
  roles: z.array(Role).min(1).max(3).optional(),
  companyId: z.uuid().nullable().optional(),
  mainContact: z.boolean().optional(),
  treeNodeKind: TreeNodeKind.nullable().optional(),
  treeNodeId: z.uuid().nullable().optional(),
  showContractNumber: z.boolean().optional(),
  showTreeId: z.boolean().optional(),
};

export const USER_NAME = z.string().trim().min(3).max(USER_NAME_MAX).regex(USER_NAME_PATTERN);

/** POST /api/users: a new user, invited by email to set their own password. */
export const CreateUserRequest = z.strictObject({
  userName: USER_NAME,
  ...USER_PROFILE_FIELDS,
  ...USER_GOVERNED_FIELDS,
  permissions: z.array(Permission).optional(),
});
export type CreateUserRequest = z.input<typeof CreateUserRequest>;

/** PUT /api/users/:id: the user's fields (the user name stays; permissions have their own call). */
export const UpdateUserRequest = z.strictObject({ ...USER_PROFILE_FIELDS, ...USER_GOVERNED_FIELDS });
export type UpdateUserRequest = z.input<typeof UpdateUserRequest>;

/** PUT /api/users/:id/permissions: the contact switches of spec §6 and their ticket-site credentials. */
export const UpdatePermissionsRequest = z.strictObject({
  permissions: z.array(Permission),
  ticketUrl: z.url({ protocol: /^https?$/ }).max(500).nullable().optional(),
  ticketUserName: z.string().trim().max(100).nullable().optional(),
});
export type UpdatePermissionsRequest = z.input<typeof UpdatePermissionsRequest>;

export const UserListItem = z.object({
  id: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(Role),
  active: z.boolean(),
  mainContact: z.boolean(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Invited and has not set a password yet. */
  invitationPending: z.boolean(),
  /** Has a second factor of their own (email codes or an authenticator app), which staff may reset. */
  twoFactor: z.boolean(),
  createdAt: z.string(),
  /** What the caller may do to this user now (the same rules the server enforces). */
  allowedActions: z.array(z.enum(USER_ACTIONS)),
});
export type UserListItem = z.infer<typeof UserListItem>;

/** GET /api/users: staff see everyone, a main contact the contacts of their company below their node. */
export const FindUsersRequest = listRequest({
  sorts: USER_SORTS,
  sort: 'userName',
  direction: 'asc',
  filters: {
    search: searchFilter().describe('User name, first or last name or email contains this'),
    role: Role.optional(),
    companyId: z.uuid().optional(),
    active: booleanFilter(),
  },
});
export type FindUsersRequest = z.infer<typeof FindUsersRequest>;
export const FindUsersResponse = pageOf(UserListItem);

export const UserDetail = UserListItem.extend({
  language: LanguageCode,
  identification: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  retailCentre: z.string().nullable(),
  treeNodeKind: TreeNodeKind.nullable(),
  treeNodeId: z.string().nullable(),
  showContractNumber: z.boolean(),
  showTreeId: z.boolean(),
  permissions: z.array(Permission),
  ticketUrl: z.string().nullable(),
  ticketUserName: z.string().nullable(),
  hasPhoto: z.boolean(),
  /** A new address asked for and not confirmed yet: it replaces `email` once its emailed link is followed. */
  pendingEmail: z.string().nullable(),
});
export type UserDetail = z.infer<typeof UserDetail>;

/** What the caller may do to a user, so the screens show only what the server allows. */
export const UserDetailResponse = z.object({
  user: UserDetail,
  can: z.object({
    edit: z.boolean(),
    setRoles: z.boolean(),
    setCompany: z.boolean(),
    setPermissions: z.boolean(),
    /** The permissions the caller may grant (a main contact: their own). */
    grantable: z.array(Permission),
    activate: z.boolean(),
    sendReset: z.boolean(),
    resendInvitation: z.boolean(),
  }),
});
export type UserDetailResponse = z.infer<typeof UserDetailResponse>;

export const CreateUserResponse = z.object({ id: z.string() });
export const UserSentResponse = z.object({ sent: z.literal(true) });
/** POST /api/users/:id/reset-two-factor (staff): the user signs in with the password alone until they set one up again. */
export const TwoFactorResetResponse = z.object({ reset: z.literal(true) });


/** POST or PUT /api/users/:id/photo: one `file` part, JPEG, PNG, WebP or GIF (decided from the bytes). */
export const USER_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const USER_PHOTO_MAX_MEGABYTES = 5;
/** Stored as a square PNG of this many pixels a side. */
export const USER_PHOTO_SIZE = 256;
export const UploadPhotoResponse = z.object({ updated: z.literal(true) });
