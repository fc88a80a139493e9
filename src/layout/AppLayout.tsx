import { useMemo, type ReactNode } from 'react';
import { PageLoading } from '@/routes/PageLoading';
import { RenderInSlices } from '@/shared/RenderInSlices';
import { themesFor } from '@/theme/skins';
import { Customizer } from './Customizer';
import { HorizontalLayout } from './HorizontalLayout';
import { ScrollToTop } from './ScrollToTop';
import { SessionEndedRedirect } from './SessionEndedRedirect';
import { SkipLink } from './SkipLink';
import { useEffectiveSettings } from './useEffectiveSettings';
import { VerticalLayout } from './VerticalLayout';

/** react-admin's `layout`: vertical or horizontal chrome as the settings (and the route's overrides) say. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { settings, route } = useEffectiveSettings();
  const themes = useMemo(
    () => themesFor(settings.skin, settings.layoutType, settings.rtl),
    [settings.skin, settings.layoutType, settings.rtl],
  );
  return (
    <RenderInSlices fallback={<PageLoading minHeight="100vh" />}>
      <SkipLink />
      {settings.layoutType === 'horizontal' ? (
        <HorizontalLayout settings={settings} route={route}>
          {children}
        </HorizontalLayout>
      ) : (
        <VerticalLayout settings={settings} route={route} menuTheme={themes.menu}>
          {children}
        </VerticalLayout>
      )}
      <SessionEndedRedirect />
      <ScrollToTop />
      <Customizer />
    </RenderInSlices>
  );
}
