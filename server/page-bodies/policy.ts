import { PROFILE_PIC_MAX_BYTES } from "#contract/auth/auth.ts";
import { PRODUCT_IMAGE_MAX_BYTES } from "#contract/products/product-rules.ts";
import { COMMENT_MAX_FILES, SOURCING_FILE_MAX_BYTES } from "#contract/sourcings/sourcing-rules.ts";
import { SUPPLIER_DOCUMENT_MAX_BYTES } from "#contract/suppliers/supplier-rules.ts";
import { RFQ_FILE_MAX_BYTES, RFQ_FILES_MAX } from "#contract/rfq/rfq-files.ts";
import { RFQ_BODY_REFUSALS } from "#contract/rfq/rfq-public.ts";
import { rfqLanguageOf } from "#contract/rfq/rfq-languages.ts";

// What body each page action may receive (docs/decisions/0062-page-action-bodies.md). The one place
// that says which routes take uploads: the web tier's guard (./guard.ts) and the page-action suites read it.

/** A form's body, read whole before its action runs: the longest form (import parameters) is a few KB. */
const FORM_BODY_MAX_BYTES = 1024 * 1024;
/** The forms posted signed out (sign-in, sign-out, the sidebar toggle, a post to no page): a few short fields. */
const SMALL_FORM_BODY_MAX_BYTES = 16 * 1024;
/** A multipart body's own fields and part headers beside its files (the API's allowance: server/api/multipart.ts). */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

/** What the guard tells a refused body (./guard.ts): too large, not a form, malformed, cut off. */
export interface PageRefusalTexts {
  tooLarge: string;
  notForm: string;
  broken: string;
  interrupted: string;
}

export interface BodyPolicy {
  /** The largest form body (URL-encoded, or multipart where the route takes no upload), read before the action. */
  formMaxBytes: number;
  /**
   * A route that takes uploads: its multipart body is streamed to the API, never held, and cut past this many
   * bytes (the API's own limit for its files, which it enforces per file while it stores them).
   */
  uploadMaxBytes?: number;
  /** The route's own refusal texts for the page's address (its language); Portuguese when absent. */
  refusalsOf?: (url: URL) => PageRefusalTexts;
}

const upload = (maxFileBytes: number, maxFiles = 1): BodyPolicy => ({
  formMaxBytes: FORM_BODY_MAX_BYTES,
  uploadMaxBytes: maxFileBytes * maxFiles + MULTIPART_OVERHEAD_BYTES,
});
const small: BodyPolicy = { formMaxBytes: SMALL_FORM_BODY_MAX_BYTES };

/** By React Router route id (the route module's file under app/, without its extension). */
export const PAGE_BODY_POLICIES: Readonly<Record<string, BodyPolicy>> = {
  "routes/login": small,
  "routes/logout": small,
  "routes/resources.sidebar": small,
  "routes/not-found": small,
  "routes/suppliers.documents": upload(SUPPLIER_DOCUMENT_MAX_BYTES),
  // A certificate's file: the documents' limit (docs/decisions/0070-supplier-certificates.md).
  "routes/suppliers.certificates": upload(SUPPLIER_DOCUMENT_MAX_BYTES),
  "routes/sourcings.files": upload(SOURCING_FILE_MAX_BYTES),
  "routes/sourcings.comments": upload(SOURCING_FILE_MAX_BYTES, COMMENT_MAX_FILES),
  "routes/products.image-upload": upload(PRODUCT_IMAGE_MAX_BYTES),
  "routes/profile.picture": upload(PROFILE_PIC_MAX_BYTES),
  // The supplier's answer by link: its files (5 of 10 MB), streamed through to the API; refused in the page's language.
  "routes/q": {
    ...upload(RFQ_FILE_MAX_BYTES, RFQ_FILES_MAX),
    refusalsOf: (url) => RFQ_BODY_REFUSALS[rfqLanguageOf(url.searchParams.get("lang"))],
  },
};

const FORM: BodyPolicy = { formMaxBytes: FORM_BODY_MAX_BYTES };

/** The policy of the route a post goes to; every other action takes a form of up to FORM_BODY_MAX_BYTES. */
export const bodyPolicyOf = (routeId: string | undefined): BodyPolicy =>
  routeId !== undefined && Object.hasOwn(PAGE_BODY_POLICIES, routeId) ? PAGE_BODY_POLICIES[routeId]! : FORM;
