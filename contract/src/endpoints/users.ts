import { endpoint } from '../endpoint.ts';
import { EndUserSessionsResponse, SetUserActiveResponse, TicketCredentials, UpdateLanguageRequest, UpdateLanguageResponse, UserIdParams, UserPhotoResponse, UserVM } from '../account.ts';
import { LanguageCode } from '../languages.ts';

export const usersEndpoints = {
  getUserVM: endpoint({ method: 'GET', path: '/api/Backoffice/User/GetUserVM', response: UserVM }),
  getTicketCredentials: endpoint({ method: 'GET', path: '/api/Backoffice/User/GetUserTicketCredentials', response: TicketCredentials }),
  getUserPhoto: endpoint({ method: 'GET', path: '/api/Backoffice/User/GetUserPhoto', response: UserPhotoResponse }),
  getUserLanguage: endpoint({ method: 'GET', path: '/api/Account/GetUserLanguage', response: LanguageCode }),
  updateUserLanguage: endpoint({ method: 'PUT', path: '/api/account/language', body: UpdateLanguageRequest, response: UpdateLanguageResponse }),
  endUserSessions: endpoint({ method: 'POST', path: '/api/users/:id/sessions/end', params: UserIdParams, response: EndUserSessionsResponse }),
  deactivateUser: endpoint({ method: 'POST', path: '/api/users/:id/deactivate', params: UserIdParams, response: SetUserActiveResponse }),
  activateUser: endpoint({ method: 'POST', path: '/api/users/:id/activate', params: UserIdParams, response: SetUserActiveResponse }),
};
