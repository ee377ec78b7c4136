/** The author's settings that charge readers, as set (whether or not the author can take payment yet). */
export interface ChargingSettings {
  subscribersOnly: boolean;
  chapterPrice: number | null;
  bundle: boolean;
  bundlePrice: number | null;
  authorSubscriptionEnabled: boolean;
  seriesSubscriptionEnabled: boolean;
}

/**
 * Whether the author charges for the book at all: a chapter price, a
 * whole-book price, a subscription of theirs or of the book's series, or
 * subscribers only. A book that charges nothing is free to read in full
 * (docs/decisions/reading.md, "Free until the author sets a paywall"): a new book
 * published with its defaults is read by everyone, and no reader meets a
 * lock that nothing opens. The free count and the paywall's dates then shape
 * which chapters the charge applies to. A price set before the payout account
 * is connected still counts: the chapters stay locked until it is, rather
 * than read free and then taken away.
 */
export function chargesReaders(settings: ChargingSettings): boolean {
  return (
    settings.subscribersOnly ||
    settings.chapterPrice !== null ||
    (settings.bundle && settings.bundlePrice !== null) ||
    settings.authorSubscriptionEnabled ||
    settings.seriesSubscriptionEnabled
  );
}
