import { LayoutExplanation } from './LayoutExplanation';

export default function CollapsedMenuPage() {
  return <LayoutExplanation slug="collapsed-menu" />;
}
