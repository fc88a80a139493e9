import { Box, Typography } from '@mui/material';
import { sampleArt } from './sampleArt';

/** A carousel slide: a generated picture with an optional caption over its lower part. */
export function ArtSlide({
  index,
  caption,
  text,
  height = 280,
}: {
  index: number;
  caption?: string;
  text?: string;
  height?: number;
}) {
  return (
    <Box sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden' }}>
      <Box
        component="img"
        src={sampleArt(index)}
        alt={caption ?? ''}
        draggable={false}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {caption && (
        <Box
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            p: 2,
            pb: 4,
            color: '#fff',
            background: 'linear-gradient(transparent, rgba(0,0,0,.6))',
          }}
        >
          <Typography variant="h6" component="p" sx={{ color: 'inherit' }}>
            {caption}
          </Typography>
          {text && (
            <Typography variant="body2" sx={{ color: 'inherit' }}>
              {text}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
