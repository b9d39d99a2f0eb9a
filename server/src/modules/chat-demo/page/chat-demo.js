// The demo chat page (GET /chat-demo): what a chat provider's page does inside the shell's frame.
// It tells its parent to minimize or maximize the frame and scrolls its messages to the end when
// the parent asks. The message names are CHAT_MESSAGES in contract/src/constants/chat.ts.
(function () {
  'use strict';

  var MESSAGES = {
    minimize: 'customer-hub:chat:minimize',
    maximize: 'customer-hub:chat:maximize',
    scrollToEnd: 'customer-hub:chat:scroll-to-end',
  };

  var TEXTS = {
    'en-US': {
      title: 'Customer support',
      open: 'Open the chat',
      minimize: 'Minimize the chat',
      greeting: 'Hello! How can we help you today?',
      placeholder: 'Write a message…',
      label: 'Message',
      send: 'Send',
      reply: 'Thanks, an agent will answer soon.',
      you: 'You:',
      agent: 'Agent:',
    },
    'es-ES': {
      title: 'Atención al cliente',
      open: 'Abrir el chat',
      minimize: 'Minimizar el chat',
      greeting: '¡Hola! ¿En qué podemos ayudarle hoy?',
      placeholder: 'Escriba un mensaje…',
      label: 'Mensaje',
      send: 'Enviar',
      reply: 'Gracias, un agente le responderá pronto.',
      you: 'Usted:',
      agent: 'Agente:',
    },
    'pt-PT': {
      title: 'Apoio ao cliente',
      open: 'Abrir o chat',
      minimize: 'Minimizar o chat',
      greeting: 'Olá! Como podemos ajudar hoje?',
      placeholder: 'Escreva uma mensagem…',
      label: 'Mensagem',
      send: 'Enviar',
      reply: 'Obrigado, um agente responderá em breve.',
      you: 'Você:',
      agent: 'Agente:',
    },
  };

  function languageOf(tag) {
    var prefix = String(tag || '').slice(0, 2).toLowerCase();
    if (prefix === 'es') return 'es-ES';
    if (prefix === 'pt') return 'pt-PT';
    return 'en-US';
  }

  var language = languageOf(new URLSearchParams(window.location.search).get('lang'));
  var text = TEXTS[language];
  var framed = window.parent !== window;
  // The page that frames this one: the app, usually on this same origin (the chat URL is a path);
  // on another when the chat URL names another host of the app. The server lets only the app's
  // own pages frame it (frame-ancestors); where the browser cannot tell the parent's origin, this one's.
  var ancestors = window.location.ancestorOrigins;
  var parentOrigin = framed && ancestors && ancestors.length > 0 ? ancestors[0] : window.location.origin;

  var header = document.getElementById('chat-header');
  var toggle = document.getElementById('chat-toggle');
  var toggleLabel = document.getElementById('chat-toggle-label');
  var body = document.getElementById('chat-body');
  var list = document.getElementById('chat-messages');
  var form = document.getElementById('chat-form');
  var input = document.getElementById('chat-input');

  document.documentElement.lang = language;
  document.title = text.title;
  document.getElementById('chat-title').textContent = text.title;
  document.getElementById('chat-input-label').textContent = text.label;
  document.getElementById('chat-send').textContent = text.send;
  input.placeholder = text.placeholder;

  function scrollToEnd() {
    list.scrollTop = list.scrollHeight;
  }

  function add(from, words) {
    var item = document.createElement('li');
    item.className = 'chat-message ' + (from === 'me' ? 'from-me' : 'from-agent');
    var who = document.createElement('span');
    who.className = 'visually-hidden';
    who.textContent = (from === 'me' ? text.you : text.agent) + ' ';
    item.appendChild(who);
    item.appendChild(document.createTextNode(words));
    list.appendChild(item);
    scrollToEnd();
  }

  function setExpanded(expanded, tellParent) {
    body.hidden = !expanded;
    toggle.setAttribute('aria-expanded', String(expanded));
    toggleLabel.textContent = expanded ? text.minimize : text.open;
    if (expanded) input.focus();
    if (tellParent && framed) {
      window.parent.postMessage({ type: expanded ? MESSAGES.maximize : MESSAGES.minimize }, parentOrigin);
    }
  }

  header.addEventListener('click', function () {
    setExpanded(body.hidden, true);
  });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var words = input.value.trim();
    if (!words) return;
    input.value = '';
    add('me', words);
    setTimeout(function () {
      add('agent', text.reply);
    }, 400);
  });

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    if (event.data && event.data.type === MESSAGES.scrollToEnd) scrollToEnd();
  });

  add('agent', text.greeting);
  // Opened on its own (not in the frame) it starts open; in the frame it starts as the header.
  setExpanded(!framed, false);
  // Its controls work from here on (the button is drawn before this script has run).
  document.documentElement.dataset.ready = 'true';
})();
