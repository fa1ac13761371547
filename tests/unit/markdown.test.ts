import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { renderCommentHtml } from "#server/markdown.ts";

// The output is checked the way a browser will read it: parsed into a <div> (the page inserts it with
// innerHTML) of a document whose parser has scripting on, as a browser's has. That matters for mXSS:
// with scripting on, <noscript> content is raw text, with it off (jsdom's default, and the sanitiser's
// view) it is markup. A second parse with scripting off catches the reverse.
const scriptingOn = new JSDOM("<!doctype html><body><div></div>", { runScripts: "dangerously" }).window;
const scriptingOff = new JSDOM("<!doctype html><body><div></div>").window;

const ALLOWED_TAGS = new Set([
  "p",
  "br",
  "strong",
  "em",
  "del",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);
const ATTRS_BY_TAG: Record<string, string[]> = {
  a: ["href", "title", "rel", "target"],
  ol: ["start", "title"],
  th: ["align", "title"],
  td: ["align", "title"],
};
const NEVER = [
  "script",
  "iframe",
  "object",
  "embed",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "style",
  "svg",
  "math",
  "base",
  "meta",
  "link",
  "img",
  "noscript",
  "template",
  "details",
  "video",
  "audio",
];
const HTML_NS = "http://www.w3.org/1999/xhtml";

function parse(html: string, window: typeof scriptingOn): HTMLDivElement {
  const div = window.document.createElement("div");
  div.innerHTML = html;
  return div;
}

/** Asserts that nothing in `html` can run code or pull in content, however a browser parses it. */
function expectSafe(html: string): void {
  expect(html).not.toMatch(/<\s*script/i);
  // No tag carries an event-handler attribute. Text is escaped, so a raw `<` opens a tag; quoted
  // values are blanked first, since a title may legitimately read ` onmouseover=` (escaped, inert).
  for (const tag of html.match(/<[a-z][^>]*>/gi) ?? []) {
    expect(tag.replace(/"[^"]*"|'[^']*'/g, '""')).not.toMatch(/\son\w+\s*=/i);
  }
  for (const window of [scriptingOn, scriptingOff]) {
    const root = parse(html, window);
    // Re-serialising must give the same markup: if it changed, the browser would read something other
    // than what was sanitised (the signature of mutation XSS).
    expect(root.innerHTML).toBe(html);
    for (const el of Array.from(root.querySelectorAll("*"))) {
      const tag = el.localName;
      expect(el.namespaceURI, `<${tag}> namespace`).toBe(HTML_NS);
      expect(NEVER, `<${tag}> present`).not.toContain(tag);
      expect(ALLOWED_TAGS.has(tag), `<${tag}> not on the allow-list`).toBe(true);
      const allowed = ATTRS_BY_TAG[tag] ?? ["title"];
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name, `${attr.name} on <${tag}>`).not.toMatch(/^on/i);
        expect(allowed, `${attr.name} on <${tag}>`).toContain(attr.name);
        // Browsers ignore control characters and whitespace inside a scheme: so does this check.
        const compact = Array.from(attr.value)
          .filter((c) => c.charCodeAt(0) > 0x20 && c !== "\u00a0")
          .join("")
          .toLowerCase();
        if (attr.name !== "title") expect(compact).not.toMatch(/^(?:javascript|vbscript|data):/);
      }
      if (tag === "a") {
        const href = el.getAttribute("href");
        expect(href, "a link without href must be unwrapped").not.toBeNull();
        expect(["http:", "https:", "mailto:"]).toContain(new URL(href ?? "", "https://base.test/").protocol);
        expect(el.getAttribute("target")).toBe("_blank");
        expect(el.getAttribute("rel")).toBe("noopener noreferrer");
      }
    }
  }
}

function textOf(html: string): string {
  return parse(html, scriptingOff).textContent ?? "";
}

