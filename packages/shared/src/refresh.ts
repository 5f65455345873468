/** The spec's fallback refresh of screens that others change (spec section 8); live events come on top of it. */
export const REFRESH_INTERVAL_MS = 15_000;
