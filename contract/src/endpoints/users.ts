import { SIGNED_IN, STAFF } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { EndUserSessionsResponse, SetUserActiveResponse, TicketCredentials, UpdateLanguageRequest, UpdateLanguageResponse, UserIdParams, UserPhotoResponse, UserVM } from '../account.ts';
import { LanguageCode } from '../languages.ts';
import { CreateUserRequest, CreateUserResponse, FindUsersRequest, FindUsersResponse, UpdatePermissionsRequest, UpdateUserRequest, TwoFactorResetResponse, UserDetailResponse, UserSentResponse } from '../users.ts';

export const usersEndpoints = {
  getUserVM: endpoint('GET /api/Backoffice/User/GetUserVM', { access: { allowed: SIGNED_IN }, response: UserVM }),
  getTicketCredentials: endpoint('GET /api/Backoffice/User/GetUserTicketCredentials', { access: { allowed: SIGNED_IN }, response: TicketCredentials }),
  getUserPhoto: endpoint('GET /api/Backoffice/User/GetUserPhoto', { access: { allowed: SIGNED_IN }, response: UserPhotoResponse }),
  getUserLanguage: endpoint('GET /api/Account/GetUserLanguage', { access: { allowed: SIGNED_IN }, response: LanguageCode }),
  updateUserLanguage: endpoint('PUT /api/account/language', { access: { allowed: SIGNED_IN, request: { payload: { language: 'en-US' } } }, body: UpdateLanguageRequest, response: UpdateLanguageResponse }),
  endUserSessions: endpoint('POST /api/users/:id/sessions/end', { access: { allowed: STAFF }, params: UserIdParams, response: EndUserSessionsResponse }),
  deactivateUser: endpoint('POST /api/users/:id/deactivate', { access: { allowed: STAFF }, params: UserIdParams, response: SetUserActiveResponse }),
  activateUser: endpoint('POST /api/users/:id/activate', { access: { allowed: STAFF }, params: UserIdParams, response: SetUserActiveResponse }),
  // People: the route lets every signed-in caller in; the service lets staff, main contacts (their own contacts) and oneself act.
  findUsers: endpoint('GET /api/users', { access: { allowed: ['customerAll', 'backoffice', 'admin'] }, query: FindUsersRequest, response: FindUsersResponse }),
  createUser: endpoint('POST /api/users', { access: { allowed: ['customerAll', 'backoffice', 'admin'], request: { payload: { userName: 'access.check', firstName: 'Ana', email: 'ana@example.test', language: 'en-US' } } }, body: CreateUserRequest, status: 201, response: CreateUserResponse }),
  getUser: endpoint('GET /api/users/:id', { access: { allowed: SIGNED_IN }, params: UserIdParams, response: UserDetailResponse }),
  updateUser: endpoint('PUT /api/users/:id', { access: { allowed: SIGNED_IN, request: { payload: { firstName: 'Ana', email: 'ana@example.test', language: 'en-US' } } }, params: UserIdParams, body: UpdateUserRequest, response: UserDetailResponse }),
  updateUserPermissions: endpoint('PUT /api/users/:id/permissions', { access: { allowed: SIGNED_IN, request: { payload: { permissions: [] } } }, params: UserIdParams, body: UpdatePermissionsRequest, response: UserDetailResponse }),
  sendPasswordReset: endpoint('POST /api/users/:id/send-reset', { access: { allowed: SIGNED_IN }, params: UserIdParams, response: UserSentResponse }),
  resendInvitation: endpoint('POST /api/users/:id/resend-invitation', { access: { allowed: SIGNED_IN }, params: UserIdParams, response: UserSentResponse }),
  resetTwoFactor: endpoint('POST /api/users/:id/reset-two-factor', { access: { allowed: STAFF }, params: UserIdParams, response: TwoFactorResetResponse }),
};
