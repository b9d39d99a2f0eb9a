import { describe, expect, it } from 'vitest';
import { errorCode, errorMessage } from '@/lib/error-message';
import i18n from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';

const problem = (code: string, extra: Record<string, unknown> = {}) =>
  new ApiError(400, code, code, { type: 'about:blank', title: code, status: 400, code, ...extra });

describe('errorMessage', () => {
  it('translates every password rule of PASSWORD_POLICY', async () => {
    expect(errorMessage(problem('PASSWORD_POLICY', { reason: 'TOO_SHORT' }), i18n.t)).toBe('The password is too short.');
    expect(errorMessage(problem('PASSWORD_POLICY', { reason: 'CONTEXT' }), i18n.t)).toMatch(/user name/);
    await i18n.changeLanguage('pt-PT');
    expect(errorMessage(problem('PASSWORD_POLICY', { reason: 'TOO_LONG' }), i18n.t)).toBe('A palavra-passe é demasiado longa.');
  });

  it('falls back to the code when the reason is unknown', () => {
    expect(errorMessage(problem('PASSWORD_POLICY', { reason: 'NEW_RULE' }), i18n.t)).toBe(
      'The password does not meet the password rules.',
    );
  });

  it('adds the attempts left to TWO_FACTOR_INVALID', async () => {
    await i18n.changeLanguage('es-ES');
    expect(errorMessage(problem('TWO_FACTOR_INVALID', { attemptsLeft: 1 }), i18n.t)).toBe(
      'El código no es correcto. Intentos restantes: 1.',
    );
  });

  it('gives the generic message for unknown codes and other errors', () => {
    expect(errorMessage(problem('SOMETHING_NEW'), i18n.t)).toBe('An error has occurred.');
    expect(errorMessage(new Error('boom'), i18n.t)).toBe('An error has occurred.');
    expect(errorCode(problem('TOKEN_INVALID'))).toBe('TOKEN_INVALID');
    expect(errorCode(new Error('x'))).toBeUndefined();
  });
});
