import { z } from "zod";
import { paginationSchema } from "./pagination";

// The reply shapes every resource shares, named for what they carry: a list page, a message, a new record's id.

/** A page of a list (`GET /api/<resource>/`): its items and where the page stands; `?id=N` answers the same shape. */
export const listPageReplySchema = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item), pagination: paginationSchema });

/** A change that answers only a message (`{detail}`): alter, delete, a status change. */
export const messageReplySchema = z.object({ detail: z.string() });

/** A creation (201): the new record's id, and a message when the route gives one. */
export const createdIdReplySchema = z.object({ id: z.number(), detail: z.string().optional() });
