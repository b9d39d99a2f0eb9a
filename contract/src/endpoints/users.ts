import { endpoint } from '../endpoint.ts';
import { EndUserSessionsResponse, SetUserActiveResponse, TicketCredentials, UpdateLanguageRequest, UpdateLanguageResponse, UserIdParams, UserPhotoResponse, UserVM } from '../account.ts';
import { LanguageCode } from '../languages.ts';
import { CreateUserRequest, CreateUserResponse, FindUsersRequest, FindUsersResponse, UpdatePermissionsRequest, UpdateUserRequest, TwoFactorResetResponse, UserDetailResponse, UserSentResponse } from '../users.ts';

export const usersEndpoints = {
  getUserVM: endpoint('GET /api/Backoffice/User/GetUserVM', { response: UserVM }),
  getTicketCredentials: endpoint('GET /api/Backoffice/User/GetUserTicketCredentials', { response: TicketCredentials }),
  getUserPhoto: endpoint('GET /api/Backoffice/User/GetUserPhoto', { response: UserPhotoResponse }),
  getUserLanguage: endpoint('GET /api/Account/GetUserLanguage', { response: LanguageCode }),
  updateUserLanguage: endpoint('PUT /api/account/language', { body: UpdateLanguageRequest, response: UpdateLanguageResponse }),
  endUserSessions: endpoint('POST /api/users/:id/sessions/end', { params: UserIdParams, response: EndUserSessionsResponse }),
  deactivateUser: endpoint('POST /api/users/:id/deactivate', { params: UserIdParams, response: SetUserActiveResponse }),
  activateUser: endpoint('POST /api/users/:id/activate', { params: UserIdParams, response: SetUserActiveResponse }),
  findUsers: endpoint('GET /api/users', { query: FindUsersRequest, response: FindUsersResponse }),
  createUser: endpoint('POST /api/users', { body: CreateUserRequest, status: 201, response: CreateUserResponse }),
  getUser: endpoint('GET /api/users/:id', { params: UserIdParams, response: UserDetailResponse }),
  updateUser: endpoint('PUT /api/users/:id', { params: UserIdParams, body: UpdateUserRequest, response: UserDetailResponse }),
  updateUserPermissions: endpoint('PUT /api/users/:id/permissions', { params: UserIdParams, body: UpdatePermissionsRequest, response: UserDetailResponse }),
  sendPasswordReset: endpoint('POST /api/users/:id/send-reset', { params: UserIdParams, response: UserSentResponse }),
  resendInvitation: endpoint('POST /api/users/:id/resend-invitation', { params: UserIdParams, response: UserSentResponse }),
  resetTwoFactor: endpoint('POST /api/users/:id/reset-two-factor', { params: UserIdParams, response: TwoFactorResetResponse }),
};
