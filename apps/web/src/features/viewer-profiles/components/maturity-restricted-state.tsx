import { ShieldAlert, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { StateMessage } from '@/components/ui/state-message';
import { AGE_RATING_NAME_KEYS } from '@/lib/age-rating-names';
import type { MaturityRestriction } from '@/lib/maturity-restriction';

/**
 * A title above the maturity limit of the profile in use (403 `maturity_restricted`): said as such, with the title's
 * rating and the profile's limit, and the way to another profile (which comes back here once chosen). Not an error:
 * nothing to retry.
 */
export function MaturityRestrictedState({ restriction }: { restriction: Partial<MaturityRestriction> }) {
  const { t } = useTranslation(['profiles', 'catalogue']);
  const { pathname, search } = useLocation();
  const { rating, limit } = restriction;
  const back = new URLSearchParams({ returnUrl: `${pathname}${search}` }).toString();
  return (
    <StateMessage
      role="alert"
      icon={<ShieldAlert className="size-8" />}
      title={t('restricted.title')}
      description={
        rating && limit
          ? t('restricted.body', {
              rating: `${rating} (${t(AGE_RATING_NAME_KEYS[rating])})`,
              limit: `${limit} (${t(AGE_RATING_NAME_KEYS[limit])})`,
            })
          : t('restricted.bodyUnknown')
      }
      actions={
        <>
          <ButtonLink to={`/profiles?${back}`}>
            <Users className="size-5" aria-hidden="true" />
            {t('restricted.switch')}
          </ButtonLink>
          <ButtonLink to="/home" variant="secondary">
            {t('restricted.home')}
          </ButtonLink>
        </>
      }
    />
  );
}
