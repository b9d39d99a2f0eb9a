import type { LanguageCode } from '@customer-hub/contract/languages';
import type { Block, Copy } from './default-copy.ts';

/**
 * The words of the notification emails, one template per kind (modules/notifications sends them
 * when a recipient's preferences say "by email"). The button opens the notification's page
 * ({{pageUrl}}: not a secret, so the email log keeps it).
 */
type NotificationTemplateKey =
  | 'notification_access_request'
  | 'notification_ticket_created'
  | 'notification_ticket_proposed'
  | 'notification_ticket_status_changed'
  | 'notification_ticket_comment'
  | 'notification_ticket_assigned'
  | 'notification_order_status_changed'
  | 'notification_document_added'
  | 'notification_privacy_policy';

const open = {
  'en-US': { action: 'Open in {{productName}}', href: 'pageUrl' },
  'es-ES': { action: 'Abrir en {{productName}}', href: 'pageUrl' },
  'pt-PT': { action: 'Abrir no {{productName}}', href: 'pageUrl' },
} satisfies Record<LanguageCode, Block>;

const requestTitle = {
  'en-US': { p: 'Request: {{title}}', when: 'title' },
  'es-ES': { p: 'Solicitud: {{title}}', when: 'title' },
  'pt-PT': { p: 'Pedido: {{title}}', when: 'title' },
} satisfies Record<LanguageCode, Block>;

const withNote = {
  'en-US': { p: 'Note: {{note}}', when: 'note' },
  'es-ES': { p: 'Nota: {{note}}', when: 'note' },
  'pt-PT': { p: 'Nota: {{note}}', when: 'note' },
} satisfies Record<LanguageCode, Block>;

