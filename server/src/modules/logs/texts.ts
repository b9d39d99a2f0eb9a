import type { LanguageCode } from '@customer-hub/contract/languages';
import type { LoginResult } from '@customer-hub/contract/auth';
import type { LoginReason } from '@customer-hub/contract/logs';

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

type LoginReasonTexts = Record<LoginReason, string>;

const REASONS: Record<LanguageCode, LoginReasonTexts> = {
  'en-US': {
    throttled: 'Too many attempts',
    wrong_password: 'Wrong password',
    unknown_user: 'Unknown user',
    user_disabled: 'User disabled',
    email: 'Code by email',
    totp: 'Authenticator app',
    challenge_expired: 'Code expired',
    wrong_code: 'Wrong code',
    reset: 'Password recovery link',
    invitation: 'Invitation link',
    signup: 'Sign-up link',
    by_user: 'Ended by the user',
    by_staff: 'Ended by staff',
    deactivated: 'User deactivated',
    totp_enabled: 'Authenticator app turned on',
    email_enabled: 'Email codes turned on',
    disabled: 'Two-step verification turned off',
    recovery_codes_regenerated: 'New recovery codes',
    reset_by_staff: 'Two-step verification reset by staff',
  },
  'es-ES': {
    throttled: 'Demasiados intentos',
    wrong_password: 'Contraseña incorrecta',
    unknown_user: 'Usuario desconocido',
    user_disabled: 'Usuario deshabilitado',
    email: 'Código por correo electrónico',
    totp: 'Aplicación de autenticación',
    challenge_expired: 'Código caducado',
    wrong_code: 'Código incorrecto',
    reset: 'Enlace de recuperación de contraseña',
    invitation: 'Enlace de invitación',
    signup: 'Enlace de registro',
    by_user: 'Cerrada por el usuario',
    by_staff: 'Cerrada por el personal',
    deactivated: 'Usuario desactivado',
    totp_enabled: 'Aplicación de autenticación activada',
    email_enabled: 'Códigos por correo electrónico activados',
    disabled: 'Verificación en dos pasos desactivada',
    recovery_codes_regenerated: 'Nuevos códigos de recuperación',
    reset_by_staff: 'Verificación en dos pasos restablecida por el personal',
  },
  'pt-PT': {
    throttled: 'Demasiadas tentativas',
    wrong_password: 'Palavra-passe incorreta',
    unknown_user: 'Utilizador desconhecido',
    user_disabled: 'Utilizador desativado',
    email: 'Código por email',
    totp: 'Aplicação de autenticação',
    challenge_expired: 'Código expirado',
    wrong_code: 'Código incorreto',
    reset: 'Ligação de recuperação da palavra-passe',
    invitation: 'Ligação de convite',
    signup: 'Ligação de registo',
    by_user: 'Terminada pelo utilizador',
    by_staff: 'Terminada pela equipa',
    deactivated: 'Utilizador desativado',
    totp_enabled: 'Aplicação de autenticação ativada',
    email_enabled: 'Códigos por email ativados',
    disabled: 'Verificação em dois passos desativada',
    recovery_codes_regenerated: 'Novos códigos de recuperação',
    reset_by_staff: 'Verificação em dois passos reposta pela equipa',
  },
};

const RESULTS: Record<LanguageCode, Record<LoginResult, string>> = {
  'en-US': {
    Success: 'Success',
    Failed: 'Failed',
    NotAllowed: 'User disabled',
    Invalid: 'Invalid request',
    Locked: 'Locked',
    TwoFactorRequired: 'Code required',
    Logout: 'Logout',
    PasswordReset: 'Password reset',
    PasswordChanged: 'Password changed',
    TwoFactorChanged: 'Two-step changed',
    SessionEnded: 'Session ended',
  },
  'es-ES': {
    Success: 'Correcto',
    Failed: 'Fallido',
    NotAllowed: 'Usuario deshabilitado',
    Invalid: 'Solicitud no válida',
    Locked: 'Bloqueado',
    TwoFactorRequired: 'Código requerido',
    Logout: 'Cierre de sesión',
    PasswordReset: 'Contraseña restablecida',
    PasswordChanged: 'Contraseña cambiada',
    TwoFactorChanged: 'Dos pasos modificado',
    SessionEnded: 'Sesión cerrada',
  },
  'pt-PT': {
    Success: 'Sucesso',
    Failed: 'Falhado',
    NotAllowed: 'Utilizador desativado',
    Invalid: 'Pedido inválido',
    Locked: 'Bloqueado',
    TwoFactorRequired: 'Código pedido',
    Logout: 'Fim de sessão',
    PasswordReset: 'Palavra-passe redefinida',
    PasswordChanged: 'Palavra-passe alterada',
    TwoFactorChanged: 'Dois passos alterado',
    SessionEnded: 'Sessão terminada',
  },
};

