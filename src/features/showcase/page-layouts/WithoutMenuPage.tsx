import { LayoutExplanation } from './LayoutExplanation';

export default function WithoutMenuPage() {
  return <LayoutExplanation slug="without-menu" />;
}
