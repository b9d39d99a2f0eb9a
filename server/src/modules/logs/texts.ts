import type { LanguageCode } from '@customer-hub/contract/languages';

/** The headers of the audit log CSV, in the three languages. */
interface AuditExportTexts {
  createdAt: string;
  userName: string;
  context: string;
  message: string;
  before: string;
  after: string;
  ip: string;
  path: string;
  requestId: string;
}

const AUDIT: Record<LanguageCode, AuditExportTexts> = {
  'en-US': { createdAt: 'Date', userName: 'User', context: 'Module', message: 'Change', before: 'Before', after: 'After', ip: 'IP address', path: 'Path', requestId: 'Request' },
  'es-ES': { createdAt: 'Fecha', userName: 'Usuario', context: 'Módulo', message: 'Cambio', before: 'Antes', after: 'Después', ip: 'Dirección IP', path: 'Ruta', requestId: 'Solicitud' },
  'pt-PT': { createdAt: 'Data', userName: 'Utilizador', context: 'Módulo', message: 'Alteração', before: 'Antes', after: 'Depois', ip: 'Endereço IP', path: 'Caminho', requestId: 'Pedido' },
};

export const auditExportTexts = (language: LanguageCode): AuditExportTexts => AUDIT[language];
