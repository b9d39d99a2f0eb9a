import { endpoint } from '../endpoint.ts';
import { DocumentSettings } from '../documents.ts';
import { GlobalSearchActiveResponse, MapSettings, NotificationSettings, SecuritySettings } from '../settings.ts';

export const settingsEndpoints = {
  getMapSettings: endpoint('GET /api/settings/map', { response: MapSettings }),
  getSecuritySettings: endpoint('GET /api/settings/security', { response: SecuritySettings }),
  updateSecuritySettings: endpoint('PUT /api/settings/security', { body: SecuritySettings, response: SecuritySettings }),
  getDocumentSettings: endpoint('GET /api/settings/documents', { response: DocumentSettings }),
  updateDocumentSettings: endpoint('PUT /api/settings/documents', { body: DocumentSettings, response: DocumentSettings }),
  getNotificationSettings: endpoint('GET /api/settings/notifications', { response: NotificationSettings }),
  updateNotificationSettings: endpoint('PUT /api/settings/notifications', { body: NotificationSettings, response: NotificationSettings }),
  getGlobalSearchActive: endpoint('GET /api/Backoffice/Settings/GlobalSearchActive', { response: GlobalSearchActiveResponse }),
};
