import { describe, expect, it } from 'vitest';
import { displayName, photoSource } from '@/lib/current-user';

describe('photoSource', () => {
  it('turns a base64 PNG into a data URL', () => {
    expect(photoSource('iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('keeps a data URL as it is', () => {
    expect(photoSource('data:image/jpeg;base64,/9j/4AAQ')).toBe('data:image/jpeg;base64,/9j/4AAQ');
  });

  it('gives null (initials) for empty, quoted-empty, non-base64 or missing answers', () => {
    expect(photoSource('')).toBeNull();
    expect(photoSource('""')).toBeNull();
    expect(photoSource('<html>')).toBeNull();
    expect(photoSource(undefined)).toBeNull();
  });
});

describe('displayName', () => {
  it('uses first and last name, else the user name', () => {
    expect(displayName({ firstName: 'Ana', lastName: 'Silva', userName: 'ana' })).toBe('Ana Silva');
    expect(displayName({ firstName: '', lastName: '', userName: 'ana' })).toBe('ana');
    expect(displayName(undefined)).toBe('');
  });
});
