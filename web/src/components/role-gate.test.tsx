import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoleGate } from '@/components/role-gate';
import { currentUserQuery } from '@/lib/current-user';
import { userVM } from '../../test/dashboard';
import { json, mockFetch, problem, renderWithProviders, signInAs } from '../../test/render';

/** A field of the page behind the gate. */
const FIELD = 'half-typed';

describe('the role gate', () => {
  it('keeps the page, and what is typed in it, when a refetch of who the user is fails', async () => {
    signInAs();
    let answer: () => Response = () => json(userVM({}));
    mockFetch({ 'GET /api/Backoffice/User/GetUserVM': () => answer() });
    const { queryClient } = renderWithProviders(
      <RoleGate allow={() => true}>
        <input aria-label={FIELD} defaultValue="a reason" />
      </RoleGate>,
    );
    expect(await screen.findByLabelText(FIELD)).toHaveValue('a reason');

    answer = () => problem('FORBIDDEN', 403);
    await act(async () => void (await queryClient.refetchQueries({ queryKey: currentUserQuery.queryKey })));
    expect(queryClient.getQueryState(currentUserQuery.queryKey)?.status).toBe('error');
    // The query tells its observers a tick later.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText(FIELD)).toHaveValue('a reason');
  });

  it('shows the error when who the user is cannot be learnt', async () => {
    signInAs();
    mockFetch({ 'GET /api/Backoffice/User/GetUserVM': () => problem('FORBIDDEN', 403) });
    renderWithProviders(
      <RoleGate allow={() => true}>
        <input aria-label={FIELD} />
      </RoleGate>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByLabelText(FIELD)).toBeNull();
  });
});
