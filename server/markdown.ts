import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { Marked } from "marked";

/*
 * Comment markdown to safe HTML, done once when a comment is written (design.md section 7). A small version:
 * the shared helper of the markdown branch replaces this file on merge, with this same signature.
 */

const ALLOWED_TAGS = [
  "p", "br", "strong", "em", "del", "s", "code", "pre", "blockquote", "hr",
  "ul", "ol", "li", "a", "h1", "h2", "h3", "h4", "h5", "h6",
  "table", "thead", "tbody", "tr", "th", "td",
];
const ALLOWED_ATTR = ["href", "title"];
/** Only web and mail links, and links within the page or the app: javascript:, vbscript:, data: and the rest go. */
const SAFE_URL = /^(?:https?:|mailto:|#|\/(?!\/))/i;

const purify = createDOMPurify(new JSDOM("").window);
purify.addHook("afterSanitizeAttributes", (node) => {
  if (node.nodeName === "A" && node.hasAttribute("href")) {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer");
  }
});

// Line breaks as typed, GitHub-flavoured lists and tables; raw HTML is parsed and then sanitised below.
const marked = new Marked({ gfm: true, breaks: true, async: false });

/** Renders a comment's markdown and keeps only the allow-listed elements, attributes and URL schemes. */
export function renderCommentHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: SAFE_URL, KEEP_CONTENT: true });
}
