import { render, screen } from '@testing-library/react';
import { Alert, Button, Checkbox, Collapse, Dialog, DialogTitle, Link, Menu, MenuItem, TextField } from '@mui/material';
import { Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { selectorKeys, withJsdomChecks } from '@tests/support/styleRuleKeys';

/** Every element's computed style, as text: what jsdom says of each property it computes. */
function computedStyles() {
  return [...document.querySelectorAll('*')].map((element) => {
    const style = window.getComputedStyle(element);
    const text = Array.from({ length: style.length }, (_, i) => style.item(i))
      .map((property) => `${property}:${style.getPropertyValue(property)}`)
      .join(';');
    return `${element.tagName}.${element.getAttribute('class') ?? ''} ${text}`;
  });
}

function Page() {
  return (
    <main dir="ltr">
      <Button variant="contained">Save</Button>
      <Link href="/admin">Admins</Link>
      <a href="/x">plain link</a>
      <TextField label="Name" helperText="Required" error />
      <TextField label="Notes" multiline minRows={2} />
      <Checkbox inputProps={{ 'aria-label': 'Agree' }} />
      <Collapse in={false}>
        <p>folded away</p>
      </Collapse>
      <Alert severity="warning">Careful</Alert>
      <Tooltip title="More">
        <span>hover me</span>
      </Tooltip>
      <Table>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>Ada</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <ul>
        <li hidden>gone</li>
        <li>
          <ol>
            <li>nested</li>
          </ol>
        </li>
      </ul>
      <div popover="auto">a popover</div>
      <details>
        <summary>More</summary>
        <p>inside</p>
      </details>
      <Menu open anchorEl={document.body}>
        <MenuItem>Edit</MenuItem>
      </Menu>
      <Dialog open>
        <DialogTitle>Delete?</DialogTitle>
      </Dialog>
    </main>
  );
}

describe('the selector keys the screen tests check style rules by', () => {
  it('leave every computed style of an MUI page as jsdom computes it', () => {
    render(<Page />);
    // The open dialog hides the rest of the page from role queries.
    screen.getByRole('button', { name: 'Save', hidden: true }).focus();
    expect(document.styleSheets.length).toBeGreaterThan(20);
    const keyed = computedStyles();
    expect(withJsdomChecks(document, computedStyles)).toEqual(keyed);
    expect(keyed.some((style) => style.includes('visibility:hidden'))).toBe(true);
    expect(keyed.some((style) => style.includes('display:none'))).toBe(true);
  });

  it('read what an element must have from the rightmost part of each selector', () => {
    expect(selectorKeys('.css-1abc .MuiButton-root:hover')).toEqual([{ classes: ['MuiButton-root'], attributes: [] }]);
    expect(selectorKeys('a:link, td.cell')).toEqual([
      { tags: ['a'], classes: [], attributes: [] },
      { tags: ['td'], classes: ['cell'], attributes: [] },
    ]);
    expect(selectorKeys(':link')).toEqual([{ tags: ['a', 'area'], classes: [], attributes: [] }]);
    expect(selectorKeys(':is(dir, menu, ol, ul) :is(dir, menu, ul)')?.[0].tags).toEqual(['dir', 'menu', 'ul']);
    expect(selectorKeys('[popover]:not(:popover-open)')).toEqual([{ classes: [], attributes: ['popover'] }]);
    expect(selectorKeys('input[type="tel" i]:dir(ltr)')?.[0]).toEqual({
      tags: ['input'],
      classes: [],
      attributes: ['type'],
    });
    expect(selectorKeys('.css-x::before')?.[0].never).toBe(true);
    // Nothing a key can see, or not read: always checked.
    expect(selectorKeys('*')).toBeUndefined();
    expect(selectorKeys(':root, .a')).toBeUndefined();
    expect(selectorKeys('.a\\:b')).toBeUndefined();
    expect(selectorKeys('[viewBox]')).toBeUndefined();
  });
});
