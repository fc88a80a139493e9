import { StatusChip } from '@/shared/StatusChip';
import { useLabels } from '../../labels';
import type { WidgetValueProps } from '../types';

export function ChoiceValue({ area, field, value }: WidgetValueProps) {
  const labels = useLabels(area);
  return <StatusChip status={String(value)} label={labels.choice(field.source, String(value))} />;
}
