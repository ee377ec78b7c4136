import { z } from "zod";

/** GET /genres takes no query; like every input, unknown fields are refused. */
export const listGenresQuery = z.strictObject({});
