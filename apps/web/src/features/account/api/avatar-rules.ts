import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@mzansi/contracts/account';
import { translate } from '@/lib/i18n';

/** The same checks the server makes (type and size), so a wrong file is refused before it is sent. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return translate('account:avatar.wrongType');
  if (file.size > AVATAR_MAX_BYTES) {
    return translate('account:avatar.tooBig', { size: AVATAR_MAX_BYTES / 1024 / 1024 });
  }
  return null;
}
