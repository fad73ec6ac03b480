import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { ProfileAvatar } from '@/components/ui/profile-avatar';
import { useAuth } from '@/hooks/use-auth';

/**
 * The header's avatar: the drawing of the viewer profile watching (issue 16), or the account's picture or initials
 * while there is none.
 */
export function HeaderAvatar({ size }: { size: 'sm' | 'md' }) {
  const auth = useAuth();
  return auth.viewerProfile ? (
    <ProfileAvatar avatar={auth.viewerProfile.avatar} size={size} />
  ) : (
    <Avatar initials={auth.initials} src={auth.avatarUrl} size={size} />
  );
}

/** The Kids badge beside a Kids profile's name. */
export function KidsBadge() {
  const { t } = useTranslation('common');
  return (
    <span className="inline-block rounded bg-accent px-1.5 py-0.5 text-xs font-semibold text-on-accent">
      {t('kids.badge')}
    </span>
  );
}
