import { NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createVisit, shouldForceHome, type PopContext } from '@/app/navigation-rules';

const base: PopContext = {
  navigationType: NavigationType.Pop,
  initial: false,
  documentNavigation: 'navigate',
  pathname: '/dashboard/Reports',
  previousPathname: '/dashboard/Users',
  signedIn: true,
};

describe('shouldForceHome (spec §2 back/forward rule)', () => {
  it('forces Home on a back/forward by a signed-in user', () => {
    expect(shouldForceHome(base)).toBe(true);
    expect(shouldForceHome({ ...base, pathname: '/signin' })).toBe(true);
  });

  it('ignores push and replace navigations', () => {
    expect(shouldForceHome({ ...base, navigationType: NavigationType.Push })).toBe(false);
    expect(shouldForceHome({ ...base, navigationType: NavigationType.Replace })).toBe(false);
  });

  it('ignores visitors who are not signed in', () => {
    expect(shouldForceHome({ ...base, signedIn: false })).toBe(false);
  });

  it('leaves RecoverPassword and Home alone', () => {
    expect(shouldForceHome({ ...base, pathname: '/RecoverPassword' })).toBe(false);
    expect(shouldForceHome({ ...base, pathname: '/dashboard/Home' })).toBe(false);
    expect(shouldForceHome({ ...base, pathname: '/dashboard/home/' })).toBe(false);
  });

  it('does not force on the first load or a reload', () => {
    expect(shouldForceHome({ ...base, initial: true, documentNavigation: 'navigate' })).toBe(false);
    expect(shouldForceHome({ ...base, initial: true, documentNavigation: 'reload' })).toBe(false);
    expect(shouldForceHome({ ...base, initial: true, documentNavigation: undefined })).toBe(false);
  });

  it('forces when the browser came back into the app with back/forward', () => {
    expect(shouldForceHome({ ...base, initial: true, documentNavigation: 'back_forward' })).toBe(true);
  });

  it('leaves Back and Forward inside one screen (a list page, an open entry) on that screen', () => {
    expect(shouldForceHome({ ...base, previousPathname: '/dashboard/Reports' })).toBe(false);
    expect(shouldForceHome({ ...base, previousPathname: '/dashboard/reports/' })).toBe(false);
    expect(shouldForceHome({ ...base, previousPathname: '/dashboard/Reports/7' })).toBe(true);
  });
});

describe('createVisit', () => {
  it('counts the first location as initial only until the document leaves it', () => {
    const see = createVisit('first');
    expect(see({ key: 'first', pathname: '/dashboard/Users' })).toEqual({ initial: true, previousPathname: undefined });
    expect(see({ key: 'second', pathname: '/dashboard/Companies' })).toEqual({ initial: false, previousPathname: '/dashboard/Users' });
    // Back on the first history entry, whose key is the same.
    expect(see({ key: 'first', pathname: '/dashboard/Users' })).toEqual({ initial: false, previousPathname: '/dashboard/Companies' });
  });
});
