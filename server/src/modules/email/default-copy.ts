import type { EmailTemplateKey } from '@customer-hub/contract/email';
import type { LanguageCode } from '@customer-hub/contract/languages';
import { NOTIFICATION_COPY } from './notification-copy.ts';

/**
 * The words of the built-in templates; templates.ts lays them out as HTML and text. Plain text
 * with mustache tags: `{{#x}}…{{/x}}` shows a part only when the variable is given.
 */
export type Block =
  | { p: string; when?: string }
  /** A button to {{link}} (or to the variable `href` names), with the address written out below it. */
  | { action: string; href?: string }
  /** {{code}}, large. */
  | { code: true };

export interface Copy {
  subject: string;
  heading: string;
  blocks: Block[];
}

export interface LanguageFrame {
  greeting: string;
  linkFallback: string;
  footer: string;
}

export const FRAME: Record<LanguageCode, LanguageFrame> = {
  'en-US': {
    greeting: '{{#name}}Hello {{name}},{{/name}}{{^name}}Hello,{{/name}}',
    linkFallback: 'If the button does not work, copy this address into your browser:',
    footer: 'This is an automatic message from {{productName}}. Please do not reply to it.',
  },
  'es-ES': {
    greeting: '{{#name}}Hola, {{name}}:{{/name}}{{^name}}Hola:{{/name}}',
    linkFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
    footer: 'Este es un mensaje automático de {{productName}}. Por favor, no responda a este correo.',
  },
  'pt-PT': {
    greeting: '{{#name}}Olá, {{name}},{{/name}}{{^name}}Olá,{{/name}}',
    linkFallback: 'Se o botão não funcionar, copie este endereço para o seu navegador:',
    footer: 'Esta é uma mensagem automática do {{productName}}. Por favor, não responda a este email.',
  },
};

const linkValid = {
  'en-US': { p: 'This link is valid for {{expiresMinutes}} minutes and can be used only once.', when: 'expiresMinutes' },
  'es-ES': { p: 'Este enlace es válido durante {{expiresMinutes}} minutos y solo puede usarse una vez.', when: 'expiresMinutes' },
  'pt-PT': { p: 'Esta ligação é válida durante {{expiresMinutes}} minutos e só pode ser utilizada uma vez.', when: 'expiresMinutes' },
} satisfies Record<LanguageCode, Block>;

const userNameIs = {
  'en-US': { p: 'Your user name is {{userName}}.', when: 'userName' },
  'es-ES': { p: 'Su nombre de usuario es {{userName}}.', when: 'userName' },
  'pt-PT': { p: 'O seu nome de utilizador é {{userName}}.', when: 'userName' },
} satisfies Record<LanguageCode, Block>;

