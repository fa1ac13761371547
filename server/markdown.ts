// Comment markdown → safe HTML. Runs once when a comment is written (docs/design.md §7): the result is stored
// beside the markdown and sent to the browser as is, so everything a reader's browser could execute
// must be gone from it. Two steps: `marked` turns markdown into HTML (it does not sanitise: raw HTML
// typed in a comment passes straight through), then DOMPurify, restricted to an explicit allow-list,
// rebuilds that HTML in a server-side DOM and keeps only what is on the list.
import { createRequire } from "node:module";
import createDOMPurify, { type Config, type DOMPurify } from "dompurify";
import type * as Jsdom from "jsdom";
import { Marked } from "marked";

// Elements a comment may keep. Everything else is removed; its text stays (DOMPurify's KEEP_CONTENT)
// unless the element is in DOMPurify's FORBID_CONTENTS list (script, style, iframe, svg, math,
// noscript, template, title, …), whose content is dropped with it.
const ALLOWED_TAGS = [
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
];

// DOMPurify's ALLOWED_ATTR is one list for every element, so the per-element rule (href only on <a>,
// start only on <ol>, align only on cells) is enforced again in the uponSanitizeAttribute hook below.
const ALLOWED_ATTR = ["href", "title", "start", "align"];
const ATTRS_BY_TAG: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(["href", "title"]),
  ol: new Set(["start", "title"]),
  th: new Set(["align", "title"]),
  td: new Set(["align", "title"]),
};
const GLOBAL_ATTRS: ReadonlySet<string> = new Set(["title"]);

// Only web, mail and relative links. DOMPurify tests its regexp after removing whitespace and control
// characters, so `java&#x09;script:` and ` javascript:` fail it too. The hook re-checks every href with
// the WHATWG URL parser (the one browsers use), which also ignores those characters the same way.
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const SAFE_PROTOCOLS: ReadonlySet<string> = new Set(["http:", "https:", "mailto:"]);
// A base that only exists to resolve relative links: they come out as https: and pass.
const RELATIVE_BASE = "https://relative.invalid/";

function isSafeHref(href: string): boolean {
  // `[x]()` gives an empty href, a link to the page itself: not worth a new tab, so it is unwrapped.
  if (href.trim() === "") return false;
  try {
    return SAFE_PROTOCOLS.has(new URL(href, RELATIVE_BASE).protocol);
  } catch {
    return false;
  }
}

const SANITIZE_CONFIG = {
  // "body" is DOMPurify's own root: the comment is parsed into a <body> and that element is the first
  // node it checks. Left off the list, the root is "removed" by deep-cloning every child beside it, work
  // that is then thrown away (it returns the detached original): that alone made a render ≈ 1.6× slower.
  // A comment can never produce a <body> of its own (the parser folds a typed `<body>` tag into the
  // root, whose attributes are then sanitised like any other), and only the root's inner HTML is
  // returned, so this adds nothing to what a comment can contain.
  ALLOWED_TAGS: [...ALLOWED_TAGS, "body"],
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP,
  // Off: the allow-list above is the whole list, no data-* or aria-* attributes sneak in beside it.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
  // The sanitised tree comes back (not a string) so that links whose href was dropped can be unwrapped
  // after sanitising, when their children are already clean; see renderCommentHtml.
  RETURN_DOM: true,
} satisfies Config;

// Staff write short, chat-like comments: a single newline is a line break (`breaks`), and GitHub's
// extensions (tables, ~~strike~~, bare www/http links, task lists) are on (`gfm`).
const marked = new Marked({ gfm: true, breaks: true, async: false });
marked.use({
  renderer: {
    // A task-list checkbox would be an <input>, which the sanitiser removes: render it as a character
    // so "- [x] pago" keeps its meaning.
    checkbox({ checked }) {
      return checked ? "☑ " : "☐ ";
    },
  },
});

let purifier: DOMPurify | undefined;

/**
 * One jsdom window and one DOMPurify for the whole process: creating a window costs milliseconds and
 * hooks belong to the DOMPurify instance, so both are set up on first use and then reused. Each
 * sanitize() call parses into a fresh inert document of its own, so calls do not share state.
 */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // jsdom is required on the first comment, not imported: loaded, it holds about 100 MB that an
  // instance nobody comments on would carry for nothing (RSS, docs/benchmark.md).
  const { JSDOM } = createRequire(import.meta.url)("jsdom") as typeof Jsdom;
  const { window } = new JSDOM("");
  const purify = createDOMPurify(window);

  purify.addHook("uponSanitizeElement", (node, data) => {
    // Images are replaced by their alt text rather than kept or dropped. Kept, a remote image is a
    // tracking pixel: any author could learn who opened the comment and when, from where. Dropped,
    // the words the author gave it ("![nota fiscal](…)") would vanish from the sentence. The text node
    // is inserted before the <img>, which DOMPurify then removes as not allowed; as a text node it is
    // escaped when serialised, so nothing in the alt text can become markup.
    if (data.tagName !== "img" || !isElement(node)) return;
    const alt = node.getAttribute("alt");
    if (alt && node.parentNode) node.parentNode.insertBefore(window.document.createTextNode(alt), node);
  });

  purify.addHook("uponSanitizeAttribute", (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const name = data.attrName;
    const allowedHere = ATTRS_BY_TAG[tag] ?? GLOBAL_ATTRS;
    if (!allowedHere.has(name)) {
      data.keepAttr = false;
    } else if (name === "href") {
      data.keepAttr = isSafeHref(data.attrValue);
    } else if (name === "start") {
      data.keepAttr = /^\d{1,9}$/.test(data.attrValue);
    } else if (name === "align") {
      data.keepAttr = /^(?:left|center|right)$/.test(data.attrValue);
    }
  });

  purify.addHook("afterSanitizeAttributes", (node) => {
    // Runs after attribute filtering, so these two survive although neither is on the allow-list
    // (a `target` or `rel` typed in raw HTML is removed first, then replaced by these values).
    if (node.nodeName === "A" && node.hasAttribute("href")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
  });

  purifier = purify;
  return purify;
}

// Node.ELEMENT_NODE: Node 20 has no global Node, and this module must not depend on a DOM global.
const ELEMENT_NODE = 1;
function isElement(node: Node): node is Element {
  return node.nodeType === ELEMENT_NODE;
}

/** Renders a comment's markdown to HTML that is safe to insert into a page as is. */
export function renderCommentHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  const body = getPurifier().sanitize(html, SANITIZE_CONFIG);
  if (!isElement(body)) return "";
  // A link whose href was unsafe (or absent) is unwrapped to its text. This happens here rather than in
  // a hook: during sanitising a link's children have not been visited yet, and moving them out of the
  // link would make DOMPurify's walk skip them. Here they are already sanitised.
  // getElementsByTagName, not querySelectorAll: jsdom's selector engine cost ≈ 13% of a render here.
  for (const link of Array.from(body.getElementsByTagName("a"))) {
    if (!link.hasAttribute("href")) link.replaceWith(...Array.from(link.childNodes));
  }
  return body.innerHTML.trim();
}
