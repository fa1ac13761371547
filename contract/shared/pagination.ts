import { z } from "zod";

export { PAGE_SIZE } from "./limits";

export const paginationSchema = z.object({
  current_page: z.number(),
  total_pages: z.number(),
  page_size: z.number(),
  total_items: z.number(),
  has_next: z.boolean(),
  has_previous: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;
