import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RootLayout } from '@/app/root-layout';
import { mockFetch, renderApp, signInAs } from '../../test/render';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** The root layout over a page that shows where it is, started on `first`, signed in. */
async function visitFrom(first: string) {
  mockFetch({});
  signInAs();
  const view = renderApp([first], [{ element: <RootLayout />, children: [{ path: '*', element: <Where /> }] }]);
  await screen.findByText(first);
  // Each move settles (and the rule's own redirect with it) before the next look.
  const go = (to: string | number) => act(() => view.router.navigate(to as string));
  const at = (where: string) => expect(screen.getByTestId('where').textContent).toBe(where);
  return { go, at };
}

describe('RootLayout back/forward rule (spec §2)', () => {
  it('sends Back to the first page of the visit to Home, like any other page', async () => {
    const { go, at } = await visitFrom('/dashboard/Users');
    await go('/dashboard/Companies');
    at('/dashboard/Companies');

    await go(-1);

    at('/dashboard/Home');
  });

  it('leaves Back inside one screen there: closing a list entry opened with the URL', async () => {
    const { go, at } = await visitFrom('/dashboard/Home');
    await go('/dashboard/CurrentAccount');
    await go('/dashboard/CurrentAccount?open=7');
    at('/dashboard/CurrentAccount?open=7');

    await go(-1);

    at('/dashboard/CurrentAccount');
    await go(-1);
    at('/dashboard/Home');
  });
});
