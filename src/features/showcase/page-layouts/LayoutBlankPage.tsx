import { FullPage } from '@/layout/FullPage';
import { useScopedTranslate } from '../shared/useScopedTranslate';
import { LayoutExplanation } from './LayoutExplanation';

/** The blank layout is the full layout: no menu, navbar or footer, just the page on the background. */
export default function LayoutBlankPage() {
  const t = useScopedTranslate('showcasePageLayouts.layoutBlank');
  return (
    <FullPage title={t('title')}>
      <LayoutExplanation slug="layout-blank" />
    </FullPage>
  );
}