describe("renderCommentHtml: markdown", () => {
  it("renders bold, italic, strikethrough and inline code", () => {
    expect(renderCommentHtml("**negrito** _itálico_ ~~riscado~~ `code`")).toBe(
      "<p><strong>negrito</strong> <em>itálico</em> <del>riscado</del> <code>code</code></p>",
    );
  });

  it("turns a single newline into a line break, as in a chat", () => {
    expect(renderCommentHtml("linha um\nlinha dois")).toBe("<p>linha um<br>linha dois</p>");
  });

  it("renders bullet and numbered lists, keeping a numbered list's start", () => {
    const html = renderCommentHtml("- a\n- b\n\n3. c\n4. d");
    const root = parse(html, scriptingOff);
    expect(Array.from(root.querySelectorAll("ul > li")).map((li) => li.textContent)).toEqual(["a", "b"]);
    expect(root.querySelector("ol")?.getAttribute("start")).toBe("3");
    expectSafe(html);
  });

  it("renders a task list's boxes as characters (an <input> would be removed)", () => {
    expect(textOf(renderCommentHtml("- [x] pago\n- [ ] enviado"))).toContain("☑ pago");
    expect(textOf(renderCommentHtml("- [x] pago\n- [ ] enviado"))).toContain("☐ enviado");
  });

  it("renders code blocks escaped, without the language class", () => {
    expect(renderCommentHtml("```ts\nif (a < b) {}\n```")).toBe("<pre><code>if (a &lt; b) {}\n</code></pre>");
  });

  it("renders headings, quotes, rules and tables with alignment", () => {
    const html = renderCommentHtml("# T\n\n> citação\n\n---\n\n| a | b |\n|:-|-:|\n| 1 | 2 |");
    const root = parse(html, scriptingOff);
    expect(root.querySelector("h1")?.textContent).toBe("T");
    expect(root.querySelector("blockquote")?.textContent?.trim()).toBe("citação");
    expect(root.querySelector("hr")).not.toBeNull();
    expect(Array.from(root.querySelectorAll("th")).map((th) => th.getAttribute("align"))).toEqual(["left", "right"]);
    expect(root.querySelectorAll("tbody td")).toHaveLength(2);
    expectSafe(html);
  });

  it("renders links, with title, opening in a new tab without opener or referrer", () => {
    const html = renderCommentHtml('[pedido](https://example.com/p?id=1 "ver pedido")');
    expect(html).toBe(
      '<p><a href="https://example.com/p?id=1" title="ver pedido" target="_blank" rel="noopener noreferrer">pedido</a></p>',
    );
    expectSafe(html);
  });

  it("gives rel and target to bare URLs, mailto, relative and raw-HTML links, overriding typed ones", () => {
    const html = renderCommentHtml(
      'www.example.com <mailto:a@b.com> [r](/suppliers/3) <a href="https://x.test" target="_self" rel="opener">raw</a>',
    );
    const links = Array.from(parse(html, scriptingOff).querySelectorAll("a"));
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "http://www.example.com",
      "mailto:a@b.com",
      "/suppliers/3",
      "https://x.test",
    ]);
    for (const a of links) {
      expect(a.getAttribute("target")).toBe("_blank");
      expect(a.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expectSafe(html);
  });

  it("replaces an image by its alt text", () => {
    const html = renderCommentHtml("veja ![nota fiscal](https://x.test/nf.png) aqui");
    expect(html).toBe("<p>veja nota fiscal aqui</p>");
  });

  it("unwraps an unsafe link to its text", () => {
    expect(renderCommentHtml("[clique](javascript:alert(1)) já")).toBe("<p>clique já</p>");
  });

  it("keeps only http, https, mailto and relative links; other schemes are unwrapped", () => {
    for (const url of ["tel:+5511999999999", "ftp://x.test/a", "file:///etc/passwd", "intent://x#Intent;end", "sms:123"]) {
      expect(renderCommentHtml(`[x](${url})`), url).toBe("<p>x</p>");
    }
    for (const url of ["http://x.test/", "https://x.test/a?b=1#c", "mailto:a@b.com", "/a/b", "#top", "?page=2", "../up"]) {
      expect(
        parse(renderCommentHtml(`[x](${url})`), scriptingOff)
          .querySelector("a")
          ?.getAttribute("href"),
        url,
      ).toBe(url);
    }
  });

  it("keeps each attribute only on the elements it belongs to, with sane values", () => {
    const html = renderCommentHtml(
      '<p href="https://x.test" start="2" align="center" title="ok" class="c" id="i" data-x="1" aria-label="l">a</p>' +
        '<ol start="x1" align="left"><li>b</li></ol><table><tr><td align="justify" start="1">c</td></tr></table>',
    );
    expect(html).toBe('<p title="ok">a</p><ol><li>b</li></ol><table><tbody><tr><td>c</td></tr></tbody></table>');
  });

  it("keeps harmless text of removed elements and drops script content entirely", () => {
    const html = renderCommentHtml("<form action=/x><button>Enviar</button></form>\n\n<script>alert('xss')</script>fim");
    expect(textOf(html)).toContain("Enviar");
    expect(textOf(html)).toContain("fim");
    expect(textOf(html)).not.toContain("alert");
    expectSafe(html);
  });

  it("gives the same output on repeated calls (the shared sanitiser keeps no state between calls)", () => {
    const md = "**a** [b](https://b.test) <img src=x onerror=alert(1)>";
    expect(renderCommentHtml(md)).toBe(renderCommentHtml(md));
  });
});

