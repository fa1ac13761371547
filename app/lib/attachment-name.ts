import { ATTACHMENT_NAME_VISIBLE } from "../../contract/sourcings";

/** An attachment's name as a comment shows it: beyond 10 characters, its first 10 and an ellipsis. */
export function shortAttachmentName(filename: string, visible = ATTACHMENT_NAME_VISIBLE): string {
  const characters = Array.from(filename); // by code point, so an accent or emoji is never cut in half
  return characters.length > visible ? `${characters.slice(0, visible).join("")}…` : filename;
}
