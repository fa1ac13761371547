import { createHash, randomBytes } from "node:crypto";
import { RFQ_HASH_SHOWN, RFQ_TOKEN_BYTES } from "#contract/rfq/rfq-rules.ts";

/** A new link's token: 256 random bits, URL-safe. Given once, in the creation's reply; never stored. */
export const newRfqToken = (): string => randomBytes(RFQ_TOKEN_BYTES).toString("base64url");

/** What is stored of a token, and what a visit's token is looked up by: its SHA-256, in hex. */
export const rfqTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** The part of a link's hash staff see, to tell one link from the next. */
export const shownHash = (hash: string): string => hash.slice(0, RFQ_HASH_SHOWN);
