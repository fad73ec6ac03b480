import { LANGUAGE_NATIVE_NAMES, LANGUAGES, isLanguage } from '@mzansi/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from '@/lib/i18n';
import { showToast } from '@/stores/ui-store';

/**
 * The interface language (issue 16): each language named in itself. The choice is kept on this device; answers the
 * server words (error messages, catalogue text) are asked for again in the new language.
 */
export function LanguagePicker({
  className,
  withLabel = false,
  compact = false,
}: {
  className?: string;
  withLabel?: boolean;
  /** a header's: a smaller control beside the other header icons */
  compact?: boolean;
}) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const id = useId();

  async function choose(next: string) {
    if (!isLanguage(next) || next === language) return;
    await changeLanguage(next);
    void queryClient.invalidateQueries();
    showToast({
      type: 'success',
      title: t('language.changed', { lng: next, language: LANGUAGE_NATIVE_NAMES[next] }),
    });
  }

  return (
    <div className={clsx('flex items-center', compact ? 'gap-1' : 'gap-2', className)}>
      <label htmlFor={id} className={withLabel ? 'text-sm text-muted' : 'sr-only'}>
        {t('language.label')}
      </label>
      {withLabel ? null : <Languages className="size-4 text-muted" aria-hidden="true" />}
      <select
        id={id}
        value={language}
        onChange={(event) => void choose(event.target.value)}
        className={clsx(
          'rounded-md border border-border bg-surface text-foreground',
          compact ? 'h-8 px-1 text-xs' : 'h-9 px-2 text-sm',
        )}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
