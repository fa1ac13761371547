import { ATTACHMENT_NAME_VISIBLE } from "../../../contract/sourcing-rules";
import { truncateText } from "../format";

/** An attachment's name as a comment shows it: beyond 10 characters, its first 10 and an ellipsis. */
export function shortAttachmentName(filename: string, visible = ATTACHMENT_NAME_VISIBLE): string {
  return truncateText(filename, visible);
}
