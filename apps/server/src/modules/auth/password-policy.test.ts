import { describe, expect, it } from 'vitest';
import { passwordWeaknesses } from './password-policy';

describe('passwordWeaknesses', () => {
  it('accepts a long, uncommon password with no composition rules', () => {
    expect(passwordWeaknesses('braai on the stoep at sunset', 'thandi@example.co.za')).toEqual([]);
    expect(passwordWeaknesses('lowercaseonlyisfine', 'x@example.co.za')).toEqual([]);
  });

  it('refuses fewer than 8 characters and counts characters, not UTF-16 units', () => {
    expect(passwordWeaknesses('short1!', 'a@b.co')).toContain('too_short');
    // 8 emoji are 16 UTF-16 units but 8 characters: long enough
    expect(passwordWeaknesses('🦁🐘🦏🐃🐆🦒🦓🐊')).not.toContain('too_short');
    expect(passwordWeaknesses('🦁🐘🦏🐃🐆🦒🦓')).toContain('too_short');
  });

  it('allows 128 characters and refuses 129', () => {
    expect(passwordWeaknesses('k'.repeat(60) + 'z'.repeat(68))).toEqual([]);
    expect(passwordWeaknesses('k'.repeat(60) + 'z'.repeat(69))).toEqual(['too_long']);
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordWeaknesses('password')).toEqual(['common']);
    expect(passwordWeaknesses('PassWord')).toEqual(['common']);
    expect(passwordWeaknesses('12345678')).toEqual(['common']);
    expect(passwordWeaknesses('qwertyuiop')).toEqual(['common']);
  });

  it('refuses a password containing the e-mail local part, unless that part is very short', () => {
    expect(passwordWeaknesses('my-sipho.ndlovu-pass', 'Sipho.Ndlovu@example.co.za')).toEqual([
      'contains_email',
    ]);
    expect(passwordWeaknesses('jo-likes-long-walks', 'jo@example.co.za')).toEqual([]);
  });

  it('gives every reason that applies', () => {
    expect(passwordWeaknesses('abc', 'abc@example.com')).toEqual(['too_short', 'contains_email']);
  });
});
