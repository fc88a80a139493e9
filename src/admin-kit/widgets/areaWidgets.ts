import type { ComponentType } from 'react';
import type { View } from '../declaration';
import { declarations } from '../registry';
import type { WidgetInputProps, WidgetValueProps } from './types';

/*
 * Area-local widgets (a declaration's `widgets`), loaded with the screens that use them: a list or detail page loads
 * the displays, an add or edit page the inputs. Screens await `loadAreaWidgets` before they render, so the look-ups
 * below are synchronous.
 */
const values = new Map<string, ComponentType<WidgetValueProps>>();
const inputs = new Map<string, ComponentType<WidgetInputProps>>();
const keyOf = (area: string, source: string) => `${area}\u0000${source}`;

export async function loadAreaWidgets(area: string, view: View): Promise<void> {
  const declared = declarations.find((declaration) => declaration.name === area)?.widgets ?? {};
  const side = view === 'add' || view === 'edit' ? 'input' : 'value';
  await Promise.all(
    Object.entries(declared).map(async ([source, widget]) => {
      const loader = side === 'input' ? widget?.input : widget?.value;
      if (!loader) return;
      const { default: Component } = await loader();
      if (side === 'input') inputs.set(keyOf(area, source), Component as ComponentType<WidgetInputProps>);
      else values.set(keyOf(area, source), Component as ComponentType<WidgetValueProps>);
    }),
  );
}

/** The area's own display for a field, when it declares one. */
export const areaValue = (area: string, source: string) => values.get(keyOf(area, source));
/** The area's own input for a field, when it declares one. */
export const areaInput = (area: string, source: string) => inputs.get(keyOf(area, source));
