import { endpoint } from '../endpoint.ts';
import { EndUserSessionsResponse, SetUserActiveResponse, TicketCredentials, UpdateLanguageRequest, UpdateLanguageResponse, UserIdParams, UserPhotoResponse, UserVM } from '../account.ts';
import { LanguageCode } from '../languages.ts';

export const usersEndpoints = {
  getUserVM: endpoint('GET /api/Backoffice/User/GetUserVM', { response: UserVM }),
  getTicketCredentials: endpoint('GET /api/Backoffice/User/GetUserTicketCredentials', { response: TicketCredentials }),
  getUserPhoto: endpoint('GET /api/Backoffice/User/GetUserPhoto', { response: UserPhotoResponse }),
  getUserLanguage: endpoint('GET /api/Account/GetUserLanguage', { response: LanguageCode }),
  updateUserLanguage: endpoint('PUT /api/account/language', { body: UpdateLanguageRequest, response: UpdateLanguageResponse }),
  endUserSessions: endpoint('POST /api/users/:id/sessions/end', { params: UserIdParams, response: EndUserSessionsResponse }),
  deactivateUser: endpoint('POST /api/users/:id/deactivate', { params: UserIdParams, response: SetUserActiveResponse }),
  activateUser: endpoint('POST /api/users/:id/activate', { params: UserIdParams, response: SetUserActiveResponse }),
};
