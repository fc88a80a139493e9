import { LayoutExplanation } from './LayoutExplanation';

export default function BoxedLayoutPage() {
  return <LayoutExplanation slug="boxed-layout" />;
}
