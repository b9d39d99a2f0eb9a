import type { Db } from '@/db/client.ts';
import { cookieNotices } from '@/db/schema/policies.ts';
import { cleanRichText } from '@/lib/rich-text.ts';
import { DEMO_ANCHOR } from './demo-random.ts';

/** The demo's cookie notice, published in the three languages (HTML as the editor writes it). */
const NOTICES = [
  {
    language: 'en-US',
    title: 'We use cookies',
    text:
      '<p>Customer Hub uses only the cookies and local storage it needs to sign you in, remember your language and keep your session safe. We do not use advertising or third-party tracking cookies.</p>' +
      '<h3>What we store</h3><ul><li><p><strong>Session</strong>: your sign-in token, removed when you log out.</p></li><li><p><strong>Preferences</strong>: your language and whether you have seen this notice.</p></li></ul>' +
      '<p>Questions? Write to <a href="mailto:privacy@customer-hub.example">privacy@customer-hub.example</a>.</p>',
  },
  {
    language: 'es-ES',
    title: 'Usamos cookies',
    text:
      '<p>Customer Hub solo usa las cookies y el almacenamiento local necesarios para iniciar su sesión, recordar su idioma y mantener su sesión segura. No usamos cookies publicitarias ni de seguimiento de terceros.</p>' +
      '<h3>Qué guardamos</h3><ul><li><p><strong>Sesión</strong>: su token de acceso, que se borra al cerrar la sesión.</p></li><li><p><strong>Preferencias</strong>: su idioma y si ya ha visto este aviso.</p></li></ul>' +
      '<p>¿Dudas? Escríbanos a <a href="mailto:privacy@customer-hub.example">privacy@customer-hub.example</a>.</p>',
  },
  {
    language: 'pt-PT',
    title: 'Utilizamos cookies',
    text:
      '<p>O Customer Hub utiliza apenas os cookies e o armazenamento local necessários para iniciar a sua sessão, lembrar o seu idioma e manter a sessão segura. Não utilizamos cookies de publicidade nem de rastreio de terceiros.</p>' +
      '<h3>O que guardamos</h3><ul><li><p><strong>Sessão</strong>: o seu token de acesso, apagado quando termina a sessão.</p></li><li><p><strong>Preferências</strong>: o seu idioma e se já viu este aviso.</p></li></ul>' +
      '<p>Dúvidas? Escreva para <a href="mailto:privacy@customer-hub.example">privacy@customer-hub.example</a>.</p>',
  },
];

export async function seedDemoCookieNotices(tx: Db, createdBy: string): Promise<void> {
  const publishedAt = new Date(DEMO_ANCHOR);
  await tx.insert(cookieNotices).values(NOTICES.map((n) => ({ ...n, text: cleanRichText(n.text), createdBy, publishedAt, createdAt: publishedAt, updatedAt: publishedAt })));
}
