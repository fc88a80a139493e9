import { useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import { useReducedMotion } from '@/theme/motion';

/**
 * Colours for charts from the MUI theme, so charts follow the skin (text and grid lines stay readable in dark), and
 * whether they may animate (not when the system asks for reduced motion).
 */
export function useChartColors() {
  const theme = useTheme();
  const animate = !useReducedMotion();
  return useMemo(() => {
    const { palette } = theme;
    return {
      mode: palette.mode,
      animate,
      series: [
        palette.primary.main,
        palette.success.main,
        palette.warning.main,
        palette.info.main,
        palette.error.main,
        palette.secondary.main,
      ],
      text: palette.text.secondary,
      title: palette.text.primary,
      grid: palette.divider,
      paper: palette.background.paper,
      fontFamily: String(theme.typography.fontFamily),
      /** The colour with some transparency, for filled areas. */
      alpha: (color: string, opacity: number) => {
        const hex = color.replace('#', '');
        const full =
          hex.length === 3
            ? hex
                .split('')
                .map((c) => c + c)
                .join('')
            : hex;
        const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
        return `rgba(${r}, ${g}, ${b}, ${opacity})`;
      },
    };
  }, [theme, animate]);
}

export type ChartColors = ReturnType<typeof useChartColors>;