// OWASP XSS filter evasion cheat sheet style vectors, plain HTML and markdown ones. Each must come out
// with nothing that runs code, loads content or navigates to a script URL.
const vectors: [name: string, markdown: string][] = [
  ["script element", "<script>alert(1)</script>"],
  ["script with external src", '<SCRIPT SRC="https://xss.test/xss.js"></SCRIPT>'],
  ["script split by a markdown line break", "<scr\nipt>alert(1)</script>"],
  ["img onerror", "<img src=x onerror=alert(1)>"],
  ["img javascript: src", "<IMG SRC=\"javascript:alert('XSS');\">"],
  [
    "img with entity-encoded handler",
    '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">',
  ],
  ["markdown image breaking out of alt", '![x" onerror="alert(1)](https://x.test/a.png)'],
  ["markdown image with javascript: src", "![x](javascript:alert(1))"],
  ["svg onload", "<svg onload=alert(1)>"],
  ["svg with script", "<svg><script>alert(1)</script></svg>"],
  ["svg animate to javascript:", '<svg><a><animate attributeName="href" to="javascript:alert(1)"/><text x=20 y=20>x</text></a></svg>'],
  ["markdown link javascript:", "[x](javascript:alert(1))"],
  ["markdown link mixed case", "[x](JaVaScRiPt:alert(1))"],
  ["markdown link with encoded tab", "[x](java&#x09;script:alert(1))"],
  ["markdown link with encoded letter", "[x](&#106;avascript:alert(1))"],
  ["markdown link with encoded colon", "[x](javascript&#58;alert(1))"],
  ["markdown link in angle brackets", "[x](<javascript:alert(1)>)"],
  ["markdown autolink javascript:", "<javascript:alert(1)>"],
  ["reference-style link to javascript:", "[x][r]\n\n[r]: javascript:alert(1)"],
  ["reference-style link with title", '[x][r]\n\n[r]: <JAVASCRIPT:alert(1)> "t"'],
  ["link title breaking out of the attribute", '[x](https://x.test "\\" onmouseover=\\"alert(1)")'],
  ["a href data: base64", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ["markdown link data:", "[x](data:text/html,<script>alert(1)</script>)"],
  ["a href vbscript:", '<a href="vbscript:msgbox(1)">x</a>'],
  ["markdown link vbscript:", "[x](vbscript:msgbox(1))"],
  ["a href with newline entity inside the scheme", '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ["a href with leading control character", '<a href="\u0001javascript:alert(1)">x</a>'],
  ["a href with &colon;", '<a href="javascript&colon;alert(1)">x</a>'],
  ["a with onclick and safe href", '<a href="https://x.test" onclick="alert(1)">x</a>'],
  ["iframe", '<iframe src="javascript:alert(1)"></iframe>'],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["object", '<object data="javascript:alert(1)"><param name="src" value="javascript:alert(1)"></object>'],
  ["embed", '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ["form action", '<form action="javascript:alert(1)"><input type="submit"></form>'],
  ["button formaction", '<button formaction="javascript:alert(1)">x</button>'],
  ["input autofocus onfocus", "<input autofocus onfocus=alert(1)>"],
  ["details open ontoggle", "<details open ontoggle=alert(1)><summary>s</summary>x</details>"],
  ["math with xlink:href", '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
  ["style element", "<style>@import 'https://x.test/xss.css'; body{background:url(javascript:alert(1))}</style>"],
  ["style attribute with javascript: url", '<p style="background:url(javascript:alert(1))">x</p>'],
  ["style attribute with expression()", '<p style="width: expression(alert(1))">x</p>'],
  ["base href", '<base href="javascript:alert(1)//">'],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ["link rel=import", '<link rel="import" href="https://x.test/xss.html">'],
  ["body onload", "<body onload=alert(1)>"],
  ["body tag inside svg and template", "<svg><body onload=alert(1)></svg><template><body onload=alert(1)></template>x"],
  ["html tag with a handler", "<html onmouseover=alert(1)><p>x</p></html>"],
  ["table background", '<table background="javascript:alert(1)"><tr><td onmouseover="alert(1)">x</td></tr></table>'],
  ["video source onerror", "<video><source onerror=alert(1)></video>"],
  ["audio onerror", "<audio src=x onerror=alert(1)>"],
  ["marquee onstart", "<marquee onstart=alert(1)>x</marquee>"],
  ["template with script", "<template><script>alert(1)</script><img src=x onerror=alert(1)></template>"],
  ["xmp", "<xmp><img src=x onerror=alert(1)></xmp>"],
  ["textarea content", "<textarea><img src=x onerror=alert(1)></textarea>"],
  ["HTML comment", "<!--<img src=x onerror=alert(1)>-->"],
  ["CDATA", "<![CDATA[<img src=x onerror=alert(1)>]]>"],
  ["mXSS noscript title", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ["mXSS form/math/mglyph/style", "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>"],
  ["mXSS svg/p/style", '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  [
    "mXSS math/mtext/table/mglyph",
    '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  ],
  ["title attribute carrying markup", '<p title="</noscript><img src=x onerror=alert(1)>">x</p>'],
  ["handler in allowed element", "<strong onmouseover=alert(1)>x</strong>"],
  ["DOM clobbering id/name", '<a id="cookie" name="location" href="https://x.test">x</a>'],
];

describe("renderCommentHtml: XSS vectors", () => {
  it.each(vectors)("%s", (_name, markdown) => {
    expectSafe(renderCommentHtml(markdown));
  });

  it("covers at least 25 vectors", () => {
    expect(vectors.length).toBeGreaterThanOrEqual(25);
  });

  it("keeps the readable text of vectors that carry some", () => {
    expect(textOf(renderCommentHtml("[clique](JaVaScRiPt:alert(1))"))).toBe("clique");
    expect(textOf(renderCommentHtml('<a href="data:text/html;base64,AAAA">texto</a>'))).toBe("texto");
    expect(textOf(renderCommentHtml("<details open ontoggle=alert(1)><summary>s</summary>x</details>"))).toBe("sx");
    expect(textOf(renderCommentHtml("<svg onload=alert(1)>desenho</svg>ok"))).not.toContain("desenho");
  });
});
