import { Box, InputAdornment, Paper, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

interface Props {
  title: string;
  subtitle: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The FAQ and knowledge-base landing banner: a heading and one search field. */
export function SearchBanner({ title, subtitle, label, value, onChange }: Props) {
  return (
    <Paper
      component="section"
      sx={(theme) => ({
        p: { xs: 3, md: 6 },
        mb: 3,
        textAlign: 'center',
        overflow: 'hidden',
        background: `linear-gradient(135deg, ${theme.palette.primary.main}26 0%, ${theme.palette.info.main}1f 100%)`,
      })}
    >
      <Typography variant="h3" component="h1" color="primary" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
      <Box role="search" sx={{ maxWidth: 560, mx: 'auto' }}>
        <TextField
          fullWidth
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={label}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
          slotProps={{
            htmlInput: { 'aria-label': label },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
    </Paper>
  );
}
