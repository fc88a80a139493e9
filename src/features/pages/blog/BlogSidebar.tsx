import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Avatar,
  Box,
  Card,
  CardContent,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemAvatar,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Link, useNavigate } from 'react-router-dom';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import { blogPath, fetchBlogSidebar } from './api';

interface Props {
  /** On the list the search filters live; elsewhere it opens the list with the words typed. */
  search?: { value: string; onChange: (value: string) => void };
  activeCategory?: string;
}

/** Search, recent posts and the categories with their counts. */
export function BlogSidebar({ search, activeCategory }: Props) {
  const translate = useT();
  const format = useFormat();
  const navigate = useNavigate();
  const [draft, setDraft] = useState('');
  const sidebar = useQuery({ queryKey: ['blog', 'sidebar'], queryFn: fetchBlogSidebar });
  const searchLabel = translate('blog.search');
  return (
    <Stack spacing={3} component="aside">
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (!search) navigate(`${blogPath.list}?q=${encodeURIComponent(draft.trim())}`);
        }}
      >
        <TextField
          fullWidth
          size="small"
          type="search"
          placeholder={searchLabel}
          value={search ? search.value : draft}
          onChange={(event) => (search ? search.onChange(event.target.value) : setDraft(event.target.value))}
          slotProps={{
            htmlInput: { 'aria-label': searchLabel },
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
      {sidebar.data && (
        <>
          <Card component="section" aria-labelledby="blog-recent">
            <CardContent>
              <Typography id="blog-recent" variant="h6" component="h2">
                {translate('blog.recentPosts')}
              </Typography>
              <List dense disablePadding>
                {sidebar.data.recentPosts.map((post) => (
                  <ListItem key={post.id} disablePadding>
                    <ListItemButton component={Link} to={blogPath.detail(post.id)} sx={{ px: 0.5 }}>
                      <ListItemAvatar>
                        <Avatar variant="rounded" src={post.img || undefined} alt="" />
                      </ListItemAvatar>
                      <ListItemText primary={post.title} secondary={format.date(post.createdTime)} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="blog-categories">
            <CardContent>
              <Typography id="blog-categories" variant="h6" component="h2">
                {translate('blog.categoriesTitle')}
              </Typography>
              <List dense disablePadding>
                {sidebar.data.categories.map(({ category, count }) => (
                  <ListItem key={category} disablePadding>
                    <ListItemButton
                      component={Link}
                      selected={activeCategory === category}
                      to={
                        activeCategory === category
                          ? blogPath.list
                          : `${blogPath.list}?category=${encodeURIComponent(category)}`
                      }
                    >
                      <ListItemText primary={translate(dynamicKey(`blog.categories.${category}`), { _: category })} />
                      <Typography variant="body2" color="text.secondary">
                        {count}
                      </Typography>
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
