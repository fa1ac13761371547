import { ATTACHMENT_NAME_VISIBLE } from "#contract/sourcings/sourcing-rules.ts";
import { truncateText } from "#app/lib/format.ts";

/** An attachment's name as a comment shows it: beyond 10 characters, its first 10 and an ellipsis. */
export function shortAttachmentName(filename: string, visible = ATTACHMENT_NAME_VISIBLE): string {
  return truncateText(filename, visible);
}
