import type { LanguageCode } from '@customer-hub/contract/languages';

/** The words of the acceptances CSV, in the three languages. */
export interface ExportTexts {
  columns: { at: string; userName: string; email: string; policyVersion: string; language: string; accepted: string; ipAddress: string };
  accepted: string;
  declined: string;
}

const EN: ExportTexts = {
  columns: { at: 'Date', userName: 'User', email: 'Email', policyVersion: 'Version', language: 'Language', accepted: 'Decision', ipAddress: 'IP address' },
  accepted: 'Accepted',
  declined: 'Declined',
};

const ES: ExportTexts = {
  columns: { at: 'Fecha', userName: 'Usuario', email: 'Correo electrónico', policyVersion: 'Versión', language: 'Idioma', accepted: 'Decisión', ipAddress: 'Dirección IP' },
  accepted: 'Aceptada',
  declined: 'Rechazada',
};

const PT: ExportTexts = {
  columns: { at: 'Data', userName: 'Utilizador', email: 'Email', policyVersion: 'Versão', language: 'Idioma', accepted: 'Decisão', ipAddress: 'Endereço IP' },
  accepted: 'Aceite',
  declined: 'Recusada',
};

const TEXTS: Record<LanguageCode, ExportTexts> = { 'en-US': EN, 'es-ES': ES, 'pt-PT': PT };

export const exportTextsFor = (language: LanguageCode): ExportTexts => TEXTS[language];
