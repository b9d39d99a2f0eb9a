import { endpoint } from '../endpoint.ts';
import { DocumentSettings } from '../documents.ts';
import { GlobalSearchActiveResponse, MapSettings, SecuritySettings } from '../settings.ts';

export const settingsEndpoints = {
  getMapSettings: endpoint({ method: 'GET', path: '/api/settings/map', response: MapSettings }),
  getSecuritySettings: endpoint({ method: 'GET', path: '/api/settings/security', response: SecuritySettings }),
  updateSecuritySettings: endpoint({ method: 'PUT', path: '/api/settings/security', body: SecuritySettings, response: SecuritySettings }),
  getDocumentSettings: endpoint({ method: 'GET', path: '/api/settings/documents', response: DocumentSettings }),
  updateDocumentSettings: endpoint({ method: 'PUT', path: '/api/settings/documents', body: DocumentSettings, response: DocumentSettings }),
  getGlobalSearchActive: endpoint({ method: 'GET', path: '/api/Backoffice/Settings/GlobalSearchActive', response: GlobalSearchActiveResponse }),
};
