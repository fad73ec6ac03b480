import { describe, expect, it } from 'vitest';
import {
  displayName,
  formatClock,
  formatDate,
  formatDuration,
  initials,
  signUpName,
  usernameFromEmail,
} from './format';

describe('formatDuration (spec §9)', () => {
  it.each([
    [90, '1h 30m'],
    [45, '45m'],
    [120, '2h'],
    [61, '1h 1m'],
    [0, '0m'],
    [-5, '0m'],
    [null, '0m'],
    [Number.NaN, '0m'],
  ])('%s minutes -> %s', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });
});

describe('formatClock', () => {
  it('shows minutes:seconds, and hours when needed', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('display name and initials (spec §2, §6)', () => {
  it('prefers the username, then the e-mail prefix, then User', () => {
    expect(displayName({ username: 'thandi', email: 'x@y.co.za' })).toBe('thandi');
    expect(displayName({ username: '  ', email: 'sipho.m@y.co.za' })).toBe('sipho.m');
    expect(displayName({})).toBe('User');
    expect(displayName(null)).toBe('User');
  });

  it('prefers the display name the user chose, then the name given at sign-up (D60)', () => {
    const person = { username: 'thandi', email: 'ux.tester.1795@y.co.za' };
    expect(displayName({ ...person, display_name: 'Thandi', signup_name: 'Thandi Mokoena' })).toBe('Thandi');
    expect(displayName({ ...person, display_name: '  ', signup_name: 'Thandi Mokoena' })).toBe(
      'Thandi Mokoena',
    );
    expect(displayName({ ...person, display_name: null, signup_name: null })).toBe('thandi');
    expect(signUpName({ full_name: ' Thandi Mokoena ' })).toBe('Thandi Mokoena');
    expect(signUpName({ full_name: '' })).toBeNull();
    expect(signUpName({ full_name: 3 })).toBeNull();
    expect(signUpName(undefined)).toBeNull();
  });

  it('takes the first two letters of the display name', () => {
    expect(initials('thandi')).toBe('TH');
    expect(initials('Ë')).toBe('Ë');
    expect(initials('Émile')).toBe('ÉM');
  });

  it('derives a username from an e-mail, else "user"', () => {
    expect(usernameFromEmail('lerato@mzansi.test')).toBe('lerato');
    expect(usernameFromEmail('@nothing')).toBe('user');
    expect(usernameFromEmail(undefined)).toBe('user');
  });
});

describe('formatDate', () => {
  it('writes dates the South African way', () => {
    expect(formatDate('2026-11-22T10:00:00Z')).toBe('22 Nov 2026');
  });
});
