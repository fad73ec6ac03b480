import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@mzansi/contracts/account';

/** The same checks the server makes (type and size), so a wrong file is refused before it is sent. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > AVATAR_MAX_BYTES) return `Choose an image of ${AVATAR_MAX_BYTES / 1024 / 1024} MB or less.`;
  return null;
}
