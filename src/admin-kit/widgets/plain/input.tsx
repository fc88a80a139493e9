import { BooleanInput, DateInput, DateTimeInput, NumberInput, TextInput } from 'react-admin';
import type { WidgetInputProps } from '../types';
import { common } from './common';

/* How the widgets without components of their own are edited in add and edit forms. */

const toIso = (value: string) => (value ? new Date(value).toISOString() : null);

export const TextFieldInput = (props: WidgetInputProps) => <TextInput {...common(props)} />;
export const EmailInput = (props: WidgetInputProps) => <TextInput {...common(props)} type="email" autoComplete="off" />;
export const UrlInput = (props: WidgetInputProps) => <TextInput {...common(props)} type="url" placeholder="https://" />;
export const PhoneInput = (props: WidgetInputProps) => <TextInput {...common(props)} type="tel" />;
export const LongTextInput = (props: WidgetInputProps) => <TextInput {...common(props)} multiline minRows={3} />;
export const NumberFieldInput = (props: WidgetInputProps) => <NumberInput {...common(props)} />;
export const DateFieldInput = (props: WidgetInputProps) => <DateInput {...common(props)} />;
export const DateTimeFieldInput = (props: WidgetInputProps) => <DateTimeInput {...common(props)} parse={toIso} />;
export const SwitchInput = ({ source, label }: WidgetInputProps) => <BooleanInput source={source} label={label} />;
