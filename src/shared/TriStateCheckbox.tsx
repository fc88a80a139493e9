import { Checkbox, type CheckboxProps } from '@mui/material';

/**
 * MUI's Checkbox in the "some" state: MUI says `aria-checked="mixed"` on the input but leaves the input's own
 * `indeterminate` unset, so assistive technology reads two different states (axe: aria-conditional-attr). The input's
 * property follows the prop here.
 */
export function TriStateCheckbox({ indeterminate = false, slotProps, ...props }: CheckboxProps) {
  const input = (slotProps?.input ?? {}) as object;
  return (
    <Checkbox
      {...props}
      indeterminate={indeterminate}
      slotProps={{
        ...slotProps,
        input: {
          ...input,
          ref: (element: HTMLInputElement | null) => {
            if (element) element.indeterminate = indeterminate;
          },
        },
      }}
    />
  );
}
