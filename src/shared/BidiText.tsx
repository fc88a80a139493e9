import type { ElementType } from 'react';
import { Typography, type TypographyProps } from '@mui/material';

/**
 * The attributes that give a piece of text its own direction, from its first letter (`dir="auto"`, which also
 * isolates it from what surrounds it), while it stays aligned with the layout (`match-parent` resolves start and
 * end against the parent's direction). For slots that take props, such as ListItemText's `primary`.
 */
export const bidiText = { dir: 'auto', style: { textAlign: 'match-parent' } } as const;

type Props = TypographyProps & {
  component?: ElementType;
  /** One line cut with an ellipsis at the text's own end: an English subject in a right-to-left layout keeps its start. */
  truncate?: boolean;
};

/**
 * User and data text (names, subjects, messages) and sentences that must not borrow the layout's direction: in a
 * right-to-left layout "Congratulations, John!" stays that way instead of reading "!Congratulations, John".
 */
export function BidiText({ truncate = false, ...props }: Props) {
  return <Typography variant="inherit" {...bidiText} noWrap={truncate} {...props} />;
}
