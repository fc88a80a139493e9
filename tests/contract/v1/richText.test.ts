// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TARGETS, useTarget } from './support/target';

const HOSTILE = [
  '<p style="position:fixed;inset:0;z-index:9999" onmouseover="alert(1)">Text <strong>kept</strong></p>',
  '<a href="javascript:alert(1)">js</a> <a href=" JAVA\tSCRIPT:alert(1)">js2</a> <a href="https://example.com" target="_self">ok</a>',
  '<img src="x" onerror="alert(1)"><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="svg"><img src="data:text/html,<script>alert(1)</script>">',
  '<svg onload="alert(1)"><script>alert(1)</script></svg><math><mi>x</mi></math><iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<form action="https://evil.example"><input name="pw"><textarea>t</textarea><button>Sign in</button></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><style>body{display:none}</style>',
  '<ol start="3"><li>three</li></ol><h5>small heading</h5><blockquote><p>quote</p></blockquote>',
  // Last: a <noscript> the parser cannot close keeps what follows inside it, and it all goes.
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>swallowed</p>',
].join('');
const CLEAN =
  '<p>Text <strong>kept</strong></p><a>js</a> <a>js2</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>' +
  '<img src="x"><img alt="svg"><img><ol start="3"><li>three</li></ol><h5>small heading</h5><blockquote><p>quote</p></blockquote>';

/* Rich text is saved as the app's one HTML policy leaves it: the same stored HTML on the server and the worker. */
describe.each(TARGETS)('/v1 rich text on the %s', (target) => {
  const host = useTarget(target, 'admin');
  const call = (method: string, path: string, body?: unknown) =>
    host.api.call(method, path, { token: host.token, body });

  it('stores a contributor’s biography clean, on create and on edit', async () => {
    const created = await call('POST', '/contributor', {
      name: 'Mallory Payload',
      email: 'mallory@example.com',
      biography: HOSTILE,
    });
    expect(created.status).toBe(201);
    expect(created.body.biography).toBe(CLEAN);
    const edited = await call('PUT', `/contributor/${created.body.id}`, {
      ...created.body,
      biography: `<p>again</p>${HOSTILE}`,
    });
    expect(edited.body.biography).toBe(`<p>again</p>${CLEAN}`);
    expect((await call('GET', `/contributor/${created.body.id}`)).body.biography).toBe(`<p>again</p>${CLEAN}`);
  });

  it('stores a content page’s body clean', async () => {
    const [page] = (await call('GET', '/how-we?range=[0,0]')).body;
    const edited = await call('PUT', `/how-we/${page.id}`, { ...page, body: HOSTILE });
    expect(edited.status).toBe(200);
    expect(edited.body.body).toBe(CLEAN);
  });

  it('leaves clean editor HTML as it is', async () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code><br>next</p><ul><li><p>x</p></li></ul><pre><code>y</code></pre><hr>';
    const created = await call('POST', '/contributor', {
      name: 'Clean Writer',
      email: 'clean@example.com',
      biography: html,
    });
    expect(created.body.biography).toBe(html);
  });
});