export const NOTIFICATION_COPY: Record<NotificationTemplateKey, Record<LanguageCode, Copy>> = {
  notification_access_request: {
    'en-US': {
      subject: '{{productName}}: new access request from {{requesterName}}',
      heading: 'New access request',
      blocks: [{ p: '{{requesterName}} has asked for access to {{productName}}. Review the request and approve or reject it.' }, open['en-US']],
    },
    'es-ES': {
      subject: '{{productName}}: nueva solicitud de acceso de {{requesterName}}',
      heading: 'Nueva solicitud de acceso',
      blocks: [{ p: '{{requesterName}} ha solicitado acceso a {{productName}}. Revise la solicitud y apruébela o recházela.' }, open['es-ES']],
    },
    'pt-PT': {
      subject: '{{productName}}: novo pedido de acesso de {{requesterName}}',
      heading: 'Novo pedido de acesso',
      blocks: [{ p: '{{requesterName}} pediu acesso ao {{productName}}. Analise o pedido e aprove-o ou rejeite-o.' }, open['pt-PT']],
    },
  },
  notification_ticket_created: {
    'en-US': {
      subject: '{{productName}}: new request {{ticketNo}}',
      heading: 'New service request {{ticketNo}}',
      blocks: [{ p: '{{byName}} has raised a new request.', when: 'byName' }, requestTitle['en-US'], open['en-US']],
    },
    'es-ES': {
      subject: '{{productName}}: nueva solicitud {{ticketNo}}',
      heading: 'Nueva solicitud de servicio {{ticketNo}}',
      blocks: [{ p: '{{byName}} ha creado una nueva solicitud.', when: 'byName' }, requestTitle['es-ES'], open['es-ES']],
    },
    'pt-PT': {
      subject: '{{productName}}: novo pedido {{ticketNo}}',
      heading: 'Novo pedido de serviço {{ticketNo}}',
      blocks: [{ p: '{{byName}} criou um novo pedido.', when: 'byName' }, requestTitle['pt-PT'], open['pt-PT']],
    },
  },
  notification_ticket_proposed: {
    'en-US': {
      subject: '{{productName}}: a proposal for your request {{ticketNo}}',
      heading: 'A proposal for request {{ticketNo}} awaits your answer',
      blocks: [
        requestTitle['en-US'],
        { p: 'We propose to do the work on {{proposedDate}} for {{proposedBudget}}.' },
        { p: 'Please confirm or refuse the proposal so that we can plan the work.' },
        open['en-US'],
      ],
    },
    'es-ES': {
      subject: '{{productName}}: una propuesta para su solicitud {{ticketNo}}',
      heading: 'Una propuesta para la solicitud {{ticketNo}} espera su respuesta',
      blocks: [
        requestTitle['es-ES'],
        { p: 'Le proponemos realizar el trabajo el {{proposedDate}} por {{proposedBudget}}.' },
        { p: 'Confirme o rechace la propuesta para que podamos planificar el trabajo.' },
        open['es-ES'],
      ],
    },
    'pt-PT': {
      subject: '{{productName}}: uma proposta para o seu pedido {{ticketNo}}',
      heading: 'Uma proposta para o pedido {{ticketNo}} aguarda a sua resposta',
      blocks: [
        requestTitle['pt-PT'],
        { p: 'Propomos realizar o trabalho em {{proposedDate}} por {{proposedBudget}}.' },
        { p: 'Confirme ou recuse a proposta para que possamos planear o trabalho.' },
        open['pt-PT'],
      ],
    },
  },
  notification_ticket_status_changed: {
    'en-US': {
      subject: '{{productName}}: request {{ticketNo}} is now {{status}}',
      heading: 'Request {{ticketNo}}: {{status}}',
      blocks: [requestTitle['en-US'], { p: 'Changed by {{byName}}.', when: 'byName' }, withNote['en-US'], open['en-US']],
    },
    'es-ES': {
      subject: '{{productName}}: la solicitud {{ticketNo}} tiene un nuevo estado: {{status}}',
      heading: 'Solicitud {{ticketNo}}: {{status}}',
      blocks: [requestTitle['es-ES'], { p: 'Cambio realizado por {{byName}}.', when: 'byName' }, withNote['es-ES'], open['es-ES']],
    },
    'pt-PT': {
      subject: '{{productName}}: o pedido {{ticketNo}} tem um novo estado: {{status}}',
      heading: 'Pedido {{ticketNo}}: {{status}}',
      blocks: [requestTitle['pt-PT'], { p: 'Alteração feita por {{byName}}.', when: 'byName' }, withNote['pt-PT'], open['pt-PT']],
    },
  },
  notification_ticket_comment: {
    'en-US': {
      subject: '{{productName}}: new comment on request {{ticketNo}}',
      heading: 'New comment on request {{ticketNo}}',
      blocks: [{ p: '{{byName}} has added a comment.', when: 'byName' }, requestTitle['en-US'], open['en-US']],
    },
    'es-ES': {
      subject: '{{productName}}: nuevo comentario en la solicitud {{ticketNo}}',
      heading: 'Nuevo comentario en la solicitud {{ticketNo}}',
      blocks: [{ p: '{{byName}} ha añadido un comentario.', when: 'byName' }, requestTitle['es-ES'], open['es-ES']],
    },
    'pt-PT': {
      subject: '{{productName}}: novo comentário no pedido {{ticketNo}}',
      heading: 'Novo comentário no pedido {{ticketNo}}',
      blocks: [{ p: '{{byName}} adicionou um comentário.', when: 'byName' }, requestTitle['pt-PT'], open['pt-PT']],
    },
  },
  notification_ticket_assigned: {
    'en-US': {
      subject: '{{productName}}: request {{ticketNo}} was assigned to you',
      heading: 'Request {{ticketNo}} is yours',
      blocks: [{ p: '{{byName}} has assigned this request to you.', when: 'byName' }, requestTitle['en-US'], open['en-US']],
    },
    'es-ES': {
      subject: '{{productName}}: se le ha asignado la solicitud {{ticketNo}}',
      heading: 'La solicitud {{ticketNo}} es suya',
      blocks: [{ p: '{{byName}} le ha asignado esta solicitud.', when: 'byName' }, requestTitle['es-ES'], open['es-ES']],
    },
    'pt-PT': {
      subject: '{{productName}}: o pedido {{ticketNo}} foi-lhe atribuído',
      heading: 'O pedido {{ticketNo}} é seu',
      blocks: [{ p: '{{byName}} atribuiu-lhe este pedido.', when: 'byName' }, requestTitle['pt-PT'], open['pt-PT']],
    },
  },
  notification_order_status_changed: {
    'en-US': {
      subject: '{{productName}}: order {{orderNo}} is now {{status}}',
      heading: 'Order {{orderNo}}: {{status}}',
      blocks: [{ p: 'Changed by {{byName}}.', when: 'byName' }, withNote['en-US'], open['en-US']],
    },
    'es-ES': {
      subject: '{{productName}}: el pedido {{orderNo}} tiene un nuevo estado: {{status}}',
      heading: 'Pedido {{orderNo}}: {{status}}',
      blocks: [{ p: 'Cambio realizado por {{byName}}.', when: 'byName' }, withNote['es-ES'], open['es-ES']],
    },
    'pt-PT': {
      subject: '{{productName}}: a encomenda {{orderNo}} tem um novo estado: {{status}}',
      heading: 'Encomenda {{orderNo}}: {{status}}',
      blocks: [{ p: 'Alteração feita por {{byName}}.', when: 'byName' }, withNote['pt-PT'], open['pt-PT']],
    },
  },
  notification_document_added: {
    'en-US': {
      subject: '{{productName}}: new document in {{section}}',
      heading: 'A new document is available',
      blocks: [{ p: '{{title}} ({{documentNo}}) has been added to {{section}}.' }, open['en-US']],
    },
    'es-ES': {
      subject: '{{productName}}: nuevo documento en {{section}}',
      heading: 'Hay un nuevo documento disponible',
      blocks: [{ p: 'Se ha añadido {{title}} ({{documentNo}}) a {{section}}.' }, open['es-ES']],
    },
    'pt-PT': {
      subject: '{{productName}}: novo documento em {{section}}',
      heading: 'Está disponível um novo documento',
      blocks: [{ p: 'Foi adicionado {{title}} ({{documentNo}}) a {{section}}.' }, open['pt-PT']],
    },
  },
  notification_privacy_policy: {
    'en-US': {
      subject: '{{productName}}: a new privacy policy awaits your decision',
      heading: 'A new privacy policy',
      blocks: [{ p: 'We have published a new privacy policy: {{title}}.', when: 'title' }, { p: 'The next time you sign in you will be asked to accept or decline it.' }, open['en-US']],
    },
    'es-ES': {
      subject: '{{productName}}: una nueva política de privacidad espera su decisión',
      heading: 'Una nueva política de privacidad',
      blocks: [
        { p: 'Hemos publicado una nueva política de privacidad: {{title}}.', when: 'title' },
        { p: 'La próxima vez que inicie sesión se le pedirá que la acepte o la rechace.' },
        open['es-ES'],
      ],
    },
    'pt-PT': {
      subject: '{{productName}}: uma nova política de privacidade aguarda a sua decisão',
      heading: 'Uma nova política de privacidade',
      blocks: [
        { p: 'Publicámos uma nova política de privacidade: {{title}}.', when: 'title' },
        { p: 'Na próxima vez que iniciar sessão, ser-lhe-á pedido que a aceite ou recuse.' },
        open['pt-PT'],
      ],
    },
  },
};
