import { z } from "zod";
import { aiServices } from "@storyloom/db/enums";
import { pathId, tooLong } from "../schemaParts.ts";
import { continuityReportView } from "../../presenters/views/continuity.ts";

export const continuityParams = z.strictObject({ bookId: pathId, chapterId: pathId });

export const continuityCheckBody = z.strictObject({
  useAi: z.boolean({ error: "Must be true or false." }).optional().default(false),
  service: z.enum(aiServices, { error: `Must be one of: ${aiServices.join(", ")}.` }).optional(),
  model: z.string({ error: "Must be text." }).trim().min(1, "This field is required.").max(80, tooLong(80)).optional(),
});

// Answers (presenters/views/continuity.ts holds the shape).

export { continuityReportView as continuityReportAnswer };
