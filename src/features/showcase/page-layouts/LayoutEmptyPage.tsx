import { LayoutExplanation } from './LayoutExplanation';

export default function LayoutEmptyPage() {
  return <LayoutExplanation slug="layout-empty" />;
}