export const COPY: Record<EmailTemplateKey, Record<LanguageCode, Copy>> = {
  ...NOTIFICATION_COPY,
  access_request_received: {
    'en-US': {
      subject: 'We have received your access request to {{productName}}',
      heading: 'Access request received',
      blocks: [
        { p: 'Thank you for your interest in {{productName}}. We have received your request for access.' },
        { p: 'Our team will review it and let you know by email once a decision has been made. You do not need to do anything else for now.' },
      ],
    },
    'es-ES': {
      subject: 'Hemos recibido su solicitud de acceso a {{productName}}',
      heading: 'Solicitud de acceso recibida',
      blocks: [
        { p: 'Gracias por su interés en {{productName}}. Hemos recibido su solicitud de acceso.' },
        { p: 'Nuestro equipo la revisará y le informaremos por correo electrónico cuando se haya tomado una decisión. Por ahora no tiene que hacer nada más.' },
      ],
    },
    'pt-PT': {
      subject: 'Recebemos o seu pedido de acesso ao {{productName}}',
      heading: 'Pedido de acesso recebido',
      blocks: [
        { p: 'Obrigado pelo seu interesse no {{productName}}. Recebemos o seu pedido de acesso.' },
        { p: 'A nossa equipa vai analisá-lo e enviar-lhe-emos uma resposta por email assim que houver uma decisão. Por agora, não precisa de fazer mais nada.' },
      ],
    },
  },
  access_request_approved: {
    'en-US': {
      subject: 'Your access to {{productName}} has been approved',
      heading: 'Welcome to {{productName}}',
      blocks: [
        { p: 'Good news: your request for access to {{productName}} has been approved.' },
        userNameIs['en-US'],
        { p: 'To get started, set your password with the button below.' },
        { action: 'Set my password' },
        linkValid['en-US'],
      ],
    },
    'es-ES': {
      subject: 'Su acceso a {{productName}} ha sido aprobado',
      heading: 'Le damos la bienvenida a {{productName}}',
      blocks: [
        { p: 'Buenas noticias: su solicitud de acceso a {{productName}} ha sido aprobada.' },
        userNameIs['es-ES'],
        { p: 'Para empezar, establezca su contraseña con el botón de abajo.' },
        { action: 'Establecer mi contraseña' },
        linkValid['es-ES'],
      ],
    },
    'pt-PT': {
      subject: 'O seu acesso ao {{productName}} foi aprovado',
      heading: 'Damos-lhe as boas-vindas ao {{productName}}',
      blocks: [
        { p: 'Boas notícias: o seu pedido de acesso ao {{productName}} foi aprovado.' },
        userNameIs['pt-PT'],
        { p: 'Para começar, defina a sua palavra-passe através do botão abaixo.' },
        { action: 'Definir a minha palavra-passe' },
        linkValid['pt-PT'],
      ],
    },
  },
  user_invitation: {
    'en-US': {
      subject: 'You are invited to {{productName}}',
      heading: 'Welcome to {{productName}}',
      blocks: [
        { p: 'An account on {{productName}} has been created for you.' },
        userNameIs['en-US'],
        { p: 'To get started, set your password with the button below.' },
        { action: 'Set my password' },
        linkValid['en-US'],
      ],
    },
    'es-ES': {
      subject: 'Le invitamos a {{productName}}',
      heading: 'Le damos la bienvenida a {{productName}}',
      blocks: [
        { p: 'Se ha creado una cuenta para usted en {{productName}}.' },
        userNameIs['es-ES'],
        { p: 'Para empezar, establezca su contraseña con el botón de abajo.' },
        { action: 'Establecer mi contraseña' },
        linkValid['es-ES'],
      ],
    },
    'pt-PT': {
      subject: 'Está convidado para o {{productName}}',
      heading: 'Damos-lhe as boas-vindas ao {{productName}}',
      blocks: [
        { p: 'Foi criada uma conta para si no {{productName}}.' },
        userNameIs['pt-PT'],
        { p: 'Para começar, defina a sua palavra-passe através do botão abaixo.' },
        { action: 'Definir a minha palavra-passe' },
        linkValid['pt-PT'],
      ],
    },
  },
  access_request_rejected: {
    'en-US': {
      subject: 'About your access request to {{productName}}',
      heading: 'About your access request',
      blocks: [
        { p: 'Thank you for your interest in {{productName}}. After reviewing your request, we are sorry to tell you that we cannot grant access at this time.' },
        { p: 'If you think this is a mistake, or your situation changes, please contact your account manager or send us a new request.' },
      ],
    },
    'es-ES': {
      subject: 'Sobre su solicitud de acceso a {{productName}}',
      heading: 'Sobre su solicitud de acceso',
      blocks: [
        { p: 'Gracias por su interés en {{productName}}. Tras revisar su solicitud, lamentamos informarle de que en este momento no podemos concederle acceso.' },
        { p: 'Si cree que se trata de un error o su situación cambia, póngase en contacto con su gestor de cuenta o envíenos una nueva solicitud.' },
      ],
    },
    'pt-PT': {
      subject: 'Sobre o seu pedido de acesso ao {{productName}}',
      heading: 'Sobre o seu pedido de acesso',
      blocks: [
        { p: 'Obrigado pelo seu interesse no {{productName}}. Após analisarmos o seu pedido, lamentamos informar que, de momento, não nos é possível conceder-lhe acesso.' },
        { p: 'Se considerar que se trata de um erro, ou se a sua situação se alterar, contacte o seu gestor de conta ou envie-nos um novo pedido.' },
      ],
    },
  },
  signup_verify: {
    'en-US': {
      subject: 'Confirm your email address for {{productName}}',
      heading: 'Confirm your email address',
      blocks: [
        { p: 'Thank you for signing up for {{productName}}. To finish creating your account, confirm your email address and choose a password.' },
        { action: 'Confirm and set my password' },
        linkValid['en-US'],
        { p: 'If you did not sign up, you can ignore this message; no account will be created.' },
      ],
    },
    'es-ES': {
      subject: 'Confirme su dirección de correo electrónico en {{productName}}',
      heading: 'Confirme su dirección de correo electrónico',
      blocks: [
        { p: 'Gracias por registrarse en {{productName}}. Para terminar de crear su cuenta, confirme su dirección de correo electrónico y elija una contraseña.' },
        { action: 'Confirmar y establecer mi contraseña' },
        linkValid['es-ES'],
        { p: 'Si no se ha registrado, puede ignorar este mensaje; no se creará ninguna cuenta.' },
      ],
    },
    'pt-PT': {
      subject: 'Confirme o seu endereço de email no {{productName}}',
      heading: 'Confirme o seu endereço de email',
      blocks: [
        { p: 'Obrigado por se registar no {{productName}}. Para concluir a criação da sua conta, confirme o seu endereço de email e escolha uma palavra-passe.' },
        { action: 'Confirmar e definir a palavra-passe' },
        linkValid['pt-PT'],
        { p: 'Se não se registou, pode ignorar esta mensagem; não será criada nenhuma conta.' },
      ],
    },
  },
  signup_existing_account: {
    'en-US': {
      subject: 'Sign-up attempt with your email address on {{productName}}',
      heading: 'You already have an account',
      blocks: [
        { p: 'Someone tried to sign up for {{productName}} with this email address. You already have an account, so no new one was created.' },
        userNameIs['en-US'],
        { p: 'If it was you and you do not remember your password, use the password recovery option on the sign-in page to choose a new one.' },
        { p: 'If it was not you, you can ignore this message: nothing has changed in your account.' },
      ],
    },
    'es-ES': {
      subject: 'Intento de registro con su dirección de correo en {{productName}}',
      heading: 'Ya tiene una cuenta',
      blocks: [
        { p: 'Alguien ha intentado registrarse en {{productName}} con esta dirección de correo electrónico. Ya tiene una cuenta, por lo que no se ha creado ninguna nueva.' },
        userNameIs['es-ES'],
        { p: 'Si ha sido usted y no recuerda su contraseña, utilice la opción de recuperación de contraseña de la página de inicio de sesión para elegir una nueva.' },
        { p: 'Si no ha sido usted, puede ignorar este mensaje: su cuenta no ha sufrido ningún cambio.' },
      ],
    },
    'pt-PT': {
      subject: 'Tentativa de registo com o seu endereço de email no {{productName}}',
      heading: 'Já tem uma conta',
      blocks: [
        { p: 'Alguém tentou registar-se no {{productName}} com este endereço de email. Como já tem uma conta, não foi criada uma nova.' },
        userNameIs['pt-PT'],
        { p: 'Se o pedido foi feito por si e não se lembra da palavra-passe, utilize a opção de recuperação da palavra-passe na página de início de sessão para escolher uma nova.' },
        { p: 'Se não foi feito por si, pode ignorar esta mensagem: a sua conta não foi alterada.' },
      ],
    },
  },
  password_reset: {
    'en-US': {
      subject: 'Reset your {{productName}} password',
      heading: 'Reset your password',
      blocks: [
        { p: 'We received a request to reset the password of your {{productName}} account.' },
        { action: 'Choose a new password' },
        linkValid['en-US'],
        { p: 'If you did not ask for this, you can ignore this message: your password will not change.' },
      ],
    },
    'es-ES': {
      subject: 'Restablezca su contraseña de {{productName}}',
      heading: 'Restablecer la contraseña',
      blocks: [
        { p: 'Hemos recibido una solicitud para restablecer la contraseña de su cuenta de {{productName}}.' },
        { action: 'Elegir una nueva contraseña' },
        linkValid['es-ES'],
        { p: 'Si no lo ha solicitado, puede ignorar este mensaje: su contraseña no cambiará.' },
      ],
    },
    'pt-PT': {
      subject: 'Redefina a sua palavra-passe do {{productName}}',
      heading: 'Redefinir a palavra-passe',
      blocks: [
        { p: 'Recebemos um pedido para redefinir a palavra-passe da sua conta do {{productName}}.' },
        { action: 'Escolher uma nova palavra-passe' },
        linkValid['pt-PT'],
        { p: 'Se não fez este pedido, pode ignorar esta mensagem: a sua palavra-passe não será alterada.' },
      ],
    },
  },
  password_changed: {
    'en-US': {
      subject: 'Your {{productName}} password was changed',
      heading: 'Your password was changed',
      blocks: [
        { p: 'The password of your {{productName}} account has just been changed.' },
        { p: 'If you made this change, there is nothing else to do.' },
        { p: 'If you did not, contact our support team right away so that we can secure your account.' },
      ],
    },
    'es-ES': {
      subject: 'Se ha cambiado su contraseña de {{productName}}',
      heading: 'Su contraseña ha cambiado',
      blocks: [
        { p: 'Se acaba de cambiar la contraseña de su cuenta de {{productName}}.' },
        { p: 'Si ha realizado usted este cambio, no tiene que hacer nada más.' },
        { p: 'Si no ha sido usted, póngase en contacto de inmediato con nuestro equipo de soporte para que podamos proteger su cuenta.' },
      ],
    },
    'pt-PT': {
      subject: 'A sua palavra-passe do {{productName}} foi alterada',
      heading: 'A sua palavra-passe foi alterada',
      blocks: [
        { p: 'A palavra-passe da sua conta do {{productName}} acabou de ser alterada.' },
        { p: 'Se fez esta alteração, não precisa de fazer mais nada.' },
        { p: 'Caso contrário, contacte de imediato a nossa equipa de suporte para que possamos proteger a sua conta.' },
      ],
    },
  },
  two_factor_code: {
    'en-US': {
      subject: 'Your {{productName}} verification code',
      heading: 'Your verification code',
      blocks: [
        { p: 'Use this code to finish signing in to {{productName}}:' },
        { code: true },
        { p: 'The code is valid for {{expiresMinutes}} minutes.', when: 'expiresMinutes' },
        { p: 'If you did not try to sign in, someone else may know your password: change it as soon as possible.' },
      ],
    },
    'es-ES': {
      subject: 'Su código de verificación de {{productName}}',
      heading: 'Su código de verificación',
      blocks: [
        { p: 'Utilice este código para completar el inicio de sesión en {{productName}}:' },
        { code: true },
        { p: 'El código es válido durante {{expiresMinutes}} minutos.', when: 'expiresMinutes' },
        { p: 'Si no ha intentado iniciar sesión, es posible que otra persona conozca su contraseña: cámbiela lo antes posible.' },
      ],
    },
    'pt-PT': {
      subject: 'O seu código de verificação do {{productName}}',
      heading: 'O seu código de verificação',
      blocks: [
        { p: 'Utilize este código para concluir o início de sessão no {{productName}}:' },
        { code: true },
        { p: 'O código é válido durante {{expiresMinutes}} minutos.', when: 'expiresMinutes' },
        { p: 'Se não tentou iniciar sessão, é possível que outra pessoa conheça a sua palavra-passe: altere-a o mais rapidamente possível.' },
      ],
    },
  },
  two_factor_setup: {
    'en-US': {
      subject: 'Confirm email codes for {{productName}}',
      heading: 'Confirm email codes',
      blocks: [
        { p: 'You asked to receive a code by email each time you sign in to {{productName}}. Enter this code in My account to turn it on:' },
        { code: true },
        { p: 'The code is valid for {{expiresMinutes}} minutes.', when: 'expiresMinutes' },
        { p: 'If you did not ask for this, someone else may be signed in to your account: change your password as soon as possible.' },
      ],
    },
    'es-ES': {
      subject: 'Confirme los códigos por correo electrónico de {{productName}}',
      heading: 'Confirme los códigos por correo electrónico',
      blocks: [
        { p: 'Ha pedido recibir un código por correo electrónico cada vez que inicie sesión en {{productName}}. Introduzca este código en Mi cuenta para activarlo:' },
        { code: true },
        { p: 'El código es válido durante {{expiresMinutes}} minutos.', when: 'expiresMinutes' },
        { p: 'Si no lo ha pedido usted, es posible que otra persona haya iniciado sesión en su cuenta: cambie su contraseña lo antes posible.' },
      ],
    },
    'pt-PT': {
      subject: 'Confirme os códigos por email do {{productName}}',
      heading: 'Confirme os códigos por email',
      blocks: [
        { p: 'Pediu para receber um código por email sempre que iniciar sessão no {{productName}}. Introduza este código em A minha conta para o ativar:' },
        { code: true },
        { p: 'O código é válido durante {{expiresMinutes}} minutos.', when: 'expiresMinutes' },
        { p: 'Se não foi você que o pediu, é possível que outra pessoa tenha iniciado sessão na sua conta: altere a sua palavra-passe o mais rapidamente possível.' },
      ],
    },
  },
  two_factor_reset: {
    'en-US': {
      subject: 'Your {{productName}} two-step verification was reset',
      heading: 'Two-step verification was reset',
      blocks: [
        { p: 'Our staff have reset the two-step verification of your {{productName}} account, usually because you could no longer receive or enter your codes.' },
        userNameIs['en-US'],
        { p: 'You now sign in with your password alone. We recommend setting up two-step verification again in My account.' },
        { p: 'If you did not ask for this, contact our support team right away so that we can secure your account.' },
      ],
    },
    'es-ES': {
      subject: 'Se ha restablecido la verificación en dos pasos de {{productName}}',
      heading: 'Se ha restablecido la verificación en dos pasos',
      blocks: [
        { p: 'Nuestro equipo ha restablecido la verificación en dos pasos de su cuenta de {{productName}}, normalmente porque ya no podía recibir o introducir sus códigos.' },
        userNameIs['es-ES'],
        { p: 'Ahora inicia sesión solo con su contraseña. Le recomendamos que vuelva a configurar la verificación en dos pasos en Mi cuenta.' },
        { p: 'Si no lo ha pedido usted, póngase en contacto de inmediato con nuestro equipo de soporte para que podamos proteger su cuenta.' },
      ],
    },
    'pt-PT': {
      subject: 'A verificação em dois passos do {{productName}} foi reposta',
      heading: 'A verificação em dois passos foi reposta',
      blocks: [
        { p: 'A nossa equipa repôs a verificação em dois passos da sua conta do {{productName}}, normalmente porque já não conseguia receber ou introduzir os seus códigos.' },
        userNameIs['pt-PT'],
        { p: 'Passa a iniciar sessão apenas com a sua palavra-passe. Recomendamos que volte a configurar a verificação em dois passos em A minha conta.' },
        { p: 'Se não foi você que o pediu, contacte de imediato a nossa equipa de suporte para que possamos proteger a sua conta.' },
      ],
    },
  },
};
