import type { WidgetInputProps } from '../types';

/** The props every react-admin input of a form shares. */
export const common = ({ source, label, field }: WidgetInputProps) =>
  ({ source, label, isRequired: field.required, fullWidth: true, margin: 'dense', size: 'medium' }) as const;
