import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { createProgressController } from './progress-controller';

/** The thin bar at the top of the window while pages or requests load (spec §4). */
export function ProgressBar({ active }: { active: boolean }) {
  const { t } = useTranslation('common');
  const [controller] = useState(createProgressController);
  useEffect(() => controller.setActive(active), [controller, active]);
  useEffect(() => () => controller.dispose(), [controller]);
  const { visible, value } = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );
  return (
    <div
      aria-hidden={!visible}
      className="pointer-events-none fixed inset-x-0 top-0 z-[80] h-[3px]"
      data-testid="progress-bar"
      data-visible={visible}
      data-value={Math.round(value)}
    >
      <div
        role="progressbar"
        aria-label={t('progress.loading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
        className="h-full bg-primary shadow-[0_0_8px_var(--color-primary)] transition-[width,opacity] duration-200"
        style={{ width: `${value}%`, opacity: visible ? 1 : 0 }}
      />
    </div>
  );
}
