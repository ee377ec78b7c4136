// Imports only zod: see README.md.
import { z } from "zod";

/** A moment as an answer carries it: Date.toISOString(), UTC, e.g. "2026-11-29T14:00:00.000Z". */
export const isoDateTime = () => z.iso.datetime();

/** A calendar day, "YYYY-MM-DD". */
export const isoDay = () => z.iso.date();
