import { endpoint } from '../endpoint.ts';
import { DocumentSettings } from '../documents.ts';
import { ChatSettings, ChatUrlResponse, ShowChatResponse } from '../chat.ts';
import {
  CompanyPowerBiReport,
  CompanyPowerBiReportParams,
  GlobalSearchActiveResponse,
  LogRetentionSettings,
  MapSettings,
  NotificationSettings,
  OrderSettings,
  ReportsSettings,
  SecuritySettings,
  UpdateReportsSettings,
} from '../settings.ts';

export const settingsEndpoints = {
  getMapSettings: endpoint('GET /api/settings/map', { response: MapSettings }),
  getSecuritySettings: endpoint('GET /api/settings/security', { response: SecuritySettings }),
  updateSecuritySettings: endpoint('PUT /api/settings/security', { body: SecuritySettings, response: SecuritySettings }),
  getDocumentSettings: endpoint('GET /api/settings/documents', { response: DocumentSettings }),
  updateDocumentSettings: endpoint('PUT /api/settings/documents', { body: DocumentSettings, response: DocumentSettings }),
  getNotificationSettings: endpoint('GET /api/settings/notifications', { response: NotificationSettings }),
  updateNotificationSettings: endpoint('PUT /api/settings/notifications', { body: NotificationSettings, response: NotificationSettings }),
  getChatSettings: endpoint('GET /api/settings/chat', { response: ChatSettings }),
  updateChatSettings: endpoint('PUT /api/settings/chat', { body: ChatSettings, response: ChatSettings }),
  getLogRetentionSettings: endpoint('GET /api/settings/log-retention', { response: LogRetentionSettings }),
  updateLogRetentionSettings: endpoint('PUT /api/settings/log-retention', { body: LogRetentionSettings, response: LogRetentionSettings }),
  getOrderSettings: endpoint('GET /api/settings/orders', { response: OrderSettings }),
  updateOrderSettings: endpoint('PUT /api/settings/orders', { body: OrderSettings, response: OrderSettings }),
  getReportsSettings: endpoint('GET /api/settings/reports', { response: ReportsSettings }),
  updateReportsSettings: endpoint('PUT /api/settings/reports', { body: UpdateReportsSettings, response: ReportsSettings }),
  getCompanyPowerBiReport: endpoint('GET /api/settings/reports/companies/:companyId', { params: CompanyPowerBiReportParams, response: CompanyPowerBiReport }),
  updateCompanyPowerBiReport: endpoint('PUT /api/settings/reports/companies/:companyId', {
    params: CompanyPowerBiReportParams,
    body: CompanyPowerBiReport,
    response: CompanyPowerBiReport,
  }),
  showChat: endpoint('GET /api/Backoffice/Common/ShowChat', { response: ShowChatResponse }),
  getChatUrl: endpoint('GET /api/Backoffice/Settings/GetChatUrl', { response: ChatUrlResponse }),
  getGlobalSearchActive: endpoint('GET /api/Backoffice/Settings/GlobalSearchActive', { response: GlobalSearchActiveResponse }),
};
