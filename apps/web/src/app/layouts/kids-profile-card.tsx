import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { ProfileAvatar } from '@/components/ui/profile-avatar';
import { useAuth } from '@/hooks/use-auth';
import { KidsBadge } from './header-avatar';

/**
 * A Kids profile's card (issue 16), where others see their plan: whose profile this is, and the way out (to "Who's
 * watching?", which asks for the account PIN when one is set).
 */
export function KidsProfileCard({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const { viewerProfile } = useAuth();
  if (!viewerProfile) return null;
  return (
    <section aria-label={t('kids.card')} className="rounded-xl border border-accent/50 bg-accent/10 p-4">
      <p className="flex items-center gap-3">
        <ProfileAvatar avatar={viewerProfile.avatar} size="md" />
        <span className="min-w-0">
          <span className="block truncate font-semibold">{viewerProfile.name}</span>
          <KidsBadge />
        </span>
      </p>
      <ButtonLink to="/profiles" variant="secondary" size="sm" className="mt-3 w-full" onClick={onNavigate}>
        <Users className="size-4" aria-hidden="true" />
        {t('nav.exitKids')}
      </ButtonLink>
    </section>
  );
}
