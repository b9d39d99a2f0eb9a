import { EVERYONE, SIGNED_IN } from '../access.ts';
import { endpoint } from '../endpoint.ts';
import { DocumentSettings } from '../documents.ts';
import { ChatSettings, ChatUrlResponse, ShowChatResponse } from '../chat.ts';
import {
  CompanyPowerBiReport,
  CompanyPowerBiReportParams,
  GlobalSearchActiveResponse,
  MapSettings,
  NotificationSettings,
  OrderSettings,
  ReportsSettings,
  SecuritySettings,
  UpdateReportsSettings,
} from '../settings.ts';
import { DEFAULT_SLA_SETTINGS, SlaSettings } from '../sla.ts';

export const settingsEndpoints = {
  getMapSettings: endpoint('GET /api/settings/map', { access: { allowed: SIGNED_IN }, response: MapSettings }),
  getSecuritySettings: endpoint('GET /api/settings/security', { access: { allowed: ['admin'] }, response: SecuritySettings }),
  updateSecuritySettings: endpoint('PUT /api/settings/security', { access: { allowed: ['admin'], request: { payload: { passwordMinLength: 12, twoFactorRequiredRoles: ['Admin', 'Backoffice'], sessionIdleMinutes: 120, sessionAbsoluteMinutes: 480 } } }, body: SecuritySettings, response: SecuritySettings }),
  getDocumentSettings: endpoint('GET /api/settings/documents', { access: { allowed: ['admin'] }, response: DocumentSettings }),
  updateDocumentSettings: endpoint('PUT /api/settings/documents', { access: { allowed: ['admin'], request: { payload: { maxUploadMegabytes: 20, globalSearchActive: true } } }, body: DocumentSettings, response: DocumentSettings }),
  getNotificationSettings: endpoint('GET /api/settings/notifications', { access: { allowed: ['admin'] }, response: NotificationSettings }),
  updateNotificationSettings: endpoint('PUT /api/settings/notifications', { access: { allowed: ['admin'], request: { payload: { notificationsEnabled: true } } }, body: NotificationSettings, response: NotificationSettings }),
  getChatSettings: endpoint('GET /api/settings/chat', { access: { allowed: ['admin'] }, response: ChatSettings }),
  updateChatSettings: endpoint('PUT /api/settings/chat', { access: { allowed: ['admin'], request: { payload: { enabled: false, url: '' } } }, body: ChatSettings, response: ChatSettings }),
  getOrderSettings: endpoint('GET /api/settings/orders', { access: { allowed: ['admin'] }, response: OrderSettings }),
  updateOrderSettings: endpoint('PUT /api/settings/orders', { access: { allowed: ['admin'], request: { payload: { cancelCutoffHours: 48 } } }, body: OrderSettings, response: OrderSettings }),
  getSlaSettings: endpoint('GET /api/settings/sla', { access: { allowed: ['admin'] }, response: SlaSettings }),
  updateSlaSettings: endpoint('PUT /api/settings/sla', { access: { allowed: ['admin'], request: { payload: DEFAULT_SLA_SETTINGS } }, body: SlaSettings, response: SlaSettings }),
  getReportsSettings: endpoint('GET /api/settings/reports', { access: { allowed: ['admin'] }, response: ReportsSettings }),
  updateReportsSettings: endpoint('PUT /api/settings/reports', { access: { allowed: ['admin'], request: { payload: { reportsProvider: 'builtIn' } } }, body: UpdateReportsSettings, response: ReportsSettings }),
  getCompanyPowerBiReport: endpoint('GET /api/settings/reports/companies/:companyId', { access: { allowed: ['admin'] }, params: CompanyPowerBiReportParams, response: CompanyPowerBiReport }),
  updateCompanyPowerBiReport: endpoint('PUT /api/settings/reports/companies/:companyId', { access: { allowed: ['admin'], request: { payload: { workspaceId: '', reportId: '' } } },
    params: CompanyPowerBiReportParams,
    body: CompanyPowerBiReport,
    response: CompanyPowerBiReport,
  }),
  showChat: endpoint('GET /api/Backoffice/Common/ShowChat', { access: { allowed: EVERYONE }, response: ShowChatResponse }),
  getChatUrl: endpoint('GET /api/Backoffice/Settings/GetChatUrl', { access: { allowed: SIGNED_IN }, response: ChatUrlResponse }),
  getGlobalSearchActive: endpoint('GET /api/Backoffice/Settings/GlobalSearchActive', { access: { allowed: SIGNED_IN }, response: GlobalSearchActiveResponse }),
};
