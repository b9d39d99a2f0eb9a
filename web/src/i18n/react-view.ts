import type { i18n as I18n } from 'i18next';

const views = new WeakMap<I18n, I18n>();

/**
 * The i18next instance as the app hands it to react-i18next (`I18nextProvider`): an object with no
 * properties of its own whose prototype is the instance, so everything read from it is the
 * instance's, as it is now. react-i18next 17 copies the own properties of the instance it is given
 * into a new object at every `useTranslation` mount (`createI18nWrapper`): 42 property
 * descriptors, 20–45 µs a copy on a server, about 21 copies a Home render and as many while a
 * phone takes the page over. Of this view the copy is empty. i18next binds its methods to the
 * instance, and its event methods reach the instance's listeners through the prototype, so calls
 * made on the view act on the instance.
 */
export function reactView(instance: I18n): I18n {
  let view = views.get(instance);
  if (!view) {
    view = Object.create(instance) as I18n;
    views.set(instance, view);
  }
  return view;
}
