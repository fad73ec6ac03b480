import type { CreateTitleInput } from './studio-api';

export type TitleErrors = Partial<Record<'title' | 'releaseYear' | 'tagline' | 'synopsis', string>>;

/** Client-side checks with the contract's limits (createTitleRequestSchema); the server checks again. */
export function titleFormErrors(input: CreateTitleInput, now: Date = new Date()): TitleErrors {
  const errors: TitleErrors = {};
  if (!input.title.trim()) errors.title = 'Give the title a name.';
  else if (input.title.trim().length > 120) errors.title = 'Keep the name to 120 characters.';
  const maxYear = now.getFullYear() + 5;
  if (!Number.isInteger(input.releaseYear) || input.releaseYear < 1900 || input.releaseYear > maxYear) {
    errors.releaseYear = `Enter a year from 1900 to ${maxYear}.`;
  }
  if (input.tagline.trim().length > 90) errors.tagline = 'Keep the one-line hook to 90 characters.';
  if (input.synopsis.trim().length > 2000) errors.synopsis = 'Keep the synopsis to 2,000 characters.';
  return errors;
}