/** A login-log reason in `language`; a code nobody translated stays as written. */
export const loginReasonText = (language: LanguageCode, reason: string | null): string =>
  reason === null ? '' : Object.hasOwn(REASONS[language], reason) ? REASONS[language][reason as LoginReason] : reason;
export const loginResultText = (language: LanguageCode, result: LoginResult): string => RESULTS[language][result];

type Header<K extends string> = Record<LanguageCode, Record<K, string>>;

export const LOGIN_HEADERS: Header<'createdAt' | 'userName' | 'result' | 'reason' | 'stage' | 'ip' | 'userAgent'> = {
  'en-US': { createdAt: 'Date', userName: 'User name', result: 'Result', reason: 'Reason', stage: 'Stage', ip: 'IP address', userAgent: 'Browser' },
  'es-ES': { createdAt: 'Fecha', userName: 'Nombre de usuario', result: 'Resultado', reason: 'Motivo', stage: 'Etapa', ip: 'Dirección IP', userAgent: 'Navegador' },
  'pt-PT': { createdAt: 'Data', userName: 'Nome de utilizador', result: 'Resultado', reason: 'Motivo', stage: 'Etapa', ip: 'Endereço IP', userAgent: 'Navegador' },
};

export const SYSTEM_HEADERS: Header<'createdAt' | 'level' | 'machineName' | 'ip' | 'path' | 'context' | 'shortMessage' | 'fullMessage' | 'exception'> = {
  'en-US': { createdAt: 'Date', level: 'Level', machineName: 'Machine', ip: 'IP address', path: 'Path', context: 'Module', shortMessage: 'Message', fullMessage: 'Full message', exception: 'Exception' },
  'es-ES': { createdAt: 'Fecha', level: 'Nivel', machineName: 'Máquina', ip: 'Dirección IP', path: 'Ruta', context: 'Módulo', shortMessage: 'Mensaje', fullMessage: 'Mensaje completo', exception: 'Excepción' },
  'pt-PT': { createdAt: 'Data', level: 'Nível', machineName: 'Máquina', ip: 'Endereço IP', path: 'Caminho', context: 'Módulo', shortMessage: 'Mensagem', fullMessage: 'Mensagem completa', exception: 'Exceção' },
};

export const EMAIL_HEADERS: Header<'createdAt' | 'templateKey' | 'language' | 'to' | 'cc' | 'bcc' | 'subject' | 'status' | 'attempts' | 'lastError' | 'sentAt'> = {
  'en-US': { createdAt: 'Date', templateKey: 'Template', language: 'Language', to: 'To', cc: 'Cc', bcc: 'Bcc', subject: 'Subject', status: 'Status', attempts: 'Attempts', lastError: 'Last error', sentAt: 'Sent' },
  'es-ES': { createdAt: 'Fecha', templateKey: 'Plantilla', language: 'Idioma', to: 'Para', cc: 'CC', bcc: 'CCO', subject: 'Asunto', status: 'Estado', attempts: 'Intentos', lastError: 'Último error', sentAt: 'Enviado' },
  'pt-PT': { createdAt: 'Data', templateKey: 'Modelo', language: 'Idioma', to: 'Para', cc: 'Cc', bcc: 'Bcc', subject: 'Assunto', status: 'Estado', attempts: 'Tentativas', lastError: 'Último erro', sentAt: 'Enviado' },
};
