import type { Db } from '@/db/client.ts';
import { privacyPolicies } from '@/db/schema/policies.ts';
import { cleanRichText } from '@/lib/rich-text.ts';
import { DEMO_ANCHOR } from './demo-random.ts';

/**
 * The demo's privacy policy, version 1, published in the three languages (HTML as the editor
 * writes it): every demo user accepts or declines it at their first sign-in.
 */
const POLICIES = [
  {
    language: 'en-US',
    title: 'Privacy policy',
    text:
      '<p>This policy explains how Customer Hub handles the personal data of the people who use it on behalf of our customers.</p>' +
      '<h3>What we collect</h3><ul><li><p><strong>Account data</strong>: your name, email, phone and language.</p></li><li><p><strong>Use of the portal</strong>: sign-ins, the requests and orders you place and the documents you download.</p></li></ul>' +
      '<h3>Why</h3><p>To provide the services in your contract, to keep the portal secure and to tell you about your requests. We never sell your data.</p>' +
      '<h3>Your rights</h3><p>You may access, correct or erase your data and object to its use. Write to <a href="mailto:privacy@customer-hub.example">privacy@customer-hub.example</a>.</p>',
  },
  {
    language: 'es-ES',
    title: 'Política de privacidad',
    text:
      '<p>Esta política explica cómo Customer Hub trata los datos personales de las personas que lo usan en nombre de nuestros clientes.</p>' +
      '<h3>Qué recogemos</h3><ul><li><p><strong>Datos de la cuenta</strong>: su nombre, correo electrónico, teléfono e idioma.</p></li><li><p><strong>Uso del portal</strong>: inicios de sesión, las solicitudes y pedidos que realiza y los documentos que descarga.</p></li></ul>' +
      '<h3>Para qué</h3><p>Para prestar los servicios de su contrato, mantener el portal seguro e informarle de sus solicitudes. Nunca vendemos sus datos.</p>' +
      '<h3>Sus derechos</h3><p>Puede acceder a sus datos, rectificarlos o suprimirlos y oponerse a su uso. Escriba a <a href="mailto:privacy@customer-hub.example">privacy@customer-hub.example</a>.</p>',
  },
  {
    language: 'pt-PT',
    title: 'Política de privacidade',
    text:
      '<p>Esta política explica como o Customer Hub trata os dados pessoais das pessoas que o utilizam em nome dos nossos clientes.</p>' +
      '<h3>O que recolhemos</h3><ul><li><p><strong>Dados da conta</strong>: o seu nome, email, telefone e idioma.</p></li><li><p><strong>Utilização do portal</strong>: inícios de sessão, os pedidos e encomendas que faz e os documentos que descarrega.</p></li></ul>' +
      '<h3>Para quê</h3><p>Para prestar os serviços do seu contrato, manter o portal seguro e informá-lo sobre os seus pedidos. Nunca vendemos os seus dados.</p>' +
      '<h3>Os seus direitos</h3><p>Pode aceder aos seus dados, retificá-los ou apagá-los e opor-se à sua utilização. Escreva para <a href="mailto:privacy@customer-hub.example">privacy@customer-hub.example</a>.</p>',
  },
];

export async function seedDemoPrivacyPolicy(tx: Db, createdBy: string): Promise<void> {
  // Effective from the demo's anchor date (or now, on a clock set earlier), so the gate shows at once.
  const at = new Date(Math.min(Date.parse(DEMO_ANCHOR), Date.now()));
  await tx
    .insert(privacyPolicies)
    .values(POLICIES.map((p) => ({ ...p, version: 1, text: cleanRichText(p.text), effectiveAt: at, publishedAt: at, createdBy, createdAt: at, updatedAt: at })));
}
