export type TextDirection = 'ltr' | 'rtl';

export const DIRECTION_STORAGE_KEY = 'direction';

function asDirection(value: string | null | undefined): TextDirection | undefined {
  return value === 'rtl' || value === 'ltr' ? value : undefined;
}

/** `?dir=rtl|ltr` wins and is remembered; otherwise the remembered direction; otherwise ltr. */
export function resolveDirection(search: string, storage: Storage = localStorage): TextDirection {
  const fromQuery = asDirection(new URLSearchParams(search).get('dir'));
  if (fromQuery) {
    storage.setItem(DIRECTION_STORAGE_KEY, fromQuery);
    return fromQuery;
  }
  return asDirection(storage.getItem(DIRECTION_STORAGE_KEY)) ?? 'ltr';
}

export function applyDirection(dir: TextDirection): void {
  document.documentElement.setAttribute('dir', dir);
}
