import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type AuthTab = 'login' | 'register';

const TRIGGER =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-muted transition-colors hover:text-foreground data-[state=active]:bg-surface-3 data-[state=active]:text-foreground';

/** Sign in / Create account tabs (spec §2: tab=login|register), arrow-key navigable. */
export function AuthTabs({
  tab,
  onTabChange,
  login,
  register,
}: {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  login: ReactNode;
  register: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => onTabChange(value === 'register' ? 'register' : 'login')}
    >
      <Tabs.List aria-label={t('tabs.label')} className="mb-6 flex gap-1 rounded-lg bg-surface-2 p-1">
        <Tabs.Trigger value="login" className={TRIGGER}>
          {t('tabs.signIn')}
        </Tabs.Trigger>
        <Tabs.Trigger value="register" className={TRIGGER}>
          {t('tabs.register')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login" className="focus-visible:outline-none">
        {login}
      </Tabs.Content>
      <Tabs.Content value="register" className="focus-visible:outline-none">
        {register}
      </Tabs.Content>
    </Tabs.Root>
  );
}
